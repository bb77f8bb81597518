import Foundation
import Testing
@testable import JokeSite

/// `jokesite daily list` forecasts what the builds of the coming days show.
@Suite struct DailyListAgreesWithBuildTests {
    @Test func eachListedDayIsTheJokeItsBuildShows() throws {
        let sample = try SampleContent()
        // A day past the sample's assignments, so that automatic picks are listed.
        let listed = try sample.run(["daily", "list", "--date", "2026-12-01"])
        #expect(listed.status == 0, "\(listed.errors)")
        let upcoming = listed.output.components(separatedBy: "Next 14 days from 2026-12-01:\n")[1].split(separator: "\n")
        #expect(upcoming.count == 14)
        for line in [upcoming[0], upcoming[6], upcoming[13]] {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            let (day, jokeID) = (String(fields[0]), String(fields[1]))
            let output = "public-\(day)"
            let build = try JokeSiteProcess.run(["build", "--content", "content", "--templates", FixtureSite.templates.path,
                                                 "--output", output, "--date", day, "--quiet"], in: sample.root)
            #expect(build.status == 0, "\(build.errors)")
            let page = try String(contentsOf: sample.root.appendingPathComponent("\(output)/daily/\(day)/index.md"), encoding: .utf8)
            #expect(page.contains("/jokes/\(jokeID)/"), "\(day): daily list says \(jokeID)")
            let home = try String(contentsOf: sample.root.appendingPathComponent("\(output)/index.md"), encoding: .utf8)
            #expect(home.contains("/jokes/\(jokeID)/"))
        }
    }
}
