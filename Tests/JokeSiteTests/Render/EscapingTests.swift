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
            let html = try site.read(path)
            #expect(!html.contains("<script"), "\(path)")
            #expect(!html.contains("<img src=x"), "\(path)")
            #expect(!html.contains("javascript:"), "\(path)")
            #expect(!html.contains("<b>Sad"), "\(path)")
            #expect(!html.contains("\"><i>"), "\(path)")
        }
        let page = try site.read("jokes/joke_d/index.html")
        #expect(page.contains("Mr. &quot;&gt;&lt;b&gt;Sad&lt;/b&gt;"))
        #expect(page.contains("<!-- raw HTML omitted -->"))
        let feed = try site.read("feed.xml")
        #expect(!feed.contains("<b>Sad"))
    }

    @Test func markdownIsRenderedInSafeMode() {
        #expect(MarkdownRenderer.html("*hi* <b>there</b>") == "<p><em>hi</em> <!-- raw HTML omitted -->there<!-- raw HTML omitted --></p>\n")
        #expect(MarkdownRenderer.html("[x](javascript:alert(1))") == "<p><a href=\"\">x</a></p>\n")
    }
}
