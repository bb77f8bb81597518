import Foundation
import Testing
@testable import JokeSite

@Suite struct BuildCommandTests {
    private let templates = FixtureSite.templates.path

    @Test func buildsAndPrintsOneSummaryLine() throws {
        let fixture = try FixtureCatalogue()
        let result = try JokeSiteProcess.run(["build", "--templates", templates, "--date", "2026-11-22"], in: fixture.root)
        #expect(result.status == 0)
        // What the page sources make of the fixture, and every file of the site.
        let site = try FixtureSite(fixture)
        let snapshot = try site.snapshot()
        let (pages, files) = (try site.sourcePages().count, snapshot.count)
        let bytes = OutputFigures.size(Int64(snapshot.values.reduce(0) { $0 + $1.count }))
        #expect(result.output.hasPrefix("built \(pages) pages: \(files) files written, 0 kept; the site: \(files) files, \(bytes); in "),
                "\(result.output)")
        #expect(result.output.hasSuffix(" s\n"))
        // Up to date: the same site, told again.
        let again = try JokeSiteProcess.run(["build", "--templates", templates, "--date", "2026-11-22"], in: fixture.root)
        #expect(again.output.contains(": 0 files written, \(files) kept (up to date); the site: \(files) files, \(bytes); in "),
                "\(again.output)")
        #expect(FileManager.default.fileExists(atPath: fixture.root.appendingPathComponent("public/index.html").path))
    }

    /// `--verbose` names each stage that ran, in build order, with its seconds.
    @Test func verboseTimesEachStageInOrder() throws {
        let fixture = try FixtureCatalogue()
        try fixture.replace("\"search\": false", with: "\"search\": false, \"cards\": true", in: "site.json")
        let result = try JokeSiteProcess.run(["build", "--templates", templates, "--date", "2026-11-22", "--verbose"], in: fixture.root)
        #expect(result.status == 0)
        let stages = result.output.split(separator: "\n").compactMap { line in
            line.wholeMatch(of: /\ \ (\w+): \d+\.\d{3} s/).map { String($0.1) }
        }
        #expect(stages == ["load", "validate", "resolve", "render", "cards", "write"])
    }

    @Test func aBadCatalogueExitsOneListingEveryProblem() throws {
        let fixture = try FixtureCatalogue()
        try fixture.replace("\"rating\": 5", with: "\"rating\": 0", in: "rating_events.json")
        try fixture.replace("\"joke_id\": \"joke_c\"", with: "\"joke_id\": \"ghost\"", in: "daily_jokes.json")
        let result = try JokeSiteProcess.run(["build", "--templates", templates, "--date", "2026-11-22"], in: fixture.root)
        #expect(result.status == 1)
        #expect(result.errors.contains("content/rating_events.json:2: dev1_joke_a_2026-W47: rating: rating 0 is outside 1–5"))
        // A day naming a deleted joke is only a warning (the app's script can write one).
        #expect((result.output + result.errors).contains("content/daily_jokes.json:3: 2026-11-22: joke_id: warning: names a missing joke \"ghost\""))
        #expect(!FileManager.default.fileExists(atPath: fixture.root.appendingPathComponent("public").path))
    }

    @Test func anUnwritableOutputExitsThreeNamingThePath() throws {
        let fixture = try FixtureCatalogue()
        try Data().write(to: fixture.root.appendingPathComponent("blocker"))
        let result = try JokeSiteProcess.run(["build", "--templates", templates, "--output", "blocker/public"], in: fixture.root)
        #expect(result.status == 3)
        #expect(result.errors.contains("blocker"))
    }

    @Test func anImpossibleDateIsAUsageError() throws {
        let result = try JokeSiteProcess.run(["build", "--date", "2026-02-30"])
        #expect(result.status == 2)
    }
}
