import Foundation
import Testing
@testable import JokeSite

@Suite struct UpToDateTests {
    @Test func aBuildWithNothingChangedDoesNothing() throws {
        let site = try FixtureSite()
        let first = try site.build()
        #expect(!first.upToDate)
        let second = try site.build()
        #expect(second.upToDate)
        #expect(second.filesWritten == 0)
        #expect(second.filesKept == first.filesWritten)
        #expect(second.pages == first.pages)
    }

    @Test func anEditedFileAnotherDayOrAnotherBaseURLBuildsAgain() throws {
        let site = try FixtureSite()
        try site.build()
        try site.fixture.replace("The rain returned", with: "The rain came back", in: "jokes.json")
        #expect(try !site.build().upToDate)
        #expect(try site.build().upToDate)
        #expect(try !site.build(date: "2026-11-23").upToDate)
        #expect(try !site.build(date: "2026-11-23", baseURL: "https://example.org/jokes/").upToDate)
    }

    @Test func aReplacedOutputFolderBuildsAgain() throws {
        let site = try FixtureSite()
        try site.build()
        try FileManager.default.removeItem(at: site.output)
        #expect(try !site.build().upToDate)
        #expect(site.exists("index.html"))
    }

    /// A file of the site removed or changed by hand since the last build:
    /// a build trusts its record and looks at no file it keeps; the full
    /// check (`--verify`) finds the change and puts back the site's bytes.
    @Test func aRemovedOrChangedFileOfTheSiteIsRestoredByTheFullCheck() throws {
        let site = try FixtureSite()
        try site.build()
        let (index, top10) = (try site.read("index.html"), try site.read("top10/index.html"))
        try FileManager.default.removeItem(at: site.output.appendingPathComponent("index.html"))
        try Data("stale".utf8).write(to: site.output.appendingPathComponent("top10/index.html"))
        #expect(try site.build().upToDate)
        #expect(!site.exists("index.html"))
        let report = try site.build(verify: true)
        #expect(!report.upToDate)
        #expect(try site.read("index.html") == index)
        #expect(try site.read("top10/index.html") == top10)
        #expect(try site.build().upToDate)
    }

    /// Also when the inputs changed: the full check keeps no page whose
    /// file was changed just because its inputs did not change.
    @Test func aChangedFileIsRestoredByABuildWithOtherChanges() throws {
        let site = try FixtureSite()
        try site.build()
        let top10 = try site.read("top10/index.html")
        try Data("stale".utf8).write(to: site.output.appendingPathComponent("top10/index.html"))
        try site.fixture.replace("The rain returned", with: "The rain came back", in: "jokes.json")
        try site.build(verify: true)
        #expect(try site.read("top10/index.html") == top10)
    }

    @Test func cleanAlwaysBuilds() throws {
        let site = try FixtureSite()
        try site.build()
        try Data("stray".utf8).write(to: site.output.appendingPathComponent("stray.txt"))
        var options = site.options()
        options.clean = true
        #expect(try !SiteBuilder(options: options).build().upToDate)
        #expect(!site.exists("stray.txt"))
        #expect(site.exists("index.html"))
    }
}
