import Foundation

/// `serve`'s temporary folder, `jokesite-serve-PID`: removed when serve
/// stops, and at the next start when a hang-up or `kill -9` left it.
enum PreviewWorkspace {
    static let prefix = "jokesite-serve-"

    static func folder(in temporary: URL, pid: Int32) -> URL {
        temporary.appendingPathComponent("\(prefix)\(pid)")
    }

    /// Removes the folders of serve processes that no longer run (only
    /// the user's own: others' cannot be removed anyway).
    static func removeStale(in temporary: URL) {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        for entry in entries where entry.hasPrefix(prefix) {
            guard let pid = Int32(entry.dropFirst(prefix.count)), pid > 0, pid != getpid() else { continue }
            // ESRCH: no such process; EPERM means it runs as someone else.
            if kill(pid, 0) != 0, errno == ESRCH {
                var info = stat()
                guard lstat(temporary.path + "/" + entry, &info) == 0, info.st_uid == getuid(), (info.st_mode & S_IFMT) == S_IFDIR else { continue }
                try? FileManager.default.removeItem(at: temporary.appendingPathComponent(entry))
            }
        }
    }
}
