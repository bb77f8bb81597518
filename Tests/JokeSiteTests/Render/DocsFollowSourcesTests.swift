import Foundation
import Testing
@testable import JokeSite

/// What the README and the browser tests say about the page kinds and the
/// menu, checked against the output sources, so a new kind or section
/// cannot leave them stale.
@Suite struct DocsFollowSourcesTests {
    private func projectFile(_ path: String) throws -> String {
        try String(contentsOf: FixtureSite.projectRoot.appending(path: path), encoding: .utf8)
    }

    /// README's "The menu" names every built-in section, in order.
    @Test func theREADMEListsEveryMenuSection() throws {
        let readme = try projectFile("README.md")
        let menu = try #require(readme.range(of: "## The menu\n")).upperBound
        let start = try #require(readme[menu...].range(of: "the sections")).upperBound
        let end = try #require(readme[start...].range(of: "and the slugs")).lowerBound
        let listed = readme[start..<end].matches(of: /`([a-z0-9_]+)`/).map { String($0.output.1) }
        #expect(listed == SiteShape.declared.menuSections.map(\.name))
    }

    /// `scripts/site_browser.py` opens a page of every kind (screenshots,
    /// accessibility checks): each kind's template name is one of its keys.
    @Test func theBrowserTestsOpenEveryPageKind() throws {
        let script = try projectFile("scripts/site_browser.py")
        for kind in OutputSources.kinds {
            let key = kind.template == ContentPages.kind.template ? "\"page-" : "\"\(kind.template)\": "
            #expect(script.contains(key), "scripts/site_browser.py page_types has no \(kind.template) page")
        }
    }
}
