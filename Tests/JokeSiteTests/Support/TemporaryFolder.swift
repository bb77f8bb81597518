import Foundation

/// A new, empty folder in the system's temporary folder, removed with
/// everything in it when the last reference goes: tests leave nothing behind.
final class TemporaryFolder {
    let url: URL

    init(prefix: String = "jokesite-test") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
