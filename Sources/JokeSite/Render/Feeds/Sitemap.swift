/// `/sitemap.xml` and `/robots.txt`.
enum Sitemap {
    static func sitemap(routes: [String], urls: SiteURLs) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for route in routes.sorted() {
            xml += "  <url><loc>\(XML.escape(urls.absolute(route)))</loc></url>\n"
        }
        return xml + "</urlset>\n"
    }

    static func robots(urls: SiteURLs) -> String {
        "User-agent: *\nAllow: /\n\nSitemap: \(urls.absolute(Routes.sitemap))\n"
    }
}
