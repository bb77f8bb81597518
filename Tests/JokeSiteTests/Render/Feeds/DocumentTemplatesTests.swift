import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import JokeSite

/// The feeds, the sitemap and robots.txt are templates: jokesite's own
/// unless `templates/` has one of the same name, and checked against the
/// values their kind declares, like every page's.
@Suite struct DocumentTemplatesTests {
    @Test func anOwnersTemplatesReplaceTheBuiltInOnes() throws {
        let site = try InlineSite("""
            -- content/jokes.json --
            { "joke_a": { "character": "mr_funny", "type": "dad_joke", "created_at": "2026-01-01T12:00:00Z", "text": "Why <so>? Because." } }
            -- templates/feed.xml.mustache --
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom">
              <title>Ours: {{title}}</title>
            {{#entries}}
              <entry><title>{{joke.setup_line}}</title><content type="html">{{content_html}}</content></entry>
            {{/entries}}
            </feed>
            -- templates/partials/feed-content.html.mustache --
            {{#joke}}<blockquote>{{setup}}</blockquote>{{/joke}}
            -- templates/robots.txt.mustache --
            User-agent: *
            Disallow: /widgets/
            Sitemap: {{sitemap}}
            """)
        try site.build()
        let atom = try site.read("feed.xml")
        #expect(atom.hasPrefix("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\">\n  <title>Ours: "))
        // The owner's HTML partial, escaped as the feed's text.
        #expect(atom.contains("<content type=\"html\">&lt;blockquote&gt;Why &amp;lt;so&amp;gt;?&lt;/blockquote&gt;</content>"))
        #expect(try XMLDocument(data: Data(atom.utf8)).rootElement()?.name == "feed")
        // Each character's Atom feed is the same template.
        #expect(try site.read("characters/mr_funny/feed.xml").contains("<title>Ours: Mr. Funny · "))
        #expect(try site.read("robots.txt").contains("Disallow: /widgets/\nSitemap: https://"))
        // The JSON feed is still the built-in one, with the owner's content partial.
        let feed = try #require(try JSONSerialization.jsonObject(with: Data(site.read("feed.json").utf8)) as? [String: Any])
        let items = try #require(feed["items"] as? [[String: Any]])
        #expect((items.first?["content_html"] as? String)?.hasPrefix("<blockquote>") == true)
    }

    @Test func aValueTheDocumentDoesNotDeclareNamesItsFileAndLine() throws {
        let site = try InlineSite("""
            -- templates/sitemap.xml.mustache --
            <?xml version="1.0" encoding="utf-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
            {{#pages}}<url><loc>{{loc}}</loc></url>{{/pages}}
            </urlset>
            """)
        let found = try site.buildProblems()
        let problem = try #require(found.first)
        #expect(found.count == 1)
        #expect(problem.file == site.file("templates/sitemap.xml.mustache"))
        #expect(problem.line == 3)
        #expect(problem.message.contains("unknown name \"loc\""), "\(problem.message)")
    }

    /// HTML in a feed is the text of an element or a string: `{{{…}}}`
    /// would write it as markup of the feed.
    @Test func madeHTMLIsWrittenEscapedInAFeed() throws {
        let site = try InlineSite("""
            -- templates/feed.json.mustache --
            {"items": [{{#entries}}{"content_html": "{{{content_html}}}"}{{/entries}}]}
            """)
        let found = try site.buildProblems()
        #expect(found.map(\.message) == ["\"content_html\" is HTML, which {{{content_html}}} would write into JSON unescaped: write {{content_html}}"])
        #expect(found.first?.file == site.file("templates/feed.json.mustache"))
    }
}
