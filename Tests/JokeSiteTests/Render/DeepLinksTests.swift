import Foundation
import Testing
@testable import JokeSite

/// `site.json` `app.deep_links`: which app screen each kind of page opens
/// (`jotd` on home and day pages, `home` elsewhere); no HTML page links to
/// the app's scheme, whatever it names (a visitor without the app would
/// get an error), and what it names is what the association file claims.
@Suite struct DeepLinksTests {
    static let catalogue = """
        -- content/jokes.json --
        { "joke_a": { "character": "mr_funny", "text": "Why did the penguin cross the ice? To reach the other floe.", "type": "dad_joke",
                      "created_at": "2026-11-01T10:00:00Z" } }
        -- content/daily_jokes.json --
        { "2026-11-01": { "joke_id": "joke_a" } }
        """

    static func site(deepLinks: String?) throws -> InlineSite {
        try InlineSite(catalogue + """

            -- content/site.json --
            { "title": "Inline Jokes", "base_url": "https://inline.example.org/", "app_scheme": "funny", "search": false,
              "app": { \(deepLinks.map { #""deep_links": \#($0)"# } ?? "") } }
            """)
    }

    @Test(arguments: [nil, #"{ "joke": "joke/{id}", "character": "who/{id}" }"#])
    func noPageLinksToTheAppsScheme(deepLinks: String?) throws {
        let site = try Self.site(deepLinks: deepLinks)
        try site.build()
        let pages = try site.snapshot().filter { $0.key.hasSuffix(".html") || $0.key.hasSuffix(".md") }
        #expect(pages.count > 5)
        for (path, bytes) in pages {
            #expect(!String(decoding: bytes, as: UTF8.self).contains("funny://"), "\(path)")
        }
    }

    @Test func pagesGetTheirKindsPath() {
        var links = DeepLinks()
        #expect(links.path(kind: "home", id: nil) == "jotd")
        #expect(links.path(kind: "day", id: "2026-11-01") == "jotd")
        #expect(links.path(kind: "top10", id: nil) == "home")
        links.paths["day"] = "day/{id}"
        #expect(links.path(kind: "day", id: "2026-11-01") == "day/2026-11-01")
    }

    /// The kinds and their ids come from the page kinds' declarations.
    @Test func everyPageKindCanBeNamed() throws {
        let paths = OutputSources.kinds.map { #""\#($0.template)": "\#($0.deepLinkID == nil ? "x" : "x/{id}")""# }
        let site = try Self.site(deepLinks: "{ \(paths.joined(separator: ", ")) }")
        #expect(site.problems().filter { !$0.isWarning }.isEmpty)
        #expect(SiteShape.declared.pageKinds.filter { $0.id != nil }.map(\.name) == ["day", "character", "joke"])
    }

    @Test func badEntriesAreErrorsNamingTheKind() throws {
        let site = try Self.site(deepLinks: #"{ "jokes": "x", "top10": "top/{id}", "joke": "/joke/{id}", "home": 3 }"#)
        let messages = site.problems().filter { !$0.isWarning }.map(\.message)
        #expect(messages.count == 4, "\(messages)")
        #expect(messages.contains { $0.contains(#""jokes" is not a page kind"#) })
        #expect(messages.contains { $0.contains("deep_links.top10") && $0.contains("top10 pages have no id") })
        #expect(messages.contains { $0.contains(#"deep_links.joke: "/joke/{id}" is not a path"#) })
        #expect(messages.contains { $0.contains("deep_links.home: expected a string") })
    }
}
