import Foundation
import Testing
@testable import JokeSite

/// Every kind of bad input of the Foundation issue gets a problem naming
/// the file, document and field.
@Suite struct BadInputTests {
    /// Loads the fixture after `breakIt` and returns the single problem found.
    private func onlyProblem(_ breakIt: (FixtureCatalogue) throws -> Void) throws -> Problem {
        let fixture = try FixtureCatalogue()
        try breakIt(fixture)
        let problems = fixture.problems()
        #expect(problems.count == 1, "\(problems)")
        return try #require(problems.first)
    }

    @Test func malformedJSONGivesLineAndColumn() throws {
        let problem = try onlyProblem { try $0.replace("\"likes\": 4,", with: "\"likes\": 4", in: "jokes.json") }
        #expect(problem.file.hasSuffix("content/jokes.json"))
        #expect(problem.line == 9)
        #expect(problem.column == 5)
        #expect(problem.message.hasPrefix("malformed JSON"))
    }

    @Test func fileThatIsNotUTF8() throws {
        let problem = try onlyProblem { fixture in
            var bytes = Array(try fixture.read("characters.json").utf8)
            let index = bytes.firstIndex(of: UInt8(ascii: "P"))!
            bytes[index] = 0xD6
            try Data(bytes).write(to: fixture.content.appendingPathComponent("characters.json"))
        }
        #expect(problem.file.hasSuffix("characters.json"))
        #expect(problem.message.contains("not valid UTF-8"))
        #expect(problem.line == 4)
    }

    @Test(arguments: ["site.json", "characters.json", "jokes.json"])
    func requiredFileMissing(name: String) throws {
        let fixture = try FixtureCatalogue()
        try fixture.remove(name)
        let problems = fixture.problems()
        #expect(problems.contains { $0.file.hasSuffix(name) && $0.message == "required file is missing" })
    }

    @Test func collectionFileThatCannotBeRead() throws {
        let fixture = try FixtureCatalogue()
        try fixture.remove("rating_events.json")
        try FileManager.default.createDirectory(at: fixture.content.appendingPathComponent("rating_events.json"), withIntermediateDirectories: false)
        let problems = fixture.problems()
        #expect(problems.count == 1, "\(problems)")
        #expect(problems.first?.file.hasSuffix("rating_events.json") == true)
        #expect(problems.first?.message == "cannot be read: Is a directory")
    }

    @Test func wrongType() throws {
        let problem = try onlyProblem { try $0.replace("\"likes\": 4", with: "\"likes\": \"many\"", in: "jokes.json") }
        #expect(problem.documentID == "joke_a")
        #expect(problem.field == "likes")
        #expect(problem.line == 8)
        #expect(problem.message == "expected a whole number, found a string")
    }

    @Test func missingRequiredField() throws {
        let problem = try onlyProblem { try $0.replace("\"type\": \"dad_joke\",\n    \"tags\": [\"tests\"", with: "\"tags\": [\"tests\"", in: "jokes.json") }
        #expect(problem.documentID == "joke_a")
        #expect(problem.field == "type")
        #expect(problem.message == "required field is missing")
    }

    @Test(arguments: ["../x", "a/b", "", "has space"])
    func unsafeID(id: String) throws {
        let problem = try onlyProblem { try $0.replace("\"joke_d\":", with: "\"\(id)\":", in: "jokes.json") }
        #expect(problem.documentID == id)
        #expect(problem.message.hasPrefix("unsafe document id"))
    }

    @Test func unknownCharacter() throws {
        let problem = try onlyProblem { try $0.replace("\"character\": \"mr_sad\"", with: "\"character\": \"mr_nobody\"", in: "jokes.json") }
        #expect(problem.documentID == "joke_c")
        #expect(problem.field == "character")
        #expect(problem.message.contains("mr_nobody"))
    }

    @Test func dailyJokeNamingAMissingJoke() throws {
        let problem = try onlyProblem { try $0.replace("\"joke_id\": \"joke_c\"", with: "\"joke_id\": \"ghost\"", in: "daily_jokes.json") }
        #expect(problem.file.hasSuffix("daily_jokes.json"))
        #expect(problem.documentID == "2026-11-22")
        #expect(problem.field == "joke_id")
        #expect(problem.line == 3)
    }

    @Test func dailyJokeThatIsNotSafeForWork() throws {
        let problem = try onlyProblem { try $0.replace("\"joke_id\": \"joke_c\"", with: "\"joke_id\": \"joke_e\"", in: "daily_jokes.json") }
        #expect(problem.message.contains("not safe for work"))
    }

    @Test func rankingNamingAMissingJoke() throws {
        let problem = try onlyProblem { try $0.replace("{ \"joke_id\": \"joke_a\", \"count\": 2", with: "{ \"joke_id\": \"ghost\", \"count\": 2", in: "weekly_rankings.json") }
        #expect(problem.documentID == "all_time")
        #expect(problem.field == "hilarious")
        #expect(problem.line == 4)
        #expect(problem.message.contains("ghost"))
    }

    @Test func impossibleDate() throws {
        let problem = try onlyProblem { try $0.replace("\"2026-11-20\"", with: "\"2026-02-30\"", in: "daily_jokes.json") }
        #expect(problem.documentID == "2026-02-30")
        #expect(problem.message.contains("not a real date"))
    }

    @Test(arguments: [0, 7])
    func ratingOutsideOneToFive(rating: Int) throws {
        let problem = try onlyProblem { try $0.replace("\"rating\": 5", with: "\"rating\": \(rating)", in: "rating_events.json") }
        #expect(problem.documentID == "dev1_joke_a_2026-W47")
        #expect(problem.field == "rating")
        #expect(problem.message.contains("outside 1–5"))
    }

    /// Rating events keep neither field, but the loader still checks them.
    @Test func ratingEventWithoutADeviceOrWithANumericTimestamp() throws {
        let missing = try onlyProblem { try $0.replace("\"device_id\": \"dev2\", ", with: "", in: "rating_events.json") }
        #expect(missing.documentID == "dev2_joke_a_2026-W47")
        #expect(missing.field == "device_id")
        #expect(missing.message == "required field is missing")
        let numeric = try onlyProblem { try $0.replace("\"2026-11-18T16:00:00Z\"", with: "1763481600", in: "rating_events.json") }
        #expect(numeric.documentID == "dev2_joke_a_2026-W47")
        #expect(numeric.field == "timestamp")
    }

    @Test func duplicateJoke() throws {
        let problem = try onlyProblem {
            try $0.replace("The rain returned - it missed me.", with: "why did the FIXTURE pass?   it was well prepared!!", in: "jokes.json")
        }
        #expect(problem.documentID == "joke_d")
        #expect(problem.field == "text")
        #expect(problem.message.contains("duplicate of joke joke_a"))
    }

    @Test func emptyText() throws {
        let problem = try onlyProblem { try $0.replace("\"The rain returned - it missed me.\"", with: "\"  \"", in: "jokes.json") }
        #expect(problem.documentID == "joke_d")
        #expect(problem.field == "text")
        #expect(problem.message == "the joke has no text")
    }

    @Test func unknownTimeZone() throws {
        let problem = try onlyProblem { try $0.replace("America/New_York", with: "Mars/Olympus", in: "site.json") }
        #expect(problem.field == "timezone")
    }

    @Test func pageWithoutTitle() throws {
        let problem = try onlyProblem { try $0.replace("title: About the fixture\n", with: "", in: "pages/about.md") }
        #expect(problem.file.hasSuffix("pages/about.md"))
        #expect(problem.field == "title")
    }

    @Test func pageWithBrokenFrontMatter() throws {
        let problem = try onlyProblem { try $0.replace("description: A page for tests.", with: "description: [unclosed", in: "pages/about.md") }
        #expect(problem.message.hasPrefix("front matter is not valid YAML"))
        #expect(problem.line != nil)
    }

    @Test func everyProblemIsListedInOnePass() throws {
        let fixture = try FixtureCatalogue()
        try fixture.replace("\"likes\": 4", with: "\"likes\": \"many\"", in: "jokes.json")
        try fixture.replace("\"character\": \"mr_sad\"", with: "\"character\": \"mr_nobody\"", in: "jokes.json")
        try fixture.replace("\"rating\": 5", with: "\"rating\": 7", in: "rating_events.json")
        try fixture.replace("\"2026-11-20\"", with: "\"2026-02-30\"", in: "daily_jokes.json")
        #expect(Set(fixture.problems().map(\.field)) == [Optional("likes"), "character", "rating", nil])
    }
}
