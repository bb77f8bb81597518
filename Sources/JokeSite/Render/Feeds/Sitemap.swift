import TemplateEngine

/// `/sitemap.xml` and `/robots.txt`, each a template of the site's or
/// jokesite's own (`BuiltInTemplates`).
enum Sitemap {
    static let sitemap = DocumentKind(template: "sitemap.xml", title: "Sitemap", doc: "`/sitemap.xml`: the site's pages for search engines.", [
        TemplateField("pages", .list(.url), "The absolute address of every page, sorted (not the 404 page, nor an old address that sends the visitor on)."),
    ])

    static let robots = DocumentKind(template: "robots.txt", title: "robots.txt", doc: "`/robots.txt`: what crawlers may read.", [
        TemplateField("sitemap", .url, "The sitemap's absolute address."),
    ])

    static func jobs(pages routes: [String], _ renderer: PageRenderer) -> [OutputJob] {
        let urls = renderer.context.urls
        return [
            renderer.output(sitemap, route: Routes.sitemap) { site in
                sitemap.value(site: site, ["pages": .list(routes.sorted().map { .text(urls.absolute($0)) })])
            },
            renderer.output(robots, route: Routes.robots) { site in
                robots.value(site: site, ["sitemap": .text(urls.absolute(Routes.sitemap))])
            },
        ]
    }
}
