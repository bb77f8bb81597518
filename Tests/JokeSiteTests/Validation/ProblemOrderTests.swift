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
        let fixture = try FixtureCatalogue()
        try fixture.write("rating_events.json", """
            {
              "dev1_joke_a_2026-W47": {
                "device_id": "dev1",
                "joke_id": "joke_zzz",
                "rating": 9,
                "week_id": "2026-W99"
              }
            }
            """)
        try fixture.write("daily_jokes.json", "{\n  \"2026-11-20\": {\n    \"created_at\": \"2026-11-19T12:00:00Z\",\n    \"joke_id\": \"joke_zzz\"\n  }\n}\n")
        try fixture.replace("\"character\": \"mr_funny\",\n    \"text\": \"Why did", with: "\"character\": \"mr_nobody\",\n    \"text\": \"Why did",
                            in: "jokes.json")
        #expect(located(fixture.problems()) == [
            "daily_jokes.json:4 2026-11-20 joke_id",
            "jokes.json:3 joke_a character",
            "rating_events.json:4 dev1_joke_a_2026-W47 joke_id",
            "rating_events.json:5 dev1_joke_a_2026-W47 rating",
            "rating_events.json:6 dev1_joke_a_2026-W47 week_id",
        ])
    }

    @Test func aDuplicateTextNamesTheLineOfTheText() throws {
        let fixture = try FixtureCatalogue()
        try fixture.replace("The rain returned - it missed me.", with: "My umbrella broke. So did my spirit!", in: "jokes.json")
        #expect(located(fixture.problems()) == ["jokes.json:26 joke_d text"])
    }

    @Test func aMissingTextIsReportedOnce() throws {
        let fixture = try FixtureCatalogue()
        try fixture.replace("\"text\": \"The rain returned - it missed me.\",\n", with: "", in: "jokes.json")
        let problems = fixture.problems()
        #expect(problems.map(\.message) == ["required field is missing"])
        #expect(located(problems) == ["jokes.json:24 joke_d text"])
    }

    @Test func emptyAndPunctuationOnlyTextsAreReportedOnce() throws {
        let fixture = try FixtureCatalogue()
        try fixture.replace("The rain returned - it missed me.", with: "  ", in: "jokes.json")
        try fixture.replace("A joke for grown-ups only! Shh.", with: "?!", in: "jokes.json")
        #expect(fixture.problems().map(\.message) == ["the joke has no text", "the joke has no letters or digits"])
    }

    @Test func problemsAreInFileAndLineOrderEachOnce() throws {
        let fixture = try FixtureCatalogue()
        try fixture.replace("\"likes\": 4", with: "\"likes\": \"many\"", in: "jokes.json")
        try fixture.replace("\"character\": \"mr_sad\",\n    \"text\": \"A joke", with: "\"character\": \"mr_x\",\n    \"text\": \"A joke",
                            in: "jokes.json")
        try fixture.replace("\"color\": \"#F5A623\"", with: "\"color\": \"orange\"", in: "characters.json")
        try fixture.replace("\"joke_id\": \"joke_c\"", with: "\"joke_id\": \"joke_q\"", in: "daily_jokes.json")
        let problems = fixture.problems()
        #expect(located(problems) == [
            "characters.json:6 mr_funny color",
            "daily_jokes.json:3 2026-11-22 joke_id",
            "jokes.json:8 joke_a likes",
            "jokes.json:31 joke_e character",
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
