import Foundation
import Testing
@testable import JokeSite

/// Every kind of bad input of the Foundation issue gets a problem naming
/// the file, document and field. Each test writes its catalogue inline (the
/// files it does not give are `InlineSite.defaults`), so the lines it
/// names are the lines of the text above them.
@Suite struct BadInputTests {
    /// The single problem of the catalogue in `files`.
    private func onlyProblem(_ files: String) throws -> Problem {
        let problems = try InlineSite(files).problems()
        #expect(problems.count == 1, "\(problems)")
        return try #require(problems.first)
    }

    /// The single warning (and no problem) of the catalogue in `files`.
    private func onlyWarning(_ files: String) throws -> Problem {
        let found = try InlineSite(files).problemsAndWarnings()
        #expect(found.count == 1 && found.allSatisfy(\.isWarning), "\(found)")
        return try #require(found.first)
    }

    @Test func malformedJSONGivesLineAndColumn() throws {
        let problem = try onlyProblem("""
            -- content/jokes.json --
            {
              "joke_a": {
                "character": "mr_funny",
                "text": "Why? Because.",
                "type": "dad_joke",
                "likes": 4
                "dislikes": 0
              }
            }
            """)
        #expect(problem.file.hasSuffix("content/jokes.json"))
        #expect(problem.line == 7)
        #expect(problem.column == 5)
        #expect(problem.message.hasPrefix("malformed JSON"))
    }

    @Test func fileThatIsNotUTF8() throws {
        let site = try InlineSite("")
        let latin1 = """
            {
              "mr_funny": {
                "name": "Mr. Funny",
                "personality": "Önly puns."
              }
            }
            """
        try site.write("content/characters.json", bytes: try #require(latin1.data(using: .isoLatin1)))
        let problems = site.problems()
        #expect(problems.count == 1, "\(problems)")
        let problem = try #require(problems.first)
        #expect(problem.file.hasSuffix("characters.json"))
        #expect(problem.message.contains("not valid UTF-8"))
        #expect(problem.line == 4)
    }

    @Test(arguments: ["site.json", "characters.json", "jokes.json"])
    func requiredFileMissing(name: String) throws {
        let site = try InlineSite("")
        try site.remove("content/\(name)")
        #expect(site.problems().contains { $0.file.hasSuffix(name) && $0.message == "required file is missing" })
    }

    @Test func collectionFileThatCannotBeRead() throws {
        let site = try InlineSite("")
        try FileManager.default.createDirectory(at: site.content.appendingPathComponent("rating_events.json"), withIntermediateDirectories: false)
        let problems = site.problems()
        #expect(problems.count == 1, "\(problems)")
        #expect(problems.first?.file.hasSuffix("rating_events.json") == true)
        #expect(problems.first?.message == "cannot be read: Is a directory")
    }

    @Test func wrongType() throws {
        let problem = try onlyProblem("""
            -- content/jokes.json --
            {
              "joke_a": {
                "character": "mr_funny",
                "text": "Why? Because.",
                "type": "dad_joke",
                "likes": "many"
              }
            }
            """)
        #expect(problem.documentID == "joke_a")
        #expect(problem.field == "likes")
        #expect(problem.line == 6)
        #expect(problem.message == "expected a whole number, found a string")
    }

    @Test func missingRequiredField() throws {
        let problem = try onlyProblem("""
            -- content/jokes.json --
            {
              "joke_a": { "character": "mr_funny", "text": "Why? Because.", "tags": ["tests"] }
            }
            """)
        #expect(problem.documentID == "joke_a")
        #expect(problem.field == "type")
        #expect(problem.message == "required field is missing")
    }

    @Test(arguments: ["../x", "a/b", "", "has space"])
    func unsafeID(id: String) throws {
        let problem = try onlyProblem("""
            -- content/jokes.json --
            {
              "\(id)": { "character": "mr_funny", "text": "Why? Because.", "type": "dad_joke" }
            }
            """)
        #expect(problem.documentID == id)
        #expect(problem.message.hasPrefix("unsafe document id"))
    }

    @Test func unknownCharacter() throws {
        let problem = try onlyProblem("""
            -- content/jokes.json --
            {
              "joke_c": { "character": "mr_nobody", "text": "Why? Because.", "type": "dad_joke" }
            }
            """)
        #expect(problem.documentID == "joke_c")
        #expect(problem.field == "character")
        #expect(problem.message.contains("mr_nobody"))
    }

    /// A warning, not an error: the app's script can set a day for a joke the owner deleted.
    @Test func dailyJokeNamingAMissingJoke() throws {
        let problem = try onlyWarning("""
            -- content/daily_jokes.json --
            {
              "2026-11-22": { "joke_id": "ghost" }
            }
            """)
        #expect(problem.file.hasSuffix("daily_jokes.json"))
        #expect(problem.documentID == "2026-11-22")
        #expect(problem.field == "joke_id")
        #expect(problem.line == 2)
    }

    @Test func dailyJokeThatIsNotSafeForWork() throws {
        let problem = try onlyProblem("""
            -- content/jokes.json --
            {
              "joke_e": { "character": "mr_funny", "text": "Grown-ups only.", "type": "dad_joke", "sfw": false }
            }
            -- content/daily_jokes.json --
            {
              "2026-11-22": { "joke_id": "joke_e" }
            }
            """)
        #expect(problem.message.contains("not safe for work"))
    }

    /// A warning, not an error: the app's nightly function writes the rankings.
    @Test func rankingNamingAMissingJoke() throws {
        let problem = try onlyWarning("""
            -- content/weekly_rankings.json --
            {
              "all_time": {
                "week_id": "all_time",
                "hilarious": [{ "joke_id": "ghost", "count": 2, "rank": 1 }],
                "horrible": []
              }
            }
            """)
        #expect(problem.documentID == "all_time")
        #expect(problem.field == "hilarious")
        #expect(problem.line == 4)
        #expect(problem.message.contains("ghost"))
    }

    @Test func impossibleDate() throws {
        let problem = try onlyProblem("""
            -- content/jokes.json --
            {
              "joke_a": { "character": "mr_funny", "text": "Why? Because.", "type": "dad_joke" }
            }
            -- content/daily_jokes.json --
            {
              "2026-02-30": { "joke_id": "joke_a" }
            }
            """)
        #expect(problem.documentID == "2026-02-30")
        #expect(problem.message.contains("not a real date"))
    }

    /// The catalogue of the rating-event tests: one joke and its events.
    private func ratingEvents(_ events: String) -> String {
        """
        -- content/jokes.json --
        {
          "joke_a": { "character": "mr_funny", "text": "Why? Because.", "type": "dad_joke" }
        }
        -- content/rating_events.json --
        \(events)
        """
    }

    @Test(arguments: [0, 7])
    func ratingOutsideOneToFive(rating: Int) throws {
        let problem = try onlyProblem(ratingEvents("""
            {
              "dev1_joke_a_2026-W47": {
                "joke_id": "joke_a", "rating": \(rating), "device_id": "dev1", "week_id": "2026-W47", "timestamp": "2026-11-18T15:00:00Z"
              }
            }
            """))
        #expect(problem.documentID == "dev1_joke_a_2026-W47")
        #expect(problem.field == "rating")
        #expect(problem.line == 3)
        #expect(problem.message.contains("outside 1–5"))
    }

    /// Rating events keep neither field, but the loader still checks them.
    @Test func ratingEventWithoutADeviceOrWithANumericTimestamp() throws {
        let missing = try onlyProblem(ratingEvents("""
            {
              "dev2_joke_a_2026-W47": { "joke_id": "joke_a", "rating": 4, "week_id": "2026-W47", "timestamp": "2026-11-18T16:00:00Z" }
            }
            """))
        #expect(missing.documentID == "dev2_joke_a_2026-W47")
        #expect(missing.field == "device_id")
        #expect(missing.message == "required field is missing")
        let numeric = try onlyProblem(ratingEvents("""
            {
              "dev2_joke_a_2026-W47": { "joke_id": "joke_a", "rating": 4, "device_id": "dev2", "week_id": "2026-W47", "timestamp": 1763481600 }
            }
            """))
        #expect(numeric.documentID == "dev2_joke_a_2026-W47")
        #expect(numeric.field == "timestamp")
    }

    @Test func duplicateJoke() throws {
        let problem = try onlyProblem("""
            -- content/jokes.json --
            {
              "joke_a": { "character": "mr_funny", "text": "Why did the fixture pass? It was well prepared.", "type": "dad_joke" },
              "joke_d": { "character": "mr_funny", "text": "why did the FIXTURE pass?   it was well prepared!!", "type": "dad_joke" }
            }
            """)
        #expect(problem.documentID == "joke_d")
        #expect(problem.field == "text")
        #expect(problem.line == 3)
        #expect(problem.message.contains("duplicate of joke joke_a"))
    }

    @Test func emptyText() throws {
        let problem = try onlyProblem("""
            -- content/jokes.json --
            {
              "joke_d": { "character": "mr_funny", "text": "  ", "type": "dad_joke" }
            }
            """)
        #expect(problem.documentID == "joke_d")
        #expect(problem.field == "text")
        #expect(problem.message == "the joke has no text")
    }

    @Test func unknownTimeZone() throws {
        let problem = try onlyProblem("""
            -- content/site.json --
            {
              "title": "Inline Jokes",
              "base_url": "https://inline.example.org/",
              "timezone": "Mars/Olympus"
            }
            """)
        #expect(problem.field == "timezone")
        #expect(problem.line == 4)
    }

    @Test func pageWithoutTitle() throws {
        let problem = try onlyProblem("""
            -- content/pages/about.md --
            ---
            description: A page for tests.
            ---
            About us.
            """)
        #expect(problem.file.hasSuffix("pages/about.md"))
        #expect(problem.field == "title")
    }

    @Test func pageWithBrokenFrontMatter() throws {
        let problem = try onlyProblem("""
            -- content/pages/about.md --
            ---
            title: About
            description: [unclosed
            ---
            About us.
            """)
        #expect(problem.message.hasPrefix("front matter is not valid YAML"))
        #expect(problem.line == 4, "the YAML ends, unclosed, at the closing ---")
    }

    @Test func everyProblemIsListedInOnePass() throws {
        let site = try InlineSite("""
            -- content/jokes.json --
            {
              "joke_a": { "character": "mr_funny", "text": "Why? Because.", "type": "dad_joke", "likes": "many" },
              "joke_c": { "character": "mr_nobody", "text": "Why not?", "type": "dad_joke" }
            }
            -- content/rating_events.json --
            {
              "dev1_joke_a_2026-W47": { "joke_id": "joke_a", "rating": 7, "device_id": "dev1", "week_id": "2026-W47" }
            }
            -- content/daily_jokes.json --
            {
              "2026-02-30": { "joke_id": "joke_a" }
            }
            """)
        #expect(Set(site.problems().map(\.field)) == [Optional("likes"), "character", "rating", nil])
    }
}
