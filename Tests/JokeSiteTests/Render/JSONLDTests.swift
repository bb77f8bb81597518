import Foundation
import Testing
@testable import JokeSite

/// Each page kind's JSON-LD, read back as a search engine reads it: the
/// script element's text parsed as JSON, its schema.org types and the
/// properties they need.
@Suite struct JSONLDTests {
    /// The JSON sits raw inside `<script>`: no text may end the element or
    /// open a comment there, and the JSON still reads back.
    @Test func aNameCannotCloseTheScript() throws {
        let name = "</script><!--<script>& \u{2028}"
        let script = JSONLD.script(JSONLD.webSite(name: name, url: "https://example.org/"))
        #expect(!script.contains("<"))
        #expect(!script.contains(">"))
        #expect(!script.contains("&"))
        let object = try JSONSerialization.jsonObject(with: Data(script.utf8)) as? [String: String]
        #expect(object?["name"] == name)
        #expect(object?["@type"] == "WebSite")
    }

    /// The script elements of a page, each parsed.
    static func descriptions(in page: String) throws -> [[String: Any]] {
        try page.matches(of: #/<script type="application/ld\+json">(.*?)</script>/#).map { match in
            try #require(try JSONSerialization.jsonObject(with: Data(match.output.1.utf8)) as? [String: Any])
        }
    }

    private static func only(_ page: String) throws -> [String: Any] {
        let found = try descriptions(in: page)
        #expect(found.count == 1)
        let description = try #require(found.first)
        #expect(description["@context"] as? String == "https://schema.org")
        return description
    }

    @Test func jokeCharacterAndTop10PagesDescribeThemselves() throws {
        let site = try FixtureSite()
        // Mr. Sad's jokes on two pages: each describes the character.
        try site.fixture.replace("\"per_page\": 2,", with: "\"per_page\": 1,", in: "site.json")
        try site.build()

        let home = try Self.only(site.read("index.html"))
        #expect(home["@type"] as? String == "WebSite")

        let joke = try Self.only(site.read("jokes/joke_a/index.html"))
        #expect(joke["@type"] as? String == "CreativeWork")
        #expect(joke["url"] as? String == "https://fixture.example.org/jokes/joke_a/")
        #expect(joke["name"] as? String == "Why did the fixture pass?")
        #expect(joke["text"] as? String == "Why did the fixture pass? It was well prepared.")
        #expect(joke["genre"] as? String == "Dad joke")
        #expect(joke["keywords"] as? String == "tests, school")
        #expect(joke["isFamilyFriendly"] as? Bool == true)
        let author = try #require(joke["author"] as? [String: Any])
        #expect(author["@type"] as? String == "Person")
        #expect(author["name"] as? String == "Mr. Funny")
        #expect(author["url"] as? String == "https://fixture.example.org/characters/mr_funny/")
        let rating = try #require(joke["aggregateRating"] as? [String: Any], "joke_a has ratings")
        #expect(rating["@type"] as? String == "AggregateRating")
        #expect((rating["ratingCount"] as? Int ?? 0) > 0)
        #expect((1...5).contains(rating["ratingValue"] as? Double ?? 0))
        #expect(rating["bestRating"] as? Int == 5 && rating["worstRating"] as? Int == 1)

        for page in ["characters/mr_sad/index.html", "characters/mr_sad/page/2/index.html"] {
            let profile = try Self.only(site.read(page))
            #expect(profile["@type"] as? String == "ProfilePage")
            #expect(profile["url"] as? String == "https://fixture.example.org/" + page.dropLast("index.html".count))
            let person = try #require(profile["mainEntity"] as? [String: Any])
            #expect(person["@type"] as? String == "Person")
            #expect(person["name"] as? String == "Mr. Sad")
            #expect(person["url"] as? String == "https://fixture.example.org/characters/mr_sad/")
        }

        let top10 = try Self.only(site.read("top10/index.html"))
        let lists = try #require(top10["@graph"] as? [[String: Any]])
        #expect(lists.map { $0["@type"] as? String } == ["ItemList", "ItemList"])
        #expect(lists.map { $0["name"] as? String } == ["Most hilarious", "Most horrible"])
        for list in lists {
            let items = try #require(list["itemListElement"] as? [[String: Any]])
            #expect(!items.isEmpty)
            #expect(list["numberOfItems"] as? Int == items.count)
            #expect(items.map { $0["@type"] as? String } == Array(repeating: "ListItem", count: items.count))
            #expect(items.map { $0["position"] as? Int } == Array(1...items.count))
            #expect(items.allSatisfy { ($0["url"] as? String)?.hasPrefix("https://fixture.example.org/jokes/") == true })
        }
        let first = (lists.first?["itemListElement"] as? [[String: Any]])?.first
        #expect(first?["url"] as? String == "https://fixture.example.org/jokes/joke_a/")
        #expect(first?["name"] as? String == "Why did the fixture pass?")
    }

    /// Every script element of every page parses, and none opens on text
    /// that could end it.
    @Test func everyDescriptionOfTheSiteParses() throws {
        let site = try FixtureSite()
        try site.fixture.replace("\"per_page\": 2,", with: "\"per_page\": 2, \"include_nsfw\": true,", in: "site.json")
        try site.build()
        var described = 0
        for file in try site.htmlFiles() {
            let page = try site.read(file)
            for script in page.matches(of: #/<script type="application/ld\+json">(.*?)</script>/#) {
                #expect(!script.output.1.contains("<"), "\(file)")
                described += 1
            }
            _ = try Self.descriptions(in: page)
        }
        #expect(described > 5)
        let nsfw = try Self.only(site.read("jokes/joke_e/index.html"))
        #expect(nsfw["isFamilyFriendly"] as? Bool == false)
    }
}
