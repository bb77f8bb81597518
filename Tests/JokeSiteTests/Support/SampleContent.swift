import Foundation
import Testing
@testable import JokeSite

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

    /// A joke `daily set` gives `day` without `--force`: safe for work, and
    /// shown on no day within 30 days of it.
    func jokeFree(on day: String) throws -> String {
        let catalogue = try CatalogueCheck.run(contentDirectory: content.path)
        let date = try #require(CalendarDay(day))
        return try #require(catalogue.jokes.first { $0.sfw && DailyEditor.otherDays(showing: $0.id, near: date, in: catalogue).isEmpty }?.id)
    }

    func run(_ arguments: [String]) throws -> JokeSiteProcess.Result {
        try JokeSiteProcess.run(arguments + ["--content", "content"], in: root)
    }
}
