import Foundation
import Testing
@testable import JokeSite

/// The output kinds, declared once, decide what a page's slug may take,
/// the menu's sections, `site.links` and what each file is served as.
@Suite struct OutputKindsTests {
    /// `pages/cards.md` once wrote over the social cards' folder and
    /// `pages/assets.md` over the assets'.
    @Test(arguments: ["cards", "assets", "jokes", "daily", "page", "widgets"])
    func aPageCannotTakeAFolderOfTheSite(slug: String) throws {
        let site = try InlineSite(files: ["content/pages/\(slug).md": "---\ntitle: Mine\n---\n\nHello.\n"])
        let problems = site.problems()
        #expect(problems.map(\.message) == ["unusable slug \"\(slug)\": it is a folder of the site itself"])
        #expect(problems.first?.file == site.file("content/pages/\(slug).md"))
        #expect(problems.first?.field == "slug")
    }

    @Test func twoOutputsClaimingOneFileAreAnErrorNamingBoth() throws {
        let jobs = [OutputJob.document("feed.xml") { [] }, .document("robots.txt") { [] }, .document("feed.xml") { [] }]
        let collision = try #require(OutputCollisions.first(in: jobs))
        #expect(collision.description == #"feed.xml: made by two outputs, "feed.xml" and "feed.xml""#)
        #expect(OutputCollisions.first(in: Array(jobs.prefix(2))) == nil)
    }

    /// A page's folder holds two files, found by the folder's name: a
    /// document at either of them, before or after the page, collides.
    @Test func aDocumentInAPagesFolderCollidesWithThePage() throws {
        let page = OutputJob(name: "jokes/a/", isFolder: true) { () throws(OutputError) in PreparedOutput(key: .zero) { _, _ in } }
        let home = OutputJob(name: "", isFolder: true) { () throws(OutputError) in PreparedOutput(key: .zero) { _, _ in } }
        let twin = OutputJob.document("jokes/a/index.md") { [] }
        let cases: [([OutputJob], String?)] = [
            ([page, twin], #"jokes/a/index.md: made by two outputs, "jokes/a/" and "jokes/a/index.md""#),
            ([twin, page], #"jokes/a/index.md: made by two outputs, "jokes/a/index.md" and "jokes/a/""#),
            ([page, page], #"jokes/a/index.html: made by two outputs, "jokes/a/" and "jokes/a/""#),
            ([.document("index.html") { [] }, home], #"index.html: made by two outputs, "index.html" and the home page"#),
            ([page, .document("jokes/a/index.mdx") { [] }, .document("jokes/xindex.md") { [] }, home], nil),
        ]
        for (jobs, expected) in cases {
            #expect(OutputCollisions.first(in: jobs)?.description == expected)
        }
    }

    @Test func everyBuiltFileIsServedAsItsKindDeclares() {
        let expected = [
            "index.html": "text/html; charset=utf-8", "jokes/a/index.md": "text/markdown; charset=utf-8",
            "feed.json": "application/feed+json", "widgets/systemSmall.json": "application/feed+json",
            "feed.xml": "application/atom+xml; charset=utf-8", "sitemap.xml": "application/xml; charset=utf-8",
            "robots.txt": "text/plain; charset=utf-8", "assets/style.css": "text/css; charset=utf-8",
            "assets/favicon.png": "image/png", "cards/abc.png": "image/png", "assets/font.bin": "application/octet-stream",
            "characters/mr_sad/feed.json": "application/feed+json", "characters/mr_sad/feed.xml": "application/atom+xml; charset=utf-8",
            ".well-known/apple-app-site-association": "application/json", "pagefind/pagefind.js": "text/javascript; charset=utf-8",
            "pagefind/wasm.en.pagefind": "application/octet-stream", "search/index.html": "text/html; charset=utf-8",
        ]
        for (path, type) in expected { #expect(SiteShape.declared.contentType(ofPath: path) == type, "\(path)") }
    }

    /// The built-in sections and links, in the order of their page sources;
    /// a new page kind may add its own among them.
    @Test func theMenuAndTheLinksComeFromTheKinds() {
        let sections = ["home": "Home", "daily": "Daily", "characters": "Characters", "tags": "Tags", "top10": "Top 10", "widgets": "Widgets"]
        let builtIn = SiteShape.declared.menuSections.filter { sections[$0.name] != nil }
        #expect(builtIn.map(\.name) == ["home", "daily", "characters", "tags", "top10", "widgets"])
        #expect(builtIn.allSatisfy { sections[$0.name] == $0.label })
        #expect(!SiteShape.declared.menuSections.map(\.name).contains("jokes"), "a kind without a menu label is no section")
        let links = ["home", "daily", "characters", "tags", "top10", "widgets", "feed_json", "feed_atom", "assets", "favicon", "touch_icon"]
        #expect(SiteValues.links.fields.map(\.name).filter(links.contains) == links)
    }
}
