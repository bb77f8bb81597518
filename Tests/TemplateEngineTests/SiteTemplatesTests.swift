import Foundation
import Testing
import TemplateEngine

/// jokesite's own `templates/` parse and compile with the engine: the
/// Mustache they use (partials, pragmas, sections, triple braces) is the
/// Mustache it knows.
@Suite struct SiteTemplatesTests {
    @Test func everySiteTemplateCompiles() throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("templates")
        let paths = try #require(FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String])
        let sources = try paths.filter { $0.hasSuffix(".mustache") }.map { path in
            TemplateSource(name: String(path.dropLast(".mustache".count)), file: "templates/\(path)",
                           text: try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
        }
        let library = TemplateLibrary(sources)
        #expect(library.names.contains("layout.html") && library.names.contains("partials/joke-card"))
        #expect(library.problems.isEmpty, "\(library.problems)")
        for name in library.names {
            if case .failure(let failure) = library.compile(name, scope: .dynamic) { Issue.record("\(failure)") }
        }
    }
}
