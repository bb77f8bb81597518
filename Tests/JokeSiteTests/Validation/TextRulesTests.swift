import Foundation
import Testing
@testable import JokeSite

/// SPEC §2: catalogue text that cannot be published as written is refused,
/// with the file, document, field and line.
@Suite struct TextRulesTests {
    @Test(arguments: [("\\u0007", "U+0007"), ("\\u001b", "U+001B"), ("\\r", "U+000D"), ("\\u0000", "U+0000"),
                      ("\\u007f", "U+007F"), ("\\u0085", "U+0085")])
    func controlCharacterInJokeText(escape: String, name: String) throws {
        let fixture = try FixtureCatalogue()
        try fixture.replace("It was well prepared.", with: "It was well\(escape) prepared.", in: "jokes.json")
        let problems = fixture.problems()
        #expect(problems == [Problem(file: fixture.content.path + "/jokes.json", line: 4, documentID: "joke_a", field: "text",
                                     message: "contains the control character \(name); only line breaks and tabs are allowed")])
    }

    @Test func controlCharacterInAnyText() throws {
        let fixture = try FixtureCatalogue()
        try fixture.replace("\"Mr. Sad\"", with: "\"Mr.\\u0008 Sad\"", in: "characters.json")
        try fixture.replace("\"weather\"", with: "\"wea\\u000bther\"", in: "jokes.json")
        let problems = fixture.problems()
        #expect(problems.map { "\($0.documentID ?? "") \($0.field ?? "") \($0.line ?? 0)" } == ["mr_sad name 11", "joke_c tags 22"])
    }

    @Test func lineBreaksTabsAndOtherScriptsAreText() throws {
        let fixture = try FixtureCatalogue()
        try fixture.replace("It was well prepared.", with: "It was\\twell\\nprepared. Café © 猫 حب", in: "jokes.json")
        #expect(fixture.problems().isEmpty)
    }

    @Test func jokeTextOfMoreThanAThousandCharacters() throws {
        let fixture = try FixtureCatalogue()
        try fixture.replace("It was well prepared.", with: String(repeating: "é", count: 974), in: "jokes.json")
        #expect(fixture.problems().isEmpty, "1,000 characters (2,000 bytes) are allowed")
        try fixture.replace("Shh.", with: String(repeating: "h", count: 990), in: "jokes.json")
        #expect(fixture.problems() == [Problem(file: fixture.content.path + "/jokes.json", line: 32, documentID: "joke_e", field: "text",
                                               message: "the joke is 1017 characters long; at most 1000 are allowed")])
    }

    @Test func fieldNamedTwiceNamesBothLines() throws {
        let fixture = try FixtureCatalogue()
        try fixture.replace("\"likes\": 4,", with: "\"likes\": 4,\n    \"text\": \"The last value wins elsewhere.\",", in: "jokes.json")
        #expect(fixture.problems() == [Problem(file: fixture.content.path + "/jokes.json", line: 9, documentID: "joke_a", field: "text",
                                               message: "the field is named twice, on lines 4 and 9: keep one")])
    }

    @Test func fieldNamedTwiceInSiteJSON() throws {
        let fixture = try FixtureCatalogue()
        try fixture.replace("\"per_page\": 2,", with: "\"per_page\": 2,\n  \"per_page\": 3,", in: "site.json")
        let problems = fixture.problems()
        #expect(problems.map { "\($0.field ?? "") \($0.line ?? 0) \($0.message)" } == ["per_page 6 the field is named twice, on lines 5 and 6: keep one"])
    }

    /// 1 KB of nested aliases, expanded, is 10^10 values (it took 4.8 GB
    /// and more than a minute); refused before Yams expands anything.
    @Test func yamlAliasesInFrontMatterAreRefused() throws {
        let fixture = try FixtureCatalogue()
        var yaml = "title: Laughs\nl0: &l0 [ha, ha, ha, ha, ha, ha, ha, ha, ha, ha]\n"
        for level in 1...9 {
            yaml += "l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        try fixture.write("pages/laughs.md", "---\n\(yaml)---\nBody.\n")
        let problems = fixture.problems()
        #expect(problems.map { "\($0.file.hasSuffix("pages/laughs.md")) \($0.line ?? 0) \($0.message)" }
                == ["true 3 front matter uses a YAML anchor or alias (&name, *name): write the values out, and quote text that starts with & or *"])
    }

    @Test(arguments: [
        ("title: *alias", 1), ("a: &x 1\nb: *x", 1), ("title: About\nlist:\n  - *x", 3), ("m: {k: *x}", 1), ("? *key\n: v", 1),
        ("title: [a, &b c]", 1), ("title: Me *and* you", nil), ("title: \"*quoted*, &too\"", nil), ("title: 'it''s *fine*'", nil),
        ("title: Tom & Jerry", nil), ("# a *comment\ntitle: x", nil), ("title: x # *comment", nil), ("title: \"two\n  *lines\"", nil),
    ] as [(String, Int?)])
    func anchorsAndAliasesAreFoundWhereYAMLReadsThem(yaml: String, line: Int?) {
        #expect(PageLoader.firstAnchorOrAlias(in: yaml) == line)
    }

    @Test func deeplyNestedFrontMatterIsRefused() throws {
        let fixture = try FixtureCatalogue()
        try fixture.write("pages/deep.md", "---\ntitle: Deep\nx: " + String(repeating: "[", count: 100_000) + "\n---\nBody.\n")
        #expect(fixture.problems().map(\.message) == ["front matter nests deeper than 64 levels"])
    }

    @Test func pageOverOneMegabyteIsRefused() throws {
        let fixture = try FixtureCatalogue()
        try fixture.write("pages/big.md", "---\ntitle: Big\n---\n" + String(repeating: "![[]()\n", count: 150_000))
        #expect(fixture.problems().map(\.message) == ["the page is \(19 + 7 * 150_000) bytes; at most 1048576 (1 MB) are allowed"])
    }

    @Test func controlCharacterInAPageNamesItsLine() throws {
        let fixture = try FixtureCatalogue()
        try fixture.write("pages/bell.md", "---\r\ntitle: Bell\r\n---\r\n\r\nDing\u{7}!\r\n")
        #expect(fixture.problems().map { "\($0.line ?? 0) \($0.message)" }
                == ["5 contains the control character U+0007; only line breaks and tabs are allowed"])
    }
}
