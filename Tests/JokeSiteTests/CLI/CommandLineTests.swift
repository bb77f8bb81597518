import Foundation
import Testing

/// What every command offers and says: only the options it uses, short
/// flags, --version, --quiet everywhere, dates that say what is wrong.
@Suite struct CommandLineTests {
    @Test func eachCommandListsOnlyTheOptionsItUses() throws {
        let check = try JokeSiteProcess.run(["check", "--help"]).output
        #expect(check.contains("--content") && check.contains("--templates") && check.contains("-q, --quiet"))
        for unused in ["--output", "--base-url", "--date", "--verbose"] { #expect(!check.contains(unused), "check lists \(unused)") }
        let rank = try JokeSiteProcess.run(["rank", "--help"]).output
        for unused in ["--templates", "--output", "--base-url", "--date"] { #expect(!rank.contains(unused), "rank lists \(unused)") }
        let serve = try JokeSiteProcess.run(["serve", "--help"]).output
        #expect(serve.contains("--base-url") && serve.contains("-v, --verbose") && !serve.contains("--output"))
        let build = try JokeSiteProcess.run(["build", "--help"]).output
        for used in ["--content", "--templates", "--output", "--base-url", "--date", "-q, --quiet", "-v, --verbose"] {
            #expect(build.contains(used), "build lacks \(used)")
        }
    }

    @Test func dailySetDescribesItsDateAsTheDayBeingSet() throws {
        let help = try JokeSiteProcess.run(["daily", "set", "--help"]).output
        #expect(help.contains("The day being set"))
        #expect(!help.contains("today"))
    }

    @Test func versionIsPrinted() throws {
        let result = try JokeSiteProcess.run(["--version"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("jokesite "))
    }

    @Test func aBadDateSaysWhy() throws {
        let impossible = try JokeSiteProcess.run(["daily", "set", "joke_a", "--date", "2026-02-30"])
        #expect(impossible.status == 2)
        #expect(impossible.errors.contains("2026-02-30 is not a date"))
        let malformed = try JokeSiteProcess.run(["build", "--date", "tomorrow"])
        #expect(malformed.status == 2)
        #expect(malformed.errors.contains("tomorrow is not a date in the form YYYY-MM-DD"))
    }

    @Test func quietSilencesEveryCommand() throws {
        let sample = try SampleContent()
        let joke = try sample.jokeFree(on: "2030-01-01")
        let commands: [[String]] = [
            ["daily", "set", joke, "--date", "2030-01-01", "-q"],
            ["daily", "unset", "--date", "2030-01-01", "--quiet"],
            ["daily", "list", "-q"],
            ["rank", "--check", "-q"],
            ["rank", "-q"],
            ["add", "--character", "mr_sad", "--text", "Why is the quiet joke quiet? It was told so.", "--dry-run", "-q"],
            ["check", "-q", "--templates", FixtureSite.templates.path],
        ]
        for command in commands {
            let result = try sample.run(command)
            #expect(result.status == 0, "\(command): \(result.errors)")
            #expect(result.output.isEmpty, "\(command) printed \(result.output)")
        }
        let build = try JokeSiteProcess.run(["build", "-q", "--content", "content", "--templates", FixtureSite.templates.path], in: sample.root)
        #expect(build.status == 0 && build.output.isEmpty, "\(build.output)")
    }

    @Test func verboseHasAShortFlag() throws {
        let fixture = try FixtureCatalogue()
        let result = try JokeSiteProcess.run(["build", "-v", "--templates", FixtureSite.templates.path, "--date", "2026-11-22"], in: fixture.root)
        #expect(result.status == 0)
        #expect(result.output.contains("  render: "))
    }

    @Test func longJokeTextsAreShortenedInListings() throws {
        let sample = try SampleContent()
        let long = "Why " + String(repeating: "does this joke go on and on ", count: 12) + "forever"
        let added = try sample.run(["add", "--character", "mr_sad", "--text", long])
        #expect(added.status == 0, "\(added.errors)")
        let line = try #require(added.output.split(separator: "\n").first)
        #expect(line.hasSuffix("…") && line.count < 120, "\(line)")
        let id = try #require(added.output.firstMatch(of: #/added ([A-Za-z0-9]{20}) /#)?.output.1)
        // Forced: the automatic days before may show the new joke already.
        #expect(try sample.run(["daily", "set", String(id), "--date", "2030-01-01", "--force"]).status == 0)
        let listed = try sample.run(["daily", "list"]).output.split(separator: "\n").first { $0.contains(id) }
        #expect(listed?.hasSuffix("…") == true && (listed?.count ?? 0) < 120, "\(listed ?? "")")
    }
}
