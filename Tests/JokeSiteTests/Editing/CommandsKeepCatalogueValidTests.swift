import Foundation
import Testing
@testable import JokeSite

/// SPEC §2: `add`, `daily` and `rank` never write a catalogue that `check`
/// rejects. After every command that succeeds, `check` exits 0.
@Suite struct CommandsKeepCatalogueValidTests {
    @Test func checkPassesAfterEverySuccessfulCommand() throws {
        let sample = try SampleContent()
        let jokes = try CatalogueCheck.run(contentDirectory: sample.content.path).jokes.filter(\.sfw)
        try Data("""
            {"a": {"character": "mr_sad", "text": "Why did the cloud quit? It was under too much pressure.", "tags": ["Café", "naïve", "猫"]}}
            """.utf8).write(to: sample.root.appendingPathComponent("new.json"))
        try Data("[{\"character\": \"mr_sad\", \"text\": \"x? y\", \"tags\": [\"C++\"]}, {\"character\": \"mr_sad\", \"text\": \"z? w\", \"tags\": [\"c\"]}]".utf8)
            .write(to: sample.root.appendingPathComponent("colliding.json"))
        let commands: [[String]] = [
            ["add", "--character", "mr_sad", "--text", "A brand new joke? Indeed."],
            ["add", "--force", "--character", jokes[0].character, "--text", jokes[0].text],
            ["add", "--force", "--character", jokes[0].character, "--text", jokes[0].text + "!"],
            ["add", "new.json"],
            ["add", "colliding.json"],
            ["add", "--character", "mr_sad", "--text", "Tagged? Yes.", "--tag", "C++"],
            ["add", "--character", "mr_sad", "--text", "Tagged again? Yes.", "--tag", "c"],
            // Forced: the jokes added before change which days show which joke.
            ["daily", "set", jokes[1].id, "--date", "2099-12-31", "--force"],
            ["daily", "set", jokes[2].id, "--date", "2026-10-20", "--force"],
            ["daily", "set", jokes[2].id, "--date", "2001-01-01", "--force"],
            ["daily", "set", jokes[2].id, "--date", "2101-01-01"],
            ["daily", "unset", "--date", "2099-12-31"],
            ["daily", "unset", "--date", "2026-10-12", "--force"],
            ["rank"],
        ]
        var succeeded = 0
        for command in commands {
            let result = try sample.run(command)
            if result.status == 0 { succeeded += 1 }
            let check = try sample.run(["check"])
            #expect(check.status == 0, "after \(command.joined(separator: " ")): \(check.output)")
        }
        #expect(succeeded == 10, "both colliding tags, the day before the archive and the year 2101 are refused")
    }
}
