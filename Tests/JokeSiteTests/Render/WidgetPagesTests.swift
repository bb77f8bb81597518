import Foundation
import Testing
@testable import JokeSite

/// `/widgets/` shows visitors a few widgets on a phone; the grid of every
/// family at every size, model beside browser, is the owner's
/// `/widgets/all/`: declared `indexed: false`, so it is in no menu, no
/// footer, not the sitemap, and asks search engines to leave it out.
@Suite struct WidgetPagesTests {
    @Test func theShowcaseDrawsAFewWidgetsOnAPhone() throws {
        let site = try FixtureSite()
        try site.build()
        let showcase = try site.read("widgets/index.html")
        #expect(showcase.components(separatedBy: "class=\"phone\"").count == 3)
        #expect(showcase.components(separatedBy: "class=\"widget ").count - 1 == 2 + 3)
        #expect(!showcase.contains("Model, light"))
        #expect(!showcase.contains("noindex"))
    }

    @Test func theOwnersGridIsOutOfTheMenuTheFooterAndTheSitemap() throws {
        let site = try FixtureSite()
        try site.build()
        let grid = try site.read("widgets/all/index.html")
        #expect(grid.contains("<meta name=\"robots\" content=\"noindex\">"))
        #expect(grid.contains("Model, light"))
        #expect(!(try site.read("sitemap.xml")).contains("widgets/all/"))
        #expect(try site.read("sitemap.xml").contains("/widgets/</loc>"))
        for page in ["index.html", "widgets/index.html", "widgets/all/index.html", "top10/index.html"] {
            #expect(!(try site.read(page)).contains("href=\"/widgets/all/\""), "\(page) links the owner's page")
        }
        #expect(site.exists("widgets/all/index.md"))
    }

    @Test func anUnindexedKindCoversTheRoutesUnderIt() {
        #expect(!SiteShape.declared.isIndexed(route: WidgetModelPage.output.route))
        #expect(SiteShape.declared.isIndexed(route: Routes.widgets))
        #expect(SiteShape.declared.isIndexed(route: Routes.home))
    }
}
