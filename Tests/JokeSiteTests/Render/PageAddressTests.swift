import Foundation
import Testing
@testable import JokeSite

/// What every page says about its own address: the canonical URL and
/// `og:url` name the address it is served at (a folder, never its
/// `index.html`), and the menu marks the entry of the page's section.
@Suite struct PageAddressTests {
    /// The fixture with search on (the search page is a file in a folder)
    /// and every other page kind.
    private static func builtSite() throws -> FixtureSite {
        let site = try FixtureSite()
        try site.fixture.replace(#""search": false"#, with: #""search": true"#, in: "site.json")
        try site.build()
        return site
    }

    /// The pages a visitor reads: not the old addresses, which send them on.
    private static func pages(_ site: FixtureSite) throws -> [(file: String, html: String)] {
        try site.htmlFiles().map { ($0, try site.read($0)) }.filter { !$0.1.contains(#"http-equiv="refresh""#) }
    }

    @Test func theCanonicalURLAndOgURLAreThePagesAddress() throws {
        let site = try Self.builtSite()
        let pages = try Self.pages(site)
        #expect(pages.contains { $0.file == "search/index.html" })
        for (file, html) in pages {
            let address = file.hasSuffix("index.html") ? String(file.dropLast("index.html".count)) : file
            let canonical = html.firstMatch(of: #/<link rel="canonical" href="([^"]*)">/#).map { String($0.output.1) }
            let ogURL = html.firstMatch(of: #/<meta property="og:url" content="([^"]*)">/#).map { String($0.output.1) }
            #expect(canonical == "https://fixture.example.org/" + address, "\(file)")
            #expect(ogURL == canonical, "\(file)")
        }
    }

    /// The brand links home; the menu's entries link sections. A link is
    /// marked `aria-current="page"` exactly on the pages of what it links
    /// to (home only on itself).
    @Test func theMenuMarksTheEntryOfThePagesSection() throws {
        let site = try Self.builtSite()
        var marked: Set<String> = []
        for (file, html) in try Self.pages(site) {
            let path = "/" + (file.hasSuffix("index.html") ? String(file.dropLast("index.html".count)) : file)
            let header = try #require(html.firstMatch(of: #/<header class="site-header">(?s:.*?)</header>/#), "\(file)").output
            let links = header.matches(of: #/<a [^>]*>/#).map(\.output)
            #expect(links.count >= 5, "\(file): the brand and the menu")
            for link in links {
                let href = try #require(link.firstMatch(of: #/ href="([^"]*)"/#)?.output.1)
                let current = href == "/" ? path == "/" : path.hasPrefix(href)
                #expect(link.contains(#"aria-current="page""#) == current, "\(file): \(link)")
                if current { marked.insert(String(href)) }
            }
        }
        #expect(marked.isSuperset(of: ["/", "/daily/", "/characters/", "/top10/", "/tags/"]), "\(marked)")
    }
}
