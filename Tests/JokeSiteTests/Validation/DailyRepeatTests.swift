import Foundation
import Testing
@testable import JokeSite

/// SPEC §2: no joke of the day comes back within 30 days. `check` warns
/// (the site still builds) when `daily_jokes.json` assigns a joke again
/// within 30 days of its last day.
@Suite struct DailyRepeatTests {
    private func warnings(_ days: [(String, String)]) throws -> [Problem] {
        let daily = days.map { "  \"\($0.0)\": { \"joke_id\": \"\($0.1)\" }" }.joined(separator: ",\n")
        let site = try InlineSite("""
            -- content/jokes.json --
            {
              "joke_a": { "character": "mr_funny", "text": "Why? Because.", "type": "dad_joke" },
              "joke_b": { "character": "mr_funny", "text": "Who? Me.", "type": "dad_joke" }
            }
            -- content/daily_jokes.json --
            {
            \(daily)
            }
            """)
        let found = site.problemsAndWarnings()
        #expect(found.allSatisfy { $0.isWarning }, "\(found)")
        return found
    }

    @Test func aJokeAssignedAgainWithinThirtyDaysIsAWarning() throws {
        let found = try warnings([("2026-11-01", "joke_a"), ("2026-11-02", "joke_b"), ("2026-12-01", "joke_a")])
        #expect(found.count == 1)
        let warning = try #require(found.first)
        #expect(warning.documentID == "2026-12-01" && warning.field == "joke_id" && warning.line == 4)
        #expect(warning.message == "joke joke_a is also the joke of 2026-11-01, 30 days before: no joke is repeated within 30 days")
    }

    @Test func thirtyOneDaysApartIsNoRepeat() throws {
        #expect(try warnings([("2026-11-01", "joke_a"), ("2026-11-02", "joke_b"), ("2026-12-02", "joke_a")]).isEmpty)
    }
}
