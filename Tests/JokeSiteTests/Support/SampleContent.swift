import Foundation

/// A private copy of the project's sample `content/`, kept in the stable
/// format the catalogue commands write.
final class SampleContent {
    let root: URL
    var content: URL { root.appendingPathComponent("content") }

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("jokesite-sample-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: FixtureSite.projectRoot.appendingPathComponent("content"), to: content)
    }

    /// Tests leave nothing behind in the temporary folder.
    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    func read(_ name: String) throws -> String {
        try String(contentsOf: content.appendingPathComponent(name), encoding: .utf8)
    }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: content.appendingPathComponent(name))
    }

    func run(_ arguments: [String]) throws -> JokeSiteProcess.Result {
        try JokeSiteProcess.run(arguments + ["--content", "content"], in: root)
    }
}
