import Synchronization
import TemplateEngine

/// `/sitemap.xml` and `/robots.txt`, each a template of the site's or
/// jokesite's own (`BuiltInTemplates`). A site of more pages than one
/// sitemap may list (the protocol's 50,000) gets a sitemap index at
/// `/sitemap.xml` and its parts at `/sitemaps/1.xml` and on, as Zola
/// splits a large sitemap: each part is a document of its own, so no
/// file lists, and no build holds, every address at once.
struct Sitemap: OutputSource {
    let order = 210
    static let sitemapRoute = "sitemap.xml"
    static let partsFolder = "sitemaps"
    static let robotsRoute = "robots.txt"
    /// The most addresses one sitemap file lists: the protocol's limit
    /// (sitemaps.org); fewer in tests.
    var addressesPerFile = 50_000

    let outputs = [
        OutputKind("sitemap", route: Self.sitemapRoute, alsoReserves: [Self.partsFolder], formats: [.xml]),
        OutputKind("robots", route: Self.robotsRoute, formats: [.text]),
    ]
    var documentKinds: [DocumentKind] { [Self.sitemap, Self.sitemapIndex, Self.robots] }

    static let sitemap = DocumentKind(template: "sitemap.xml", title: "Sitemap", doc: "`/sitemap.xml`: the site's pages for search engines; on a site of more than 50,000 pages, each part of the sitemap, `/sitemaps/1.xml` and on, 50,000 pages at most.", [
        TemplateField("pages", .list(.url), "The absolute address of every page, sorted (not the 404 page, nor an old address that sends the visitor on); in a part, its share of them."),
    ])

    static let sitemapIndex = DocumentKind(template: "sitemap-index.xml", title: "Sitemap index", doc: "`/sitemap.xml` on a site of more than 50,000 pages: where the parts of its sitemap are.", [
        TemplateField("sitemaps", .list(.url), "The absolute address of each part, in order."),
    ])

    static let robots = DocumentKind(template: "robots.txt", title: "robots.txt", doc: "`/robots.txt`: what crawlers may read.", [
        TemplateField("sitemap", .url, "The sitemap's absolute address."),
    ])

    /// The sitemap lists every page with a folder of its own that is for
    /// visitors (`SiteShape.isIndexed`). Its parts are keyed by those
    /// routes as the jobs list them, which a build repeats: sorted and
    /// made absolute addresses only when a part is rendered, not on every
    /// edit (100,000 of each at 100,000 jokes).
    func documents(_ site: SiteJobs) -> [OutputJob] {
        let (renderer, urls, shape) = (site.renderer, site.context.urls, site.context.shape)
        let routes = site.folders.filter(shape.isIndexed(route:))
        var listed = StableHasher()
        listed.combine(UInt64(routes.count))
        for route in routes { listed.combine(route) }
        listed.combine(urls.absolute(""))
        let sorted = SortedRoutes(routes)
        let partCount = max((routes.count + addressesPerFile - 1) / addressesPerFile, 1)
        let perFile = addressesPerFile
        let sitemap = { (route: String, part: Int) in
            renderer.output(Self.sitemap, route: route, keyedBy: listed.value) { site in
                let all = sorted.routes
                let part = all[min(part * perFile, all.count)..<min((part + 1) * perFile, all.count)]
                return Self.sitemap.value(site: site, ["pages": .list(part.map { .text(urls.absolute($0)) })])
            }
        }
        guard partCount > 1 else { return [sitemap(Self.sitemapRoute, 0), robots(renderer, urls)] }
        let partRoutes = (0..<partCount).map { "\(Self.partsFolder)/\($0 + 1).xml" }
        return partRoutes.enumerated().map { sitemap($1, $0) } + [
            renderer.output(Self.sitemapIndex, route: Self.sitemapRoute) { site in
                Self.sitemapIndex.value(site: site, ["sitemaps": .list(partRoutes.map { .text(urls.absolute($0)) })])
            },
            robots(renderer, urls),
        ]
    }

    private func robots(_ renderer: PageRenderer, _ urls: SiteURLs) -> OutputJob {
        renderer.output(Self.robots, route: Self.robotsRoute) { site in
            Self.robots.value(site: site, ["sitemap": .text(urls.absolute(Self.sitemapRoute))])
        }
    }
}

/// The sitemap's routes, sorted by the first part rendered, once for all.
private final class SortedRoutes: Sendable {
    private let sorted: Mutex<[String]?>
    private let unsorted: [String]

    init(_ routes: [String]) {
        unsorted = routes
        sorted = Mutex(nil)
    }

    var routes: [String] {
        sorted.withLock { sorted in
            if let sorted { return sorted }
            let made = unsorted.sorted()
            sorted = made
            return made
        }
    }
}
