import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TemplateEngine
@testable import JokeSite

/// A sitemap lists at most the protocol's 50,000 addresses: a larger site
/// gets a sitemap index at `/sitemap.xml` and its parts in `/sitemaps/`,
/// which together list what one sitemap would, in the same order.
@Suite struct SitemapTests {
    /// The fixture's sitemap jobs; `folders` changes the pages' routes.
    private static func jobs(_ sitemap: Sitemap, baseURL: String = "https://example.org/",
                             folders change: ([String]) -> [String] = { $0 }) throws -> [OutputJob] {
        let site = ResolvedSite(catalogue: try FixtureCatalogue().load(), today: CalendarDay("2026-11-22")!, computedAt: "")
        let templates = try TemplateSet(directory: FixtureSite.templates.path)
        let context = RenderContext(site: site, shape: .declared, baseURL: baseURL, templates: templates, parallel: false)
        let renderer = PageRenderer(templates: templates, context: context, generator: "test")
        let folders = OutputSources.all.flatMap { $0.pages(context) }.filter { $0.kind == .folder }.map(\.route)
        return sitemap.documents(SiteJobs(renderer: renderer, folders: change(folders)))
    }

    /// The fixture's documents from `Sitemap`, by route, rendered.
    private static func documents(_ sitemap: Sitemap) throws -> [String: String] {
        var files: [String: String] = [:]
        for job in try jobs(sitemap) {
            var buffer = RenderBuffer(capacity: 1 << 12)
            try job.prepare().render(0, &buffer)
            files[job.name] = String(decoding: buffer.bytes, as: UTF8.self)
        }
        return files
    }

    /// The text of every `<loc>` of an XML document, in order.
    private static func locations(_ xml: String?) throws -> [String] {
        let document = try XMLDocument(data: Data(try #require(xml).utf8))
        return try document.nodes(forXPath: "//*[local-name()='loc']").compactMap(\.stringValue)
    }

    @Test func aSiteOfMoreAddressesThanOneFileTakesGetsAnIndexOfParts() throws {
        let whole = try Self.documents(Sitemap())
        let everyPage = try Self.locations(whole["sitemap.xml"])
        #expect(everyPage.count > 7)
        #expect(Set(whole.keys) == ["sitemap.xml", "robots.txt"])

        let split = try Self.documents(Sitemap(addressesPerFile: 3))
        let parts = (1...((everyPage.count + 2) / 3)).map { "https://example.org/sitemaps/\($0).xml" }
        let index = try #require(split["sitemap.xml"])
        #expect(index.contains("<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"))
        #expect(try Self.locations(index) == parts)
        var listed: [String] = []
        for part in parts {
            let addresses = try Self.locations(split[String(part.dropFirst("https://example.org/".count))])
            #expect((1...3).contains(addresses.count), "\(part)")
            listed += addresses
        }
        #expect(listed == everyPage)
        // robots.txt names the index, where search engines start.
        #expect(split["robots.txt"] == whole["robots.txt"])
        #expect(split.count == parts.count + 2)
    }

    /// The parts are keyed by the routes they list, not made on every
    /// build to be hashed: a page added, or another address, changes every
    /// part's key; the same pages listed again change none.
    @Test func thePartsAreKeyedByThePagesTheyList() throws {
        let keys = { (jobs: [OutputJob]) in try jobs.filter { $0.name.hasPrefix("sitemaps/") }.map { try $0.prepare().key } }
        let sitemap = Sitemap(addressesPerFile: 3)
        let parts = try keys(Self.jobs(sitemap))
        #expect(parts.count > 2 && Set(parts).count == parts.count)
        #expect(try keys(Self.jobs(sitemap)) == parts)
        let added = try keys(Self.jobs(sitemap) { $0 + ["jokes/a-new-one/"] })
        #expect(zip(added, parts).allSatisfy { $0 != $1 })
        let moved = try keys(Self.jobs(sitemap, baseURL: "https://example.com/"))
        #expect(zip(moved, parts).allSatisfy { $0 != $1 })
    }
}
