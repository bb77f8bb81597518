import Foundation

/// The stamp of every file in the source folders, by path. Hidden files
/// are left out: they are an editor's temporary and lock files
/// (`.jokes.json.swp`, `.#about.md`), which the build ignores too.
public enum SourceStamps {
    public static func of(_ folders: [String]) -> [String: FileStamp] {
        var stamps: [String: FileStamp] = [:]
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(atPath: folder) else { continue }
            for case let relative as String in enumerator {
                if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
                let path = self.path(relative, in: folder)
                if let stamp = FileStamp(path: path) { stamps[path] = stamp }
            }
        }
        return stamps
    }

    /// The key of a file in `of`'s answer.
    static func path(_ relative: String, in folder: String) -> String {
        URL(fileURLWithPath: folder).appendingPathComponent(relative).path
    }
}
