import Testing
@testable import JokeSite

/// An old address that leaves the site, takes an address the site uses,
/// or repeats another stops `check`, naming both places.
@Suite struct OldAddressTests {
    static func page(_ slug: String, aliases: String) -> String {
        """
        -- content/pages/\(slug).md --
        ---
        title: \(slug)
        aliases: \(aliases)
        ---
        Text.

        """
    }

    static func aliasProblems(_ site: InlineSite) -> [Problem] {
        site.problems().filter { $0.field == "aliases" }
    }

    @Test func anOldJokeIDThatIsACurrentIDOrListedTwiceIsAnErrorNamingBoth() throws {
        let site = try InlineSite("""
            -- content/jokes.json --
            {
              "joke_a": { "character": "mr_funny", "text": "Why? Because.", "type": "dad_joke", "previous_ids": ["joke_b", "old_1"] },
              "joke_b": { "character": "mr_funny", "text": "What? That.", "type": "dad_joke", "previous_ids": ["old_1", "old/2"] },
              "joke_c": { "character": "mr_funny", "text": "Who? Them.", "type": "dad_joke", "migrated_from": "old_1" }
            }
            """)
        let problems = site.problems().filter { $0.field == "previous_ids" || $0.field == "migrated_from" }
        #expect(problems.map(\.documentID) == ["joke_a", "joke_b", "joke_b", "joke_c"], "\(problems)")
        #expect(problems.contains { $0.documentID == "joke_a" && $0.message.contains("\"joke_b\" is the id of joke joke_b") })
        #expect(problems.contains { $0.documentID == "joke_b" && $0.message.contains("\"old_1\" is also in previous_ids of joke joke_a") })
        #expect(problems.contains { $0.message.contains("\"old/2\" is not a usable joke id") })
        #expect(problems.contains { $0.documentID == "joke_c" && $0.field == "migrated_from" && $0.line == 4
            && $0.message.contains("\"old_1\" is also in previous_ids of joke joke_a") })
    }

    @Test(arguments: ["../privacy.html", "https://example.org/privacy.html", "//example.org/privacy/", "old/../../x/", "mailto:me"])
    func anAliasThatLeavesTheSiteIsAnError(alias: String) throws {
        let site = try InlineSite(Self.page("privacy", aliases: "[\"\(alias)\"]"))
        let problems = Self.aliasProblems(site)
        #expect(problems.count == 1, "\(problems)")
        #expect(problems.first?.file == site.file("content/pages/privacy.md"))
        #expect(problems.first?.message == "\"\(alias)\" leaves the site: an alias is a path inside it, like old/privacy/ or privacy.html")
    }

    @Test(arguments: ["old privacy.html", "old//privacy/", ".hidden/", "privacy*.html", "tags/%20/", ""])
    func anAliasThatIsNoCleanPathIsAnError(alias: String) throws {
        let site = try InlineSite(Self.page("privacy", aliases: "[\"\(alias)\"]"))
        let problems = Self.aliasProblems(site)
        #expect(problems.count == 1, "\(problems)")
        #expect(problems.first.map { $0.message.contains("is not a usable alias") || $0.message.contains("home page") } == true, "\(problems)")
    }

    @Test(arguments: [
        ("feed.xml", "\"feed.xml\" falls on \"feed.xml\", an address the site makes itself"),
        ("jokes/bad_001/", "\"jokes/bad_001/\" falls on \"jokes\", an address the site makes itself"),
        ("404.html", "\"404.html\" falls on \"404.html\", an address the site makes itself"),
        ("_redirects", "\"_redirects\" falls on \"_redirects\", an address the site makes itself"),
        ("index.html", "\"index.html\" is the address of the home page"),
        ("/", "\"/\" is the address of the home page"),
        ("privacy/", "\"privacy/\" is the address of the page in PAGES/privacy.md itself"),
        ("about/index.md/", "\"about/index.md/\" lies in about/, the folder of the page in PAGES/about.md"),
    ])
    func anAliasThatTakesAnAddressOfTheSiteIsAnError(alias: String, message: String) throws {
        let site = try InlineSite(Self.page("privacy", aliases: "[\"\(alias)\"]") + Self.page("about", aliases: "[]"))
        let problems = Self.aliasProblems(site)
        #expect(problems.map(\.message) == [message.replacingOccurrences(of: "PAGES", with: site.file("content/pages"))])
    }

    @Test func anAliasRepeatedIsAnErrorNamingBothPlaces() throws {
        let site = try InlineSite(Self.page("privacy", aliases: #"["privacy.html", "old/", "old/index.html"]"#)
            + Self.page("legal", aliases: #"["/privacy.html", "old.html", "old.html/new/"]"#))
        let problems = Self.aliasProblems(site).map { "\($0.file.split(separator: "/").last!): \($0.message)" }
        #expect(problems == [
            "legal.md: \"old.html/new/\" lies in \"old.html\", a file of aliases of \(site.file("content/pages/legal.md"))",
            "privacy.md: \"privacy.html\" is also in aliases of \(site.file("content/pages/legal.md")): keep it in one place",
            "privacy.md: \"old/index.html\" is listed twice",
        ], "\(problems)")
    }

    @Test func aliasesMustBeAListOfText() throws {
        let site = try InlineSite(Self.page("privacy", aliases: "privacy.html"))
        #expect(Self.aliasProblems(site).map(\.message) == [#"expected a list of text, like aliases: ["privacy.html"]"#])
    }

    @Test func aBuildStopsOnACollision() throws {
        let site = try InlineSite(Self.page("privacy", aliases: #"["sitemap.xml"]"#))
        #expect(throws: BuildError.self) { try site.build() }
    }
}
