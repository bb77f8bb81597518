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
}
