import Foundation
import Testing
@testable import JokeSite

/// `add` agrees with itself and with `check`: a dry run refuses what the
/// real add refuses, a key named twice is refused, and a symlinked
/// `jokes.json` stays a link.
@Suite struct AddSafetyTests {
    private let newText = "Why did the raincoat get a promotion? It handled every storm."

    @Test func aDryRunRefusesWhatTheRealAddRefuses() throws {
        let sample = try SampleContent()
        let before = try sample.read("jokes.json")
        let arguments = ["add", "--character", "mr_sad", "--text", newText, "--tag", String(repeating: "ж", count: 130), "--date", "2099-01-02"]
        let dry = try sample.run(arguments + ["--dry-run"])
        let real = try sample.run(arguments)
        #expect(real.status == 1)
        #expect(dry.status == real.status, "\(dry.output)")
        #expect(!dry.output.contains("would add"))
        #expect(dry.errors.contains("too long"), "\(dry.errors)")
        #expect(try sample.read("jokes.json") == before)
    }

    @Test func aFieldOrAKeyNamedTwiceInTheInputIsRefused() throws {
        let sample = try SampleContent()
        let before = try sample.read("jokes.json")
        let input = sample.root.appendingPathComponent("new.json")
        for text in [#"[{ "character": "mr_sad", "text": "First? Yes.", "text": "Second? Yes." }]"#,
                     #"{ "a": { "character": "mr_sad", "text": "First? Yes." }, "a": { "character": "mr_sad", "text": "Second? Yes." } }"#] {
            try Data(text.utf8).write(to: input)
            let result = try sample.run(["add", input.path, "--date", "2099-01-02"])
            #expect(result.status == 1, "\(result.output)")
            #expect(result.errors.contains("named twice"), "\(result.errors)")
            #expect(try sample.read("jokes.json") == before)
        }
    }

    @Test func aSymlinkedJokesFileStaysALink() throws {
        let sample = try SampleContent()
        let jokes = sample.content.appendingPathComponent("jokes.json")
        let real = sample.content.appendingPathComponent("data/jokes.json")
        try FileManager.default.createDirectory(at: real.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: jokes, to: real)
        try FileManager.default.createSymbolicLink(atPath: jokes.path, withDestinationPath: "data/jokes.json")
        let result = try sample.run(["add", "--character", "mr_sad", "--text", newText, "--date", "2099-01-02"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: jokes.path) == "data/jokes.json")
        #expect(try String(contentsOf: real, encoding: .utf8).contains("It handled every storm."))
    }

    /// An emoji-only joke: `add` and `check` say the same thing.
    @Test func anEmojiOnlyJokeGetsTheMessageOfCheck() throws {
        let sample = try SampleContent()
        let added = try sample.run(["add", "--character", "mr_sad", "--text", "😂 😂!", "--date", "2099-01-02"])
        #expect(added.status == 1)
        #expect(added.errors.contains("new joke 1: the joke has no letters or digits"), "\(added.errors)")
        let site = try InlineSite("""
            -- content/jokes.json --
            {
              "joke_a": { "character": "mr_funny", "text": "😂 😂!", "type": "dad_joke" }
            }
            """)
        #expect(site.problems().map(\.message) == ["the joke has no letters or digits"])
    }
}
