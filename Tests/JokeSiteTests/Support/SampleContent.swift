import Foundation

/// A private copy of the project's sample `content/`, kept in the stable
/// format the catalogue commands write.
final class SampleContent {
    private let folder: TemporaryFolder
    var root: URL { folder.url }
    var content: URL { root.appendingPathComponent("content") }

    init() throws {
        folder = try TemporaryFolder(prefix: "jokesite-sample")
        try FileManager.default.copyItem(at: FixtureSite.projectRoot.appendingPathComponent("content"), to: folder.url.appendingPathComponent("content"))
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
