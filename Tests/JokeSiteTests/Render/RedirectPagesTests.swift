import Foundation
import Testing
@testable import JokeSite

/// `previous_ids`: the old URL of a migrated joke still leads to it, and
/// stays out of the sitemap; an old id that clashes is an error naming both.
@Suite struct RedirectPagesTests {
    static func site(_ jokes: String) throws -> InlineSite {
        try InlineSite("""
            -- content/jokes.json --
            \(jokes)
            """)
    }

    @Test func eachOldURLSendsTheVisitorToTheJoke() throws {
        let site = try Self.site("""
            {
              "joke_a": { "character": "mr_funny", "text": "Why? Because.", "type": "dad_joke", "previous_ids": ["bad_001", "bad_002"] }
            }
            """)
        try site.build()
        for old in ["bad_001", "bad_002"] {
            let page = try site.read("jokes/\(old)/index.html")
            #expect(page.contains(#"<meta http-equiv="refresh" content="0; url=/jokes/joke_a/">"#))
            #expect(page.contains(#"<link rel="canonical" href="https://inline.example.org/jokes/joke_a/">"#))
            #expect(page.contains(#"<a href="/jokes/joke_a/">its new address</a>"#))
        }
        let sitemap = try site.read("sitemap.xml")
        #expect(sitemap.contains("/jokes/joke_a/"))
        #expect(!sitemap.contains("bad_00"))
    }

    @Test func anOldIDThatIsACurrentIDOrListedTwiceIsAnErrorNamingBoth() throws {
        let site = try Self.site("""
            {
              "joke_a": { "character": "mr_funny", "text": "Why? Because.", "type": "dad_joke", "previous_ids": ["joke_b", "old_1"] },
              "joke_b": { "character": "mr_funny", "text": "What? That.", "type": "dad_joke", "previous_ids": ["old_1", "old/2"] }
            }
            """)
        let problems = site.problems().filter { $0.field == "previous_ids" }
        #expect(problems.map(\.documentID) == ["joke_a", "joke_b", "joke_b"], "\(problems)")
        #expect(problems.contains { $0.documentID == "joke_a" && $0.message.contains("\"joke_b\" is the id of joke joke_b") })
        #expect(problems.contains { $0.documentID == "joke_b" && $0.message.contains("\"old_1\" is also a previous id of joke joke_a") })
        #expect(problems.contains { $0.message.contains("\"old/2\" is not a usable joke id") })
    }
}
