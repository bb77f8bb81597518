import Foundation
import Testing
@testable import JokeSite

/// SPEC §2: catalogue text that cannot be published as written is refused,
/// with the file, document, field and line.
@Suite struct TextRulesTests {
    @Test(arguments: [("\\u0007", "U+0007"), ("\\u001b", "U+001B"), ("\\u0000", "U+0000"),
                      ("\\u007f", "U+007F"), ("\\u0085", "U+0085")])
    func controlCharacterInJokeText(escape: String, name: String) throws {
        let site = try InlineSite("""
            -- content/jokes.json --
            {
              "joke_a": {
                "character": "mr_funny",
                "text": "Why did the fixture pass? It was well\(escape) prepared.",
                "type": "dad_joke"
              }
            }
            """)
        #expect(site.problems() == [Problem(file: site.file("content/jokes.json"), line: 4, documentID: "joke_a", field: "text",
                                            message: "contains the control character \(name); only line breaks and tabs are allowed")])
    }

    /// Windows (`\r\n`) and old Mac (`\r`) line ends are line breaks.
    @Test func carriageReturnsAreLineBreaks() throws {
        let site = try InlineSite("""
            -- content/jokes.json --
            {
              "joke_a": { "character": "mr_funny", "text": "Why?\\r\\nBecause.\\rReally.", "type": "dad_joke" }
            }
            """)
        #expect(site.problems().isEmpty)
        #expect(try CatalogueCheck.run(contentDirectory: site.content.path).jokes.first?.text == "Why?\nBecause.\nReally.")
    }

    @Test func controlCharacterInAnyText() throws {
        let site = try InlineSite("""
            -- content/characters.json --
            {
              "mr_funny": { "name": "Mr. Funny" },
              "mr_sad": { "name": "Mr.\\u0008 Sad" }
            }
            -- content/jokes.json --
            {
              "joke_c": {
                "character": "mr_sad",
                "text": "My umbrella broke.",
                "type": "dad_joke",
                "tags": ["wea\\u000bther"]
              }
            }
            """)
        #expect(site.problems().map { "\($0.documentID ?? "") \($0.field ?? "") \($0.line ?? 0)" } == ["mr_sad name 3", "joke_c tags 6"])
    }

    @Test func lineBreaksTabsAndOtherScriptsAreText() throws {
        let site = try InlineSite("""
            -- content/jokes.json --
            {
              "joke_a": { "character": "mr_funny", "text": "Why did the fixture pass? It was\\twell\\nprepared. Café © 猫 حب", "type": "dad_joke" }
            }
            """)
        #expect(site.problems().isEmpty)
    }

    /// The limit counts characters, not bytes: "é" is two bytes in UTF-8.
    @Test func jokeTextOfMoreThanAThousandCharacters() throws {
        let site = try InlineSite("""
            -- content/jokes.json --
            {
              "joke_a": { "character": "mr_funny", "text": "\(String(repeating: "é", count: 1000))", "type": "dad_joke" }
            }
            """)
        #expect(site.problems().isEmpty, "1,000 characters (2,000 bytes) are allowed")
        try site.write("content/jokes.json", """
            {
              "joke_a": { "character": "mr_funny", "text": "\(String(repeating: "é", count: 1000))", "type": "dad_joke" },
              "joke_e": {
                "character": "mr_funny",
                "text": "\(String(repeating: "h", count: 1001))",
                "type": "dad_joke"
              }
            }
            """)
        #expect(site.problems() == [Problem(file: site.file("content/jokes.json"), line: 5, documentID: "joke_e", field: "text",
                                            message: "the joke is 1001 characters long; at most 1000 are allowed")])
    }

    /// 999 letters with 1,000 combining marks each passed as 999
    /// characters (2 MB a joke): code points are bounded too (and the
    /// bytes, by Firestore's limit on a value).
    @Test func jokeTextOfFewCharactersButManyMarks() throws {
        let marked = String(repeating: "a" + String(repeating: "\u{301}", count: 1000), count: 999)
        let site = try InlineSite("""
            -- content/jokes.json --
            {
              "joke_a": { "character": "mr_funny", "text": "\(marked)", "type": "dad_joke" }
            }
            """)
        let problems = site.problems()
        #expect(problems.map(\.field) == ["text", "text"], "\(problems.map(\.message))")
        #expect(problems.contains { $0.message.contains("999999 code points") })
        #expect(problems.contains { $0.message.contains("Firestore stores at most 1048487") })
    }

    /// XML forbids U+FFFE and U+FFFF: `feed.xml` would be ill-formed.
    @Test(arguments: ["\\uFFFE", "\\uFFFF"])
    func nonCharactersInTextAreRefused(escape: String) throws {
        let site = try InlineSite("""
            -- content/jokes.json --
            {
              "joke_a": { "character": "mr_funny", "text": "Why?\(escape) Because.", "type": "dad_joke", "tags": ["a\(escape)"] }
            }
            -- content/pages/about.md --
            ---
            title: About\u{FFFF}
            ---
            Body\u{FFFE}.
            """)
        let problems = site.problems()
        #expect(problems.contains { $0.field == "text" && $0.message.contains("XML forbids it") }, "\(problems)")
        #expect(problems.contains { $0.field == "tags" && $0.message.contains("XML forbids it") }, "\(problems)")
        #expect(problems.contains { $0.file.hasSuffix("about.md") && $0.message.contains("XML forbids it") }, "\(problems)")
    }

    /// YAML escapes in front matter make control characters the file
    /// itself does not hold; they would reach every page through the menu.
    @Test func controlCharactersWrittenAsYAMLEscapesAreRefused() throws {
        let site = try InlineSite(#"""
            -- content/pages/about.md --
            ---
            title: "About\e]0;PWNED\a"
            description: "Us\u0007"
            ---
            Body.
            """#)
        let problems = site.problems()
        #expect(problems.contains { $0.field == "title" && $0.message.contains("U+001B") }, "\(problems)")
        #expect(problems.contains { $0.field == "description" && $0.message.contains("U+0007") }, "\(problems)")
    }

    @Test func fieldNamedTwiceNamesBothLines() throws {
        let site = try InlineSite("""
            -- content/jokes.json --
            {
              "joke_a": {
                "character": "mr_funny",
                "text": "Why did the fixture pass? It was well prepared.",
                "type": "dad_joke",
                "likes": 4,
                "text": "The last value wins elsewhere.",
                "dislikes": 0
              }
            }
            """)
        #expect(site.problems() == [Problem(file: site.file("content/jokes.json"), line: 7, documentID: "joke_a", field: "text",
                                            message: "the field is named twice, on lines 4 and 7: keep one")])
    }

    @Test func fieldNamedTwiceInSiteJSON() throws {
        let site = try InlineSite("""
            -- content/site.json --
            {
              "title": "Inline Jokes",
              "base_url": "https://inline.example.org/",
              "per_page": 2,
              "per_page": 3
            }
            """)
        let problems = site.problems()
        #expect(problems.map { "\($0.field ?? "") \($0.line ?? 0) \($0.message)" } == ["per_page 5 the field is named twice, on lines 4 and 5: keep one"])
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
