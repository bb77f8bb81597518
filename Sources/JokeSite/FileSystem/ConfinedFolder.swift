import Foundation

/// A folder the user edits (`content/`, `templates/`) whose files may be
/// symlinks only to places inside it. A link that leads out would put what
/// it points at into the site (`ln -s /proc/self/environ templates/assets/env.txt`
/// publishes the build's environment), so such links are reported and
/// never read. The folder itself may be a symlink.
struct ConfinedFolder: Sendable {
    let root: URL
    /// The folder with every symlink resolved, ending in `/`.
    private let realRoot: String?

    init(_ path: String) {
        root = URL(fileURLWithPath: path, isDirectory: true)
        realRoot = Self.realPath(root.path).map { $0.hasSuffix("/") ? $0 : $0 + "/" }
    }

    /// Whether reading the file at `relative` stays inside the folder once
    /// every symlink on the way is followed. A path that leads nowhere is
    /// inside: reading it fails, and whoever reads it says so.
    func contains(_ relative: String) -> Bool {
        guard let realRoot, let real = Self.realPath(root.appendingPathComponent(relative).path) else { return true }
        return (real + "/").hasPrefix(realRoot)
    }

    /// Every symlink under the folder that leads outside it, sorted. The
    /// walk starts from the real folder (Foundation lists nothing under a
    /// symlink) and never enters a symlinked folder, so it stays inside.
    func escapingLinks() -> [String] {
        guard let realRoot, let walk = FileManager.default.enumerator(atPath: realRoot) else { return [] }
        var links: [String] = []
        for case let relative as String in walk {
            let attributes = try? FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(relative).path)
            if attributes?[.type] as? FileAttributeType == .typeSymbolicLink, !contains(relative) { links.append(relative) }
        }
        return links.sorted()
    }

    /// The problem of a link that leads out, reported on `file` (the link
    /// as the user names it, e.g. `templates/assets/env.txt`).
    func problem(for relative: String, file: String) -> Problem {
        let link = try? FileManager.default.destinationOfSymbolicLink(atPath: root.appendingPathComponent(relative).path)
        let how = link.map { "is a symlink to \($0)" } ?? "leads through a symlink"
        return Problem(file: file, message: "\(how), outside \(root.lastPathComponent)/: "
                           + "jokesite reads nothing from outside its folders; put a copy of the file there instead")
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
