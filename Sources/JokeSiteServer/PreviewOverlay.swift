import Foundation
import Synchronization

/// Files served from memory instead of the site's folder: the pages a
/// preview rendered (`PreviewSession.preview`), until the build that
/// follows has committed them, or failed.
final class PreviewOverlay: Sendable {
    private let files = Mutex<[String: [UInt8]]>([:])

    /// By path in the site's folder.
    func show(_ files: [String: [UInt8]]) {
        self.files.withLock { $0 = files }
    }

    func clear() {
        files.withLock { $0 = [:] }
    }

    /// Whether the file at `path` in `folder` holds what was shown for it.
    func showed(_ path: String, asIn folder: URL) -> Bool {
        guard let shown = files.withLock({ $0[path] }) else { return false }
        return FileManager.default.contents(atPath: folder.appendingPathComponent(path).path).map { Data(shown) == $0 } ?? false
    }

    func file(_ path: String) -> Data? {
        files.withLock { $0[path].map { Data($0) } }
    }
}
