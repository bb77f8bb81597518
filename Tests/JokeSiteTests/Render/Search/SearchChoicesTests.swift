import Foundation
import Testing
@testable import JokeSite

/// The search page's selects list the filters' values itself (Pagefind's
/// list would load three files a shard): each must be a value the indexed
/// pages give Pagefind, and every such value must be there.
@Suite struct SearchChoicesTests {
    static let files = """
        -- content/site.json --
        { "title": "Inline Jokes", "base_url": "https://inline.example.org/" }
        -- content/jokes.json --
        {
          "joke_a": { "character": "mr_funny", "text": "Why did the croissant sit down? Its feet were flaky.", "type": "dad_joke",
                      "tags": ["Café", "zebras"] },
          "joke_b": { "character": "mr_funny", "text": "Knock, knock. Who's there? Latte. Latte who? Latte talk over coffee!",
                      "type": "knock_knock", "tags": ["cafe"] },
          "joke_n": { "character": "mr_funny", "text": "A rude one about a walrus.", "type": "one_liner", "sfw": false,
                      "tags": ["walruses"] }
        }
        -- content/pages/about.md --
        ---
        title: About
        ---
        Jokes about coffee and more.
        """

    /// Each filter's values in `html`: `data-pagefind-filter` spans on a
    /// page, or the non-empty options of the search page's selects.
    static func values(in html: String, pattern: String) throws -> [String: Set<String>] {
        let expression = try NSRegularExpression(pattern: pattern)
        var found: [String: Set<String>] = [:]
        for match in expression.matches(in: html, range: NSRange(html.startIndex..., in: html)) {
            let name = String(html[Range(match.range(at: 1), in: html)!])
            let value = String(html[Range(match.range(at: 2), in: html)!])
            found[name, default: []].insert(value.replacingOccurrences(of: "&amp;", with: "&"))
        }
        return found
    }

    @Test func theSelectsListExactlyTheFilterValuesOfTheIndexedPages() throws {
        let site = try InlineSite(Self.files)
        try site.build()
        var indexed: [String: Set<String>] = [:]
        for page in try FolderSnapshot.files(of: site.output).keys where page.hasSuffix(".html") {
            let html = try site.read(page)
            guard html.contains("data-pagefind-body") else { continue }
            indexed.merge(try Self.values(in: html, pattern: #"data-pagefind-filter="([a-z]+)"[^>]*>([^<]*)<"#)) { $0.union($1) }
        }
        let search = try site.read("search/index.html")
        let selects = ["search-character": "character", "search-type": "type", "search-tag": "tag"]
        var listed: [String: Set<String>] = [:]
        for (id, name) in selects {
            let select = try #require(search.range(of: #"<select id="\#(id)"[\s\S]*?</select>"#, options: .regularExpression))
            listed[name] = try Self.values(in: String(search[select]), pattern: #"(option) value="([^"]+)""#)["option"] ?? []
        }
        #expect(listed == indexed)
        // Two spellings of one tag are one filter value and one option; the
        // NSFW joke has no page, so neither its type nor its tag is listed.
        #expect(listed["tag"] == ["cafe", "zebras"])
        #expect(listed["type"] == ["Dad joke", "Knock-knock joke", "Character", "Page"])
        #expect(search.contains(#"<option value="cafe">Café</option>"#))
    }
}
