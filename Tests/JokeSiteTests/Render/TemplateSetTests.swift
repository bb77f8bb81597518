import Foundation
import Testing
@testable import JokeSite

@Suite struct TemplateSetTests {
    private func problems(_ change: (URL) throws -> Void) throws -> [Problem] {
        let site = try FixtureSite()
        let templates = try site.copyOfTemplates()
        try change(templates)
        return try SiteBuilder.problems(building: site.options(templates: templates))
    }

    @Test func aSyntaxErrorNamesFileLineAndColumn() throws {
        let site = try InlineSite("""
            -- templates/tags.html.mustache --
            <p>
              {{#joke}}
              {{/jokes}}
            """)
        let found = try site.buildProblems()
        let problem = try #require(found.first)
        #expect(found.count == 1)
        #expect(problem.file == site.file("templates/tags.html.mustache"))
        #expect(problem.line == 3)
        #expect(problem.column != nil)
        #expect(problem.description.contains("tags.html.mustache:3:"))
    }

    /// Strict mode: a name the page kind does not declare stops the build
    /// at its file, line and column, with the name it probably meant.
    @Test func aMisspeltNameIsAProblemWithItsPlaceAndASuggestion() throws {
        let site = try InlineSite("""
            -- templates/layout.html.mustache --
            <!doctype html>
            <html lang="{{site.language}}">
              {{site.titel}}
            <body>{{{content}}}</body>
            </html>
            """)
        let found = try site.buildProblems()
        let problem = try #require(found.first)
        #expect(found.count == 1, "every page kind's layout reports it once: \(found)")
        #expect(problem.file == site.file("templates/layout.html.mustache"))
        #expect(problem.line == 3)
        #expect(problem.column == 3)
        #expect(problem.message.contains("did you mean \"title\"?"), "\(problem.message)")
        #expect(problem.description.contains("layout.html.mustache:3:3: "))
    }

    @Test func aNameAPageKindDoesNotHaveIsAProblemInThatTemplate() throws {
        let found = try problems { templates in
            let file = templates.appendingPathComponent("tags.md.mustache")
            let text = try String(contentsOf: file, encoding: .utf8)
            try Data((text + "{{#tags}}{{setup}}{{/tags}}\n").utf8).write(to: file)
        }
        let problem = try #require(found.first)
        #expect(found.count == 1)
        #expect(problem.file.hasSuffix("templates/tags.md.mustache"))
        #expect(problem.message.contains("unknown name \"setup\""), "\(problem.message)")
    }

    @Test func textInTripleBracesIsAProblemInHTML() throws {
        let found = try problems { templates in
            let file = templates.appendingPathComponent("tag.html.mustache")
            let text = try String(contentsOf: file, encoding: .utf8)
            try Data((text + "{{{tag.name}}}\n").utf8).write(to: file)
        }
        #expect(found.map(\.message) == ["\"tag.name\" is text, which {{{tag.name}}} would not escape: write {{tag.name}}"])
    }

    @Test func aMissingPartialNamesBothTemplates() throws {
        let found = try problems { templates in
            let file = templates.appendingPathComponent("tags.html.mustache")
            let text = try String(contentsOf: file, encoding: .utf8)
            try Data((text + "{{> partials/nope}}\n").utf8).write(to: file)
        }
        let problem = try #require(found.first)
        #expect(problem.file.hasSuffix("templates/tags.html.mustache"))
        #expect(problem.message.contains("partial \"partials/nope\" does not exist"))
        #expect(problem.message.contains("partials/nope.mustache"))
    }

    @Test func aMissingPageTemplateIsReported() throws {
        let found = try problems { templates in
            try FileManager.default.removeItem(at: templates.appendingPathComponent("top10.md.mustache"))
        }
        #expect(found.map(\.message) == ["required template is missing"])
        #expect(found.first?.file.hasSuffix("top10.md.mustache") == true)
    }

    @Test func catalogueAndTemplateProblemsAreListedTogether() throws {
        let site = try InlineSite("""
            -- templates/tag.html.mustache --
            {{#x}}
            -- content/jokes.json --
            {
              "joke_a": { "character": "mr_funny", "text": "Why? Because.", "type": "dad_joke" }
            }
            -- content/rating_events.json --
            {
              "dev1_joke_a_2026-W47": { "joke_id": "joke_a", "rating": 9, "device_id": "dev1", "week_id": "2026-W47" }
            }
            """)
        #expect(try site.buildProblems().map(\.file) == [site.file("content/rating_events.json"), site.file("templates/tag.html.mustache")])
    }

    @Test func partialReferencesAreFoundWithTheirLines() {
        #expect(PartialReference.scan("a\n{{> partials/card}} {{>x}}\n{{< parent }}") == [
            PartialReference(name: "partials/card", line: 2),
            PartialReference(name: "x", line: 2),
            PartialReference(name: "parent", line: 3),
        ])
    }
}
