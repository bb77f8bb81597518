import TemplateEngine

/// `/sitemap.xml` and `/robots.txt`, each a template of the site's or
/// jokesite's own (`BuiltInTemplates`).
struct Sitemap: OutputSource {
    let order = 210
    static let sitemapRoute = "sitemap.xml"
    static let robotsRoute = "robots.txt"

    let outputs = [
        OutputKind("sitemap", route: Self.sitemapRoute, formats: [.xml]),
        OutputKind("robots", route: Self.robotsRoute, formats: [.text]),
    ]
    var documentKinds: [DocumentKind] { [Self.sitemap, Self.robots] }

    static let sitemap = DocumentKind(template: "sitemap.xml", title: "Sitemap", doc: "`/sitemap.xml`: the site's pages for search engines.", [
        TemplateField("pages", .list(.url), "The absolute address of every page, sorted (not the 404 page, nor an old address that sends the visitor on)."),
    ])

    static let robots = DocumentKind(template: "robots.txt", title: "robots.txt", doc: "`/robots.txt`: what crawlers may read.", [
        TemplateField("sitemap", .url, "The sitemap's absolute address."),
    ])

    /// The sitemap lists every page with a folder of its own that is for
    /// visitors (`SiteShape.isIndexed`).
    func documents(_ site: SiteJobs) -> [OutputJob] {
        let (renderer, urls, shape) = (site.renderer, site.context.urls, site.context.shape)
        let routes = site.pages.filter { $0.kind == .folder && shape.isIndexed(route: $0.route) }.map(\.route)
        return [
            renderer.output(Self.sitemap, route: Self.sitemapRoute) { site in
                Self.sitemap.value(site: site, ["pages": .list(routes.sorted().map { .text(urls.absolute($0)) })])
            },
            renderer.output(Self.robots, route: Self.robotsRoute) { site in
                Self.robots.value(site: site, ["sitemap": .text(urls.absolute(Self.sitemapRoute))])
            },
        ]
    }
}
