import Foundation
import Testing

@Suite struct CheckCommandTests {
    private let templates = FixtureSite.templates.path

    @Test func aGoodCatalogueExitsZeroWithItsSummary() throws {
        let fixture = try FixtureCatalogue()
        let result = try JokeSiteProcess.run(["check", "--content", "content", "--templates", templates], in: fixture.root)
        #expect(result.status == 0)
        #expect(result.output == "ok: 2 characters, 5 jokes (1 not safe for work), 2 assigned days, 4 rating events, 1 page; templates ok\n")
    }

    @Test func problemsAreListedOnePerLineWithExitOne() throws {
        let fixture = try FixtureCatalogue()
        try fixture.replace("\"likes\": 4", with: "\"likes\": \"many\"", in: "jokes.json")
        try fixture.replace("\"rating\": 5", with: "\"rating\": 7", in: "rating_events.json")
        let result = try JokeSiteProcess.run(["check", "--content", "content", "--templates", templates], in: fixture.root)
        #expect(result.status == 1)
        #expect(result.output == """
            content/jokes.json:8: joke_a: likes: expected a whole number, found a string
            content/rating_events.json:2: dev1_joke_a_2026-W47: rating: rating 7 is outside 1–5

            """)
        #expect(result.errors.contains("2 problems found"))
    }

    /// A hostile value's control bytes are shown, not sent to the terminal.
    @Test func terminalEscapesInValuesAreShownEscaped() throws {
        let fixture = try FixtureCatalogue()
        try fixture.replace("\"color\": \"#F5A623\"", with: #""color": "\u001b]0;PWNED\u0007\u001b[2J\u202e\nforged: ok""#, in: "characters.json")
        let result = try JokeSiteProcess.run(["check", "--content", "content", "--templates", templates], in: fixture.root)
        #expect(result.status == 1)
        #expect(!result.output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x202E }, "\(result.output)")
        #expect(result.output.contains(#"\u{1B}]0;PWNED\u{7}\u{1B}[2J\u{202E}\u{A}forged: ok"#), "\(result.output)")
        #expect(result.output.split(separator: "\n").allSatisfy { $0.hasPrefix("content/characters.json:6: mr_funny: color: ") },
                "each problem one line: \(result.output)")
    }

    @Test func githubFormatPrintsAnnotations() throws {
        let fixture = try FixtureCatalogue()
        try fixture.replace("\"character\": \"mr_sad\"", with: "\"character\": \"mr_nobody\"", in: "jokes.json")
        let result = try JokeSiteProcess.run(["check", "--content", "content", "--templates", templates, "--format", "github"], in: fixture.root)
        #expect(result.status == 1)
        // The line of the changed field, not of the document (issue 17 §6).
        #expect(result.output.hasPrefix("::error file=content/jokes.json,line=19::joke_c: character: unknown character \"mr_nobody\""))
    }

    @Test func templatesAreCheckedToo() throws {
        let site = try FixtureSite()
        let templates = try site.copyOfTemplates()
        let card = templates.appendingPathComponent("partials/joke-card.mustache")
        let text = try String(contentsOf: card, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "{{/", with: "{{/oops", options: [], range: text.range(of: "{{/")).utf8).write(to: card)
        let result = try JokeSiteProcess.run(["check", "--format", "github"], in: site.fixture.root)
        #expect(result.status == 1)
        #expect(result.output.hasPrefix("::error file=templates/partials/joke-card.mustache,line="), "\(result.output)")
        #expect(result.errors.contains("1 problem found in content and templates"))
    }

    @Test func aMisspeltTemplateNameFailsTheCheck() throws {
        let site = try FixtureSite()
        let templates = try site.copyOfTemplates()
        let layout = templates.appendingPathComponent("layout.md.mustache")
        try Data((try String(contentsOf: layout, encoding: .utf8) + "{{site.titel}}\n").utf8).write(to: layout)
        let result = try JokeSiteProcess.run(["check"], in: site.fixture.root)
        #expect(result.status == 1)
        #expect(result.output.hasPrefix("templates/layout.md.mustache:6:1: \"site\" (Site) has no \"titel\""), "\(result.output)")
        #expect(result.output.contains("did you mean \"title\"?"), "\(result.output)")
    }

    @Test func usageErrorsExitTwo() throws {
        let result = try JokeSiteProcess.run(["check", "--format", "yaml"])
        #expect(result.status == 2)
        #expect(result.errors.contains("yaml"))
    }
}
