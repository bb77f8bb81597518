import Foundation
import Testing
@testable import JokeSite

/// Submitted jokes are untrusted: nothing in them may become markup.
@Suite struct EscapingTests {
    @Test func hostileTextNeverBecomesMarkup() throws {
        let fixture = try FixtureCatalogue()
        try fixture.replace("The rain returned - it missed me.",
                            with: #"<script>alert(1)</script> and <img src=x onerror=alert(2)> - [click](javascript:alert(3)) \"><i>x</i>"#,
                            in: "jokes.json")
        try fixture.replace("\"name\": \"Mr. Sad\"", with: #""name": "Mr. \"><b>Sad</b>""#, in: "characters.json")
        let site = try FixtureSite(fixture)
        try site.build()
        for path in try site.htmlFiles() {
            // The home page's own JSON-LD, the joke actions' share control and
            // the random page's pick are the scripts a page has.
            let html = try site.read(path).replacingOccurrences(of: #"<script type="application/ld+json">"#, with: "")
                .replacingOccurrences(of: #"<script src="/assets/share.js" defer></script>"#, with: "")
                .replacingOccurrences(of: #"<script src="/assets/random.js" data-jokes="/random/jokes.json" defer></script>"#, with: "")
            #expect(!html.contains("<script"), "\(path)")
            #expect(!html.contains("<img src=x"), "\(path)")
            #expect(!html.contains("href=\"javascript:"), "\(path)")
            #expect(!html.contains("<b>Sad"), "\(path)")
            #expect(!html.contains("\"><i>"), "\(path)")
        }
        let page = try site.read("jokes/joke_d/index.html")
        #expect(page.contains("Mr. &quot;&gt;&lt;b&gt;Sad&lt;/b&gt;"))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt; and &lt;img src=x onerror=alert(2)&gt;"))
        let feed = try site.read("feed.xml")
        #expect(!feed.contains("<b>Sad"))
    }

    /// SPEC §2: joke text is plain text, every character shown, in every
    /// output and in the page's title.
    @Test func jokeTextIsShownExactlyAsWrittenInEveryOutput() throws {
        let fixture = try FixtureCatalogue()
        try fixture.replace("The rain returned - it missed me.", with: "<script>alert(1)</script> Why? ![x](javascript:alert(1)) & *stars*",
                            in: "jokes.json")
        try fixture.replace("\"joke_id\": \"joke_a\"", with: "\"joke_id\": \"joke_d\"", in: "daily_jokes.json")
        let site = try FixtureSite(fixture)
        try site.build()
        let setup = "&lt;script&gt;alert(1)&lt;/script&gt; Why?"
        let punchline = "![x](javascript:alert(1)) &amp; *stars*"

        let page = try site.read("jokes/joke_d/index.html")
        #expect(page.contains("<h1 class=\"setup\">\(setup)</h1>"))
        #expect(page.contains("<p>\(punchline)</p>"))
        #expect(page.contains("<title>\(setup) — Mr. Sad"))
        #expect(page.contains("<meta property=\"og:title\" content=\"\(setup) — Mr. Sad\">"))
        #expect(page.contains("<meta name=\"description\" content=\"Dad joke by Mr. Sad: \(setup)\">"))
        for path in try site.htmlFiles() {
            // The home page's own JSON-LD, the joke actions' share control and
            // the random page's pick are the scripts a page has.
            let html = try site.read(path).replacingOccurrences(of: #"<script type="application/ld+json">"#, with: "")
                .replacingOccurrences(of: #"<script src="/assets/share.js" defer></script>"#, with: "")
                .replacingOccurrences(of: #"<script src="/assets/random.js" data-jokes="/random/jokes.json" defer></script>"#, with: "")
            #expect(!html.contains("<script"), "\(path)")
            #expect(!html.contains("alt=\"x\""), "\(path)")
        }

        let atom = try site.read("feed.xml")
        #expect(!atom.contains("<script"))
        #expect(atom.contains("<title>\(setup) — Joke of the day, Friday, November 20, 2026</title>"))
        #expect(atom.contains("<content type=\"html\">&lt;p&gt;&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt; Why?&lt;/p&gt;\n"
            + "&lt;p&gt;![x](javascript:alert(1)) &amp;amp; *stars*&lt;/p&gt;</content>"))

        let feed = try #require(try JSONSerialization.jsonObject(with: Data(site.read("feed.json").utf8)) as? [String: Any])
        let items = try #require(feed["items"] as? [[String: Any]])
        let item = try #require(items.first { ($0["url"] as? String)?.hasSuffix("/daily/2026-11-20/") == true })
        #expect(item["title"] as? String == "<script>alert(1)</script> Why? — Joke of the day, Friday, November 20, 2026")
        #expect(item["content_text"] as? String == "<script>alert(1)</script> Why?\n![x](javascript:alert(1)) & *stars*")
        #expect(item["content_html"] as? String == "<p>\(setup)</p>\n<p>\(punchline)</p>")

        let twin = try site.read("jokes/joke_d/index.md")
        #expect(twin.contains("\\<script\\>alert(1)\\</script\\> Why?"))
        #expect(twin.contains("!\\[x\\](javascript:alert(1)) \\& \\*stars\\*"))
        let twinHTML = MarkdownRenderer.html(twin)
        #expect(twinHTML.contains("<p>\(setup)</p>"))
        #expect(twinHTML.contains("<strong>Punchline:</strong> \(punchline)</p>"))
        #expect(!twinHTML.contains("<img") && !twinHTML.contains("<script"))
    }

    @Test func markdownIsRenderedInSafeMode() {
        #expect(MarkdownRenderer.html("*hi* <b>there</b>") == "<p><em>hi</em> <!-- raw HTML omitted -->there<!-- raw HTML omitted --></p>\n")
        #expect(MarkdownRenderer.html("[x](javascript:alert(1))") == "<p><a href=\"\">x</a></p>\n")
    }
}
