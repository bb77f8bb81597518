import Foundation
import Testing
@testable import JokeSite

/// README's list of the menu's sections, written from the output
/// sources like `docs/templates.md`, so a new section cannot leave it
/// stale; `UPDATE_DOCS=1` rewrites it. docs/SPEC.md's table of outputs
/// names every output a source declares.
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

    /// Each output kind's route, as `/ROUTE` in backticks (a route that is
    /// a file's start, as `assets/app-icon`, may go on: `.EXT`), in the
    /// rows of §3's table.
    @Test func theSpecsOutputTableNamesEveryOutput() throws {
        let spec = try String(contentsOf: FixtureSite.projectRoot.appending(path: "docs/SPEC.md"), encoding: .utf8)
        let section = try #require(spec.range(of: "## 3. The output")).upperBound
        let rows = spec[section...].split(separator: "\n").drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }.joined(separator: "\n")
        let missing = OutputKinds.all.map { "`/" + $0.route }.filter { !rows.contains($0) }
        #expect(missing.isEmpty, "docs/SPEC.md's output table lacks \(missing.joined(separator: ", "))")
    }
}
