import Foundation
import JokeSite
import ServiceLifecycle

/// Watches the content and templates folders by polling their files' size,
/// modification time and inode. Polling works the same on Linux and macOS,
/// sees editors that save through a (hidden) temporary file and a rename, and at
/// these folders' size costs next to nothing; a burst of saves settles into
/// one rebuild.
struct SourceWatcher: Service {
    static let interval = Duration.milliseconds(50)

    let folders: [URL]
    /// Whether a file is one the build reads: saving another (an editor's
    /// temporary file) is no change.
    let reads: @Sendable (String) -> Bool
    let onChange: @Sendable () async -> Void

    func run() async throws {
        var last = snapshot()
        while !Task.isCancelledOrShuttingDown {
            try? await Task.sleep(for: Self.interval)
            var current = snapshot()
            guard current != last else { continue }
            // Wait until the files stop changing, so a burst is one rebuild.
            while true {
                try? await Task.sleep(for: Self.interval)
                let settled = snapshot()
                if settled == current || Task.isCancelledOrShuttingDown { break }
                current = settled
            }
            let changed = Set(current.keys).union(last.keys).filter { current[$0] != last[$0] }
            last = current
            if changed.contains(where: reads) { await onChange() }
        }
    }

    func snapshot() -> [String: FileStamp] {
        SourceStamps.of(folders.map(\.path))
    }
}

extension Task where Success == Never, Failure == Never {
    static var isCancelledOrShuttingDown: Bool {
        isCancelled || isShuttingDownGracefully
    }
}
