import Foundation
import Testing
@testable import JokeSite

/// Issue 17 §6: problems found after loading name the line of the field,
/// so an annotation lands on the changed line; the list is in file order,
/// each problem once.
@Suite struct ProblemOrderTests {
    private func located(_ problems: [Problem]) -> [String] {
        problems.map { "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line ?? 0) \($0.documentID ?? "") \($0.field ?? "")" }
    }

    @Test func crossReferencesNameTheLineOfTheField() throws {
        let site = try InlineSite("""
            -- content/jokes.json --
            {
              "joke_a": {
                "character": "mr_nobody",
                "text": "Why? Because.",
                "type": "dad_joke"
              }
            }
            -- content/daily_jokes.json --
            {
              "2026-11-20": {
                "created_at": "2026-11-19T12:00:00Z",
                "joke_id": "joke_zzz"
              }
            }
            -- content/rating_events.json --
            {
              "dev1_joke_a_2026-W47": {
                "device_id": "dev1",
                "joke_id": "joke_zzz",
                "rating": 9,
                "week_id": "2026-W99"
              }
            }
            """)
        #expect(located(site.problems()) == [
            "jokes.json:3 joke_a character",
            "rating_events.json:5 dev1_joke_a_2026-W47 rating",
            "rating_events.json:6 dev1_joke_a_2026-W47 week_id",
        ])
        // A day or an event naming a missing joke is a warning (the app can write one), at its line.
        #expect(located(site.problemsAndWarnings().filter(\.isWarning)) == [
            "daily_jokes.json:4 2026-11-20 joke_id",
            "rating_events.json:4 dev1_joke_a_2026-W47 joke_id",
        ])
    }

    @Test func aDuplicateTextNamesTheLineOfTheText() throws {
        let site = try InlineSite("""
            -- content/jokes.json --
            {
              "joke_c": {
                "character": "mr_funny",
                "text": "My umbrella broke.\\nSo did my *spirit*.",
                "type": "dad_joke"
              },
              "joke_d": {
                "character": "mr_funny",
                "type": "dad_joke",
                "text": "My umbrella broke. So did my spirit!"
              }
            }
            """)
        #expect(located(site.problems()) == ["jokes.json:10 joke_d text"])
    }

    /// With no text to point at, the problem names the document's line.
    @Test func aMissingTextIsReportedOnce() throws {
        let site = try InlineSite("""
            -- content/jokes.json --
            {
              "joke_a": {
                "character": "mr_funny",
                "text": "Why? Because.",
                "type": "dad_joke"
              },
              "joke_d": {
                "character": "mr_funny",
                "type": "dad_joke"
              }
            }
            """)
        let problems = site.problems()
        #expect(problems.map(\.message) == ["required field is missing"])
        #expect(located(problems) == ["jokes.json:7 joke_d text"])
    }

    @Test func emptyAndPunctuationOnlyTextsAreReportedOnce() throws {
        let site = try InlineSite("""
            -- content/jokes.json --
            {
              "joke_d": { "character": "mr_funny", "text": "  ", "type": "dad_joke" },
              "joke_e": { "character": "mr_funny", "text": "?!", "type": "dad_joke" }
            }
            """)
        #expect(site.problems().map(\.message) == ["the joke has no text", "the joke has no letters or digits"])
    }

    @Test func problemsAreInFileAndLineOrderEachOnce() throws {
        let site = try InlineSite("""
            -- content/jokes.json --
            {
              "joke_a": {
                "character": "mr_funny",
                "text": "Why? Because.",
                "type": "dad_joke",
                "likes": "many"
              },
              "joke_c": {
                "character": "mr_funny",
                "text": "Why not?",
                "type": "dad_joke"
              },
              "joke_e": {
                "character": "mr_x",
                "text": "Who knows?",
                "type": "dad_joke"
              }
            }
            -- content/characters.json --
            {
              "mr_funny": {
                "name": "Mr. Funny",
                "color": "orange"
              }
            }
            -- content/daily_jokes.json --
            {
              "2026-11-20": { "joke_id": "joke_a" },
              "2026-11-22": { "joke_id": "joke_q" }
            }
            """)
        let problems = site.problems()
        #expect(located(problems) == [
            "characters.json:4 mr_funny color",
            "jokes.json:6 joke_a likes",
            "jokes.json:14 joke_e character",
        ])
        #expect(problems == problems.inFileOrder())
    }

    @Test func inFileOrderSortsStablyAndDropsRepeats() {
        let a = Problem(file: "b.json", line: 3, message: "late")
        let b = Problem(file: "a.json", line: 9, message: "first file")
        let c = Problem(file: "b.json", message: "whole file")
        let d = Problem(file: "b.json", line: 3, message: "same line, found later")
        #expect([a, b, c, a, d].inFileOrder() == [b, c, a, d])
    }
}
