import Foundation
import Testing
@testable import JokeSite

/// The smaller disagreements of issue 22 between what the owner means and
/// what `check` did.
@Suite struct SmallerRulesTests {
    private func problems(timezone: String) throws -> [Problem] {
        try InlineSite("""
            -- content/site.json --
            { "title": "Inline Jokes", "base_url": "https://inline.example.org/", "timezone": "\(timezone)" }
            """).problems()
    }

    /// Foundation reads "GMT+5" as +05:00, IANA's "Etc/GMT+5" is −05:00.
    @Test(arguments: ["GMT+5", "UTC+01:00", "EST5EDT-not", "gmt"])
    func timeZonesThatAreNotIANANamesAreRefused(zone: String) throws {
        let found = try problems(timezone: zone)
        #expect(found.count == 1 && found.first?.field == "timezone", "\(found)")
    }

    @Test(arguments: ["Etc/GMT+5", "Europe/Paris", "UTC", "America/New_York"])
    func ianaNamesPass(zone: String) throws {
        #expect(try problems(timezone: zone).isEmpty)
    }

    /// An editor's lock or swap file beside a page is not a page.
    @Test func hiddenFilesInPagesAreIgnored() throws {
        let site = try InlineSite("""
            -- content/pages/about.md --
            ---
            title: About
            ---
            Us.
            """)
        try site.write("content/pages/.#about.md", "user@host.1234:1700000000")
        try site.write("content/pages/.about.md", "\u{0}binary")
        #expect(site.problems().isEmpty)
        #expect(try CatalogueCheck.run(contentDirectory: site.content.path).pages.map(\.slug) == ["about"])
    }
}
