import Foundation
import Testing
@testable import JokeSite

/// README's list of the menu's sections, written from the output
/// sources like `docs/templates.md`, so a new section cannot leave it
/// stale; `UPDATE_DOCS=1` rewrites it.
@Suite struct DocsFollowSourcesTests {
    @Test func theREADMEListsEveryMenuSection() throws {
        let file = FixtureSite.projectRoot.appending(path: "README.md")
        var readme = try String(contentsOf: file, encoding: .utf8)
        let menu = try #require(readme.range(of: "## The menu\n")).upperBound
        let start = try #require(readme[menu...].range(of: "the sections\n")).upperBound
        let end = try #require(readme[start...].range(of: "\n")).lowerBound
        let sections = SiteShape.declared.menuSections.map { "`\($0.name)`" }.joined(separator: ", ")
        if ProcessInfo.processInfo.environment["UPDATE_DOCS"] == "1" {
            readme.replaceSubrange(start..<end, with: sections)
            try Data(readme.utf8).write(to: file)
        }
        let listed = readme[start...].prefix { $0 != "\n" }
        #expect(listed == sections[...], "README.md's menu sections are stale; run UPDATE_DOCS=1 swift test --filter DocsFollowSourcesTests")
    }
}
