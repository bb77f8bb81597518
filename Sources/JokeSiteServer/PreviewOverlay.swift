import Foundation
import Synchronization

/// Files served from memory instead of the site's folder: the pages
/// previews rendered (`PreviewSession.preview`), each until a build started
/// after its preview has committed (or failed). Previews go on while a
/// build runs; a later preview's file replaces an earlier one's.
final class PreviewOverlay: Sendable {
    private struct Shown {
        var bytes: [UInt8]
        /// The preview that rendered it, counted from 1.
        var preview: Int
    }

    private let shown = Mutex<(files: [String: Shown], previews: Int)>(([:], 0))

    /// By path in the site's folder.
    func show(_ files: [String: [UInt8]]) {
        shown.withLock { shown in
            shown.previews += 1
            for (path, bytes) in files { shown.files[path] = Shown(bytes: bytes, preview: shown.previews) }
        }
    }

    /// The last preview so far: a build starting now covers it and those before.
    var latest: Int {
        shown.withLock { $0.previews }
    }

    /// Whether pages must hear that a build changed the file at `path` in
    /// `folder`, the build covering the previews up to `covered`: not when
    /// a later preview's file is served instead, nor when a covered preview
    /// showed what the build wrote.
    func announces(_ path: String, in folder: URL, covered: Int) -> Bool {
        guard let file = shown.withLock({ $0.files[path] }) else { return true }
        guard file.preview <= covered else { return false }
        return FileManager.default.contents(atPath: folder.appendingPathComponent(path).path).map { Data(file.bytes) != $0 } ?? true
    }

    /// Drops the files of the previews up to `covered`: the folder now holds
    /// what a build of their sources (or later ones) made, or the last good
    /// site.
    func clear(upTo covered: Int) {
        shown.withLock { $0.files = $0.files.filter { $0.value.preview > covered } }
    }

    func file(_ path: String) -> Data? {
        shown.withLock { $0.files[path].map { Data($0.bytes) } }
    }
}
