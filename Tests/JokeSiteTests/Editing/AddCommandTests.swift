import Foundation
import Testing
@testable import JokeSite

@Suite struct AddCommandTests {
    private let newText = "Why did the raincoat get a promotion? It handled every storm."

    @Test func addsAJokeWithAFirestoreIDDefaultsAndOnlyItsOwnLines() throws {
        let sample = try SampleContent()
        let before = try sample.read("jokes.json")
        // A past day, so that the stamp is known: that needs --force.
        let result = try sample.run(["add", "--character", "mr_sad", "--text", newText, "--tag", "weather", "--date", "2026-11-22", "--force"])
        #expect(result.status == 0, "\(result.errors)")
        let id = try #require(result.output.firstMatch(of: #/added ([A-Za-z0-9]{20}) /#)?.output.1)
        let after = try sample.read("jokes.json")
        let catalogue = try CatalogueCheck.run(contentDirectory: sample.content.path)
        let joke = try #require(catalogue.jokesByID[String(id)])
        #expect(joke.text == newText)
        #expect(joke.tags == ["weather"])
        #expect(joke.sfw && joke.likes == 0 && joke.ratingCount == 0 && joke.source == "submitted")
        #expect(after.contains("\"created_at\": \"2026-11-22T05:00:00Z\""))
        // The diff: the new document's lines, and at most one neighbour's comma.
        let oldLines = before.split(separator: "\n", omittingEmptySubsequences: false)
        let newLines = after.split(separator: "\n", omittingEmptySubsequences: false)
        let removed = oldLines.filter { !newLines.contains($0) }
        #expect(removed.count <= 1, "\(removed)")
        #expect(newLines.count - oldLines.count == 18)
    }

    /// A joke created on a past day could become the joke of the day of
    /// days already published.
    @Test func aPastDateNeedsForceAndAFutureOneDoesNot() throws {
        let sample = try SampleContent()
        let before = try sample.read("jokes.json")
        let refused = try sample.run(["add", "--character", "mr_sad", "--text", newText, "--date", "2026-01-02"])
        #expect(refused.status == 1)
        #expect(refused.errors.contains("--date 2026-01-02 is in the past"), "\(refused.errors)")
        #expect(try sample.read("jokes.json") == before)
        let future = try sample.run(["add", "--character", "mr_sad", "--text", newText, "--date", "2099-01-02"])
        #expect(future.status == 0, "\(future.errors)")
    }

    @Test func keepsFieldsJokesiteDoesNotKnow() throws {
        let sample = try SampleContent()
        let jokes = try sample.read("jokes.json")
        let marked = jokes.replacingOccurrences(of: "\"character\": \"mr_bad\",", with: "\"character\": \"mr_bad\",\n    \"zz_firestore\": {\"kept\": [1, 2.50]},")
        try sample.write("jokes.json", marked)
        #expect(try sample.run(["add", "--character", "mr_sad", "--text", newText]).status == 0)
        #expect(try sample.read("jokes.json").components(separatedBy: "\"zz_firestore\": {").count == marked.components(separatedBy: "\"zz_firestore\": {").count)
        #expect(try sample.read("jokes.json").contains("2.50"))
    }

    @Test func refusesADuplicateAndWritesNothing() throws {
        let sample = try SampleContent()
        let before = try sample.read("jokes.json")
        let result = try sample.run(["add", "--character", "mr_funny", "--text", "WHY don't staplers ever win arguments??  they always cave under pressure"])
        #expect(result.status == 1)
        #expect(result.errors.contains("duplicate of existing joke"))
        #expect(try sample.read("jokes.json") == before)
        #expect(try sample.run(["add", "--force", "--character", "mr_funny", "--text", "WHY don't staplers ever win arguments??  they always cave under pressure"]).status == 0)
        #expect(try sample.read("jokes.json") != before)
    }

    @Test func refusesDuplicatesAmongTheNewJokes() throws {
        let sample = try SampleContent()
        let file = sample.root.appendingPathComponent("new.json")
        try Data("""
            [{"character": "mr_sad", "type": "dad_joke", "text": "\(newText)"},
             {"character": "mr_bad", "type": "dad_joke", "text": "\(newText.uppercased())"}]
            """.utf8).write(to: file)
        let result = try sample.run(["add", "new.json"])
        #expect(result.status == 1)
        #expect(result.errors.contains("new joke 2: duplicate of new joke 1"))
    }

    @Test func dryRunWritesNothing() throws {
        let sample = try SampleContent()
        let before = try sample.read("jokes.json")
        let result = try sample.run(["add", "--dry-run", "--character", "mr_sad", "--text", newText])
        #expect(result.status == 0)
        #expect(result.output.contains("would add"))
        #expect(try sample.read("jokes.json") == before)
    }

    @Test func addsEveryJokeOfAFile() throws {
        let sample = try SampleContent()
        let file = sample.root.appendingPathComponent("new.json")
        try Data("""
            [{"character": "mr_sad", "type": "dad_joke", "text": "\(newText)", "tags": ["weather"]},
             {"character": "mr_love", "type": "pickup_line", "text": "Are you a lighthouse? Because you guide me home.", "source": "original"}]
            """.utf8).write(to: file)
        let result = try sample.run(["add", "new.json"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.components(separatedBy: "added ").count == 3)
        #expect(try CatalogueCheck.run(contentDirectory: sample.content.path).jokes.count == 67)
    }

    @Test(arguments: [
        ("[{\"character\": \"mr_nobody\", \"type\": \"dad_joke\", \"text\": \"A new one? Yes.\"}]", "unknown character \"mr_nobody\""),
        ("[{\"character\": \"mr_sad\", \"type\": \"dad_joke\", \"text\": \" ?! \"}]", "the joke has no letters or digits"),
        ("[{\"character\": \"mr_sad\", \"type\": \"dad_joke\" \"text\": \"x\"}]", "malformed JSON"),
        ("[{\"character\": \"mr_sad\", \"type\": \"dad_joke\"}]", "text: required field is missing"),
    ])
    func badInputExitsOneAndWritesNothing(json: String, message: String) throws {
        let sample = try SampleContent()
        let before = try sample.read("jokes.json")
        try Data(json.utf8).write(to: sample.root.appendingPathComponent("new.json"))
        let result = try sample.run(["add", "new.json"])
        #expect(result.status == 1)
        #expect(result.errors.contains(message), "\(result.errors)")
        #expect(try sample.read("jokes.json") == before)
    }

    /// An unknown field in add's input would be dropped without a word
    /// (`"nsfw": true` published as safe for work): it is an error naming
    /// the field it resembles.
    @Test(arguments: [("nsfw", "true", "sfw"), ("tagz", "[\"food\"]", "tags"), ("Text2", "\"x\"", "text")])
    func anUnknownFieldInTheInputIsAnErrorWithASuggestion(field: String, value: String, suggestion: String) throws {
        let sample = try SampleContent()
        let before = try sample.read("jokes.json")
        try Data("[{\"character\": \"mr_sad\", \"text\": \"\(newText)\",\n  \"\(field)\": \(value)}]".utf8)
            .write(to: sample.root.appendingPathComponent("new.json"))
        let result = try sample.run(["add", "new.json"])
        #expect(result.status == 1)
        #expect(result.errors.contains("new.json:2: joke 1: \(field): unknown field \"\(field)\" (did you mean \"\(suggestion)\"?)"), "\(result.errors)")
        #expect(try sample.read("jokes.json") == before)
    }

    /// A file in the catalogue's own shape (id → fields) is accepted, with
    /// the options' defaults: type dad_joke, source submitted, safe for work.
    @Test func acceptsAFileShapedLikeJokesJSONWithTheOptionsDefaults() throws {
        let sample = try SampleContent()
        try Data("""
            {"my_id": {"character": "mr_sad", "text": "\(newText)"},
             "other": {"character": "mr_love", "text": "Are you a lighthouse? Because you guide me home.", "sfw": false}}
            """.utf8).write(to: sample.root.appendingPathComponent("new.json"))
        let result = try sample.run(["add", "new.json"])
        #expect(result.status == 0, "\(result.errors)")
        let catalogue = try CatalogueCheck.run(contentDirectory: sample.content.path)
        let added = try #require(catalogue.jokes.first { $0.text == newText })
        #expect(added.type == "dad_joke" && added.source == "submitted" && added.sfw && added.tags.isEmpty)
        #expect(catalogue.jokes.first { $0.text.hasPrefix("Are you a lighthouse") }?.sfw == false)
        try Data("{\"x\": {\"character\": \"mr_sad\", \"text\": \"A new one? Yes.\", \"created_at\": \"2020-01-01T00:00:00Z\"}}".utf8)
            .write(to: sample.root.appendingPathComponent("backdated.json"))
        let backdated = try sample.run(["add", "backdated.json"])
        #expect(backdated.status == 1)
        #expect(backdated.errors.contains("\"created_at\" is set by jokesite add"), "\(backdated.errors)")
    }

    /// `--force` records `duplicate_of`, which `check` accepts; later adds
    /// are not blocked.
    @Test func aForcedDuplicateRecordsItsOriginalAndPassesCheck() throws {
        let sample = try SampleContent()
        let original = try #require(try CatalogueCheck.run(contentDirectory: sample.content.path).jokes.first { $0.sfw })
        let forced = try sample.run(["add", "--force", "--character", original.character, "--text", original.text.uppercased()])
        #expect(forced.status == 0, "\(forced.errors)")
        let catalogue = try CatalogueCheck.run(contentDirectory: sample.content.path)
        let duplicate = try #require(catalogue.jokes.first { $0.text == original.text.uppercased() })
        #expect(duplicate.duplicateOf == original.id)
        #expect(try sample.run(["check"]).status == 0)
        #expect(try sample.run(["add", "--character", "mr_sad", "--text", newText]).status == 0)
    }

    /// What `check` would refuse is refused before anything is written.
    @Test func aTagWhosePageCollidesIsRefusedBeforeWriting() throws {
        let sample = try SampleContent()
        let before = try sample.read("jokes.json")
        let tag = try #require(try CatalogueCheck.run(contentDirectory: sample.content.path).jokes.first { !$0.tags.isEmpty }?.tags.first)
        let result = try sample.run(["add", "--character", "mr_sad", "--text", newText, "--tag", tag + "!"])
        #expect(result.status == 1)
        #expect(result.errors.contains("would share the page /tags/"), "\(result.errors)")
        #expect(try sample.read("jokes.json") == before)
    }

    @Test func twoAddsAtOnceKeepBothJokes() throws {
        let sample = try SampleContent()
        let texts = (0..<4).map { "Concurrent joke number \($0)? It waited its turn." }
        let processes = try texts.map { text -> Process in
            let process = Process()
            process.executableURL = JokeSiteProcess.executable
            process.arguments = ["add", "--content", "content", "--character", "mr_funny", "--text", text]
            process.currentDirectoryURL = sample.root
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            return process
        }
        for process in processes {
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
        let jokes = try CatalogueCheck.run(contentDirectory: sample.content.path).jokes.map(\.text)
        for text in texts { #expect(jokes.contains(text)) }
    }

    @Test func idsAreFirestoreStyle() {
        var generator = SystemRandomNumberGenerator()
        let id = JokeAdder.makeID(using: &generator)
        #expect(id.count == 20)
        #expect(id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) })
    }
}
