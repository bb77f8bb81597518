import Foundation
import Testing
@testable import JokeSite

/// Ids and slugs that differ only in case would share a folder on a
/// case-insensitive file system: `check` refuses the later one.
@Suite struct CaseCollisionTests {
    @Test func jokeAndCharacterIdsThatDifferOnlyInCase() throws {
        let problems = try InlineSite("""
            -- content/characters.json --
            {
              "mr_funny": { "name": "Mr. Funny", "color": "#F5A623" },
              "Mr_Funny": { "name": "Mr. Funny again", "color": "#F5A623" }
            }
            -- content/jokes.json --
            {
              "joke_a": { "character": "mr_funny", "text": "Why? Because.", "type": "dad_joke" },
              "Joke_A": { "character": "mr_funny", "text": "Why not? Because.", "type": "dad_joke" }
            }
            """).problems()
        #expect(problems.count == 2, "\(problems)")
        #expect(problems.contains { $0.documentID == "Joke_A" && $0.line == 3 && $0.message.contains("only in case") }, "\(problems)")
        #expect(problems.contains { $0.documentID == "Mr_Funny" && $0.line == 3 && $0.message.contains("only in case") }, "\(problems)")
    }

    @Test func pageSlugsThatDifferOnlyInCase() throws {
        let problems = try InlineSite("""
            -- content/pages/about.md --
            ---
            title: About
            ---
            Us.
            -- content/pages/other.md --
            ---
            title: Other
            slug: About
            ---
            Them.
            """).problems()
        #expect(problems.count == 1, "\(problems)")
        #expect(problems.first?.field == "slug")
        #expect(problems.first?.message.contains("only in case") == true)
    }
}
