import Foundation
import Testing
@testable import JokeSite

/// The main menu comes from `site.json`'s `menu` (or a default that lists
/// every page), and marks the visitor's section with `aria-current`.
@Suite struct SiteMenuTests {
    private func nav(_ page: String) -> String {
        let start = page.range(of: "<nav aria-label=\"Main\">")!.upperBound
        return String(page[start..<page[start...].range(of: "</nav>")!.lowerBound])
    }

    private func labels(_ nav: String) -> [String] {
        nav.components(separatedBy: "\">").dropFirst().map { String($0.prefix { $0 != "<" }) }
    }

    @Test func theDefaultListsTheSectionsAndEveryPage() throws {
        let site = try FixtureSite()
        try site.build()
        let home = nav(try site.read("index.html"))
        #expect(labels(home) == ["Daily", "Characters", "Top 10", "Tags", "About the fixture"])
        #expect(home.contains("<a href=\"/about/\">About the fixture</a>"))
        #expect(!home.contains("aria-current"))
    }

    @Test func aNewPageJoinsTheMenuWithoutATemplateEdit() throws {
        let fixture = try FixtureCatalogue()
        try fixture.write("pages/contact.md", "---\ntitle: Contact\n---\nWrite to us.\n")
        let site = try FixtureSite(fixture)
        try site.build()
        #expect(labels(nav(try site.read("tags/index.html"))).last == "Contact")
        #expect(nav(try site.read("contact/index.html")).contains("<a href=\"/contact/\" aria-current=\"page\">Contact</a>"))
    }

    /// A long title would wrap the menu on a phone: `menu_title` shortens it there only.
    @Test func aPageMenuTitleIsItsLabelInTheMenu() throws {
        let fixture = try FixtureCatalogue()
        try fixture.write("pages/contact.md", "---\ntitle: Contact the people behind the jokes\nmenu_title: Contact\n---\nWrite to us.\n")
        let site = try FixtureSite(fixture)
        try site.build()
        #expect(labels(nav(try site.read("tags/index.html"))).last == "Contact")
        #expect(try site.read("contact/index.html").contains("<title>Contact the people behind the jokes"))
    }

    @Test func theCurrentSectionIsMarkedOnItsPagesOnly() throws {
        let site = try FixtureSite()
        try site.build()
        let character = nav(try site.read("characters/mr_funny/index.html"))
        #expect(character.contains("<a href=\"/characters/\" aria-current=\"page\">Characters</a>"))
        #expect(character.components(separatedBy: "aria-current").count == 2)
        #expect(nav(try site.read("top10/index.html")).contains("<a href=\"/top10/\" aria-current=\"page\">Top 10</a>"))
    }

    @Test func siteJSONChoosesTheEntriesAndTheirOrder() throws {
        let fixture = try FixtureCatalogue()
        try fixture.replace("\"per_page\": 2,", with: "\"per_page\": 2,\n  \"menu\": [\"home\", \"about\", \"widgets\"],", in: "site.json")
        let site = try FixtureSite(fixture)
        try site.build()
        let home = nav(try site.read("index.html"))
        #expect(labels(home) == ["Home", "About the fixture", "Widgets"])
        #expect(home.contains("<a href=\"/\" aria-current=\"page\">Home</a>"))
        #expect(!nav(try site.read("tags/index.html")).contains("aria-current"))
    }

    @Test func anUnknownEntryIsAProblemNamingSiteJSONAndTheEntry() throws {
        let site = try InlineSite("""
            -- content/site.json --
            {
              "title": "Inline Jokes",
              "base_url": "https://inline.example.org/",
              "menu": ["home", "abuot"]
            }
            -- content/pages/about.md --
            ---
            title: About
            ---
            About us.
            """)
        let problems = site.problems().filter { $0.field == "menu" }
        let problem = try #require(problems.first)
        #expect(problems.count == 1)
        #expect(problem.file == site.file("content/site.json"))
        #expect(problem.line == 4)
        #expect(problem.message.contains("\"abuot\""))
        #expect(problem.message.contains("(about)"), "the slugs of the pages are suggested: \(problem.message)")
    }
}
