import Testing
@testable import JokeSite

/// What the app (itsBrianCreates/mr-funny-jokes-ios-app) and its scripts
/// write to Firestore loads without a warning; a day that holds its joke
/// inline, which the app can show but the site cannot, is refused by name.
@Suite struct AppFieldsTests {
    /// As scripts/migrate-joke-ids.js, scripts/set-daily-joke.js and
    /// functions/index.js write them.
    @Test func thePulledAppsFieldsAreKnown() throws {
        let site = try InlineSite("""
            -- content/jokes.json --
            {
              "Xq7dP2": {
                "character": "mr_funny", "text": "Why? Because.", "type": "dad_joke", "tags": [], "sfw": true, "source": "",
                "created_at": "2025-12-01T10:00:00.123456Z", "updated_at": "2026-01-05T09:00:00.000001Z", "migrated_from": "dad_001",
                "rating_count": 2, "rating_sum": 6, "rating_avg": 3.0, "likes": 0, "dislikes": 0, "popularity_score": 0
              }
            }
            -- content/daily_jokes.json --
            {
              "2026-11-20": { "joke_id": "Xq7dP2", "set_at": "2026-11-19T22:00:00.5Z", "joke_preview": "Why? Because." }
            }
            -- content/weekly_rankings.json --
            {
              "all_time": { "week_id": "all_time", "hilarious": [{ "joke_id": "Xq7dP2", "count": 1, "rank": 1 }], "horrible": [],
                            "total_hilarious_ratings": 1, "total_horrible_ratings": 0, "computed_at": "2026-11-21T00:00:00Z" }
            }
            """)
        #expect(site.problemsAndWarnings() == [])
    }

    @Test func aDayHoldingItsJokeInlineIsRefusedByName() throws {
        let site = try InlineSite("""
            -- content/daily_jokes.json --
            {
              "2026-11-20": {
                "text": "Why? Because.",
                "type": "dad_joke",
                "character": "mr_funny"
              }
            }
            """)
        let problems = site.problemsAndWarnings()
        #expect(problems.count == 1, "\(problems)")
        let problem = try #require(problems.first)
        #expect(problem.file == site.file("content/daily_jokes.json"))
        #expect((problem.documentID, problem.field, problem.line, problem.isWarning) == ("2026-11-20", "text", 3, false))
        #expect(problem.message == #"the day holds a joke itself ("text", "type", "character") instead of naming one: "#
            + #"add the joke to jokes.json (jokesite add) and give the day its id in "joke_id""#)
    }

    /// The app reads `joke_id` first, so the joke beside it is never shown.
    @Test func aJokeBesideAJokeIDIsIgnoredWithAWarning() throws {
        let site = try InlineSite("""
            -- content/jokes.json --
            {
              "joke_a": { "character": "mr_funny", "text": "Why? Because.", "type": "dad_joke" }
            }
            -- content/daily_jokes.json --
            {
              "2026-11-20": { "joke_id": "joke_a",
                              "text": "What? That.",
                              "nsfw": true }
            }
            """)
        let problems = site.problemsAndWarnings()
        #expect(problems.map(\.field) == ["text", "nsfw"], "\(problems)")
        #expect(problems.allSatisfy { $0.isWarning })
        #expect(problems.first?.message == #"a joke's field, ignored: the day shows the joke "joke_id" names"#)
        #expect(problems.last?.message.hasPrefix(#"unknown field "nsfw""#) == true)
        try site.build()
    }
}
