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
    /// visitors (`SiteShape.isIndexed`).
    func documents(_ site: SiteJobs) -> [OutputJob] {
        let (renderer, urls, shape) = (site.renderer, site.context.urls, site.context.shape)
        let routes = site.folders.filter(shape.isIndexed(route:)).sorted()
        let parts = stride(from: 0, to: max(routes.count, 1), by: addressesPerFile).map {
            routes[$0..<min($0 + addressesPerFile, routes.count)]
        }
        let sitemap = { (route: String, routes: ArraySlice<String>) in
            renderer.output(Self.sitemap, route: route) { site in
                Self.sitemap.value(site: site, ["pages": .list(routes.map { .text(urls.absolute($0)) })])
            }
        }
        guard parts.count > 1 else { return [sitemap(Self.sitemapRoute, routes[...]), robots(renderer, urls)] }
        let partRoutes = parts.indices.map { "\(Self.partsFolder)/\($0 + 1).xml" }
        return zip(partRoutes, parts).map(sitemap) + [
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
