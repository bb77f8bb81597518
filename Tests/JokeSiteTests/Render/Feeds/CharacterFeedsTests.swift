import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import JokeSite

/// `characters/ID/feed.json` (JSON Feed 1.1) and `characters/ID/feed.xml`
/// (Atom): the character's newest jokes safe for work, read back with real
/// parsers, and linked from the character's pages.
@Suite struct CharacterFeedsTests {
    /// 22 dated jokes by Mr. Funny (one day apart, joke_00 the oldest), one
    /// not safe for work and one without a date; one by Mr. Sad.
    static func site() throws -> InlineSite {
        var jokes = (0..<22).map { index in
            let id = String(format: "joke_%02d", index)
            return #""\#(id)": { "character": "mr_funny", "type": "dad_joke", "tags": ["fish & chips"], "created_at": "2026-10-\#(String(format: "%02d", index + 1))T12:00:00Z", "text": "Joke <\#(index)> & more? Yes & no." }"#
        }
        jokes.append(#""rude": { "character": "mr_funny", "type": "dad_joke", "sfw": false, "created_at": "2026-11-20T12:00:00Z", "text": "Rude? Very." }"#)
        jokes.append(#""undated": { "character": "mr_funny", "type": "dad_joke", "text": "When? Never." }"#)
        jokes.append(#""sad": { "character": "mr_sad", "type": "dad_joke", "created_at": "2026-11-01T12:00:00Z", "text": "Rain? Again." }"#)
        return try InlineSite("""
            -- content/jokes.json --
            { \(jokes.joined(separator: ",\n")) }
            -- content/characters.json --
            { "mr_funny": { "name": "Mr. Funny", "color": "#F5A623" }, "mr_sad": { "name": "Mr. Sad", "color": "#4A90E2" } }
            -- content/site.json --
            { "title": "Inline Jokes", "base_url": "https://inline.example.org/", "search": false, "include_nsfw": true }
            """)
    }

    /// Picked in one pass, the newest are those of sorting every joke:
    /// newest first, of one time by id, none unsafe for work or undated.
    @Test func theNewestArePickedAsSortingAllWouldPickThem() {
        var generator = SplitMix64(state: 7)
        let jokes = (0..<500).map { index in
            let hour = generator.next() % 40
            let created: Date? = hour % 9 == 0 ? nil : Date(timeIntervalSince1970: Double(hour) * 3600)
            return DailyPickStabilityTests.joke("joke_\(generator.next() % 1000)_\(index)", created: created, sfw: generator.next() % 7 != 0)
        }
        for count in [0, 1, 3, 40, 500] {
            var dated: [(id: String, at: Date)] = []
            for joke in jokes.prefix(count) where joke.sfw {
                if let at = joke.createdAt { dated.append((joke.id, at)) }
            }
            dated.sort { $0.at != $1.at ? $0.at > $1.at : $0.id < $1.id }
            let expected = dated.prefix(CharacterFeeds.count)
            let picked = CharacterFeeds.newest(Array(jokes.prefix(count)))
            #expect(picked.map(\.id) == expected.map(\.id), "\(count) jokes")
            #expect(picked.map(\.at) == expected.map(\.at), "\(count) jokes")
        }
    }

    @Test func theJSONFeedIsJSONFeedWithTheNewestJokes() throws {
        let site = try Self.site()
        try site.build()
        let feed = try #require(try JSONSerialization.jsonObject(with: Data(site.read("characters/mr_funny/feed.json").utf8)) as? [String: Any])
        #expect(feed["version"] as? String == "https://jsonfeed.org/version/1.1")
        #expect(feed["title"] as? String == "Mr. Funny · Inline Jokes")
        #expect(feed["home_page_url"] as? String == "https://inline.example.org/characters/mr_funny/")
        #expect(feed["feed_url"] as? String == "https://inline.example.org/characters/mr_funny/feed.json")
        let items = try #require(feed["items"] as? [[String: Any]])
        #expect(items.count == CharacterFeeds.count)
        #expect(items.compactMap { $0["id"] as? String }.first == "https://inline.example.org/jokes/joke_21/")
        #expect(items.compactMap { $0["id"] as? String }.last == "https://inline.example.org/jokes/joke_02/")
        for item in items {
            // JSON Feed 1.1: every item has an id and content_html or content_text.
            #expect(item["id"] is String && item["content_html"] is String && item["content_text"] is String)
            #expect((item["title"] as? String)?.hasPrefix("Joke <") == true)
        }
        #expect(items.first?["date_published"] as? String == "2026-10-22T08:00:00-04:00")
        #expect(!items.contains { ($0["url"] as? String)?.contains("rude") == true || ($0["url"] as? String)?.contains("undated") == true })
    }

    @Test func theAtomFeedIsWellFormedWithEveryRequiredElement() throws {
        let site = try Self.site()
        try site.build()
        let atom = try AtomReader(Data(site.read("characters/mr_funny/feed.xml").utf8))
        #expect(atom.feed["title"] == "Mr. Funny · Inline Jokes")
        #expect(atom.feed["id"] == "https://inline.example.org/characters/mr_funny/")
        #expect(atom.feed["updated"] == "2026-10-22T08:00:00-04:00")
        #expect(atom.selfLink == "https://inline.example.org/characters/mr_funny/feed.xml")
        #expect(atom.entries.count == CharacterFeeds.count)
        for entry in atom.entries {
            // RFC 4287: every entry has an id, a title and updated (and an author, here each entry's own).
            #expect(entry["id"]?.hasPrefix("https://inline.example.org/jokes/joke_") == true)
            #expect(entry["title"]?.hasPrefix("Joke <") == true && entry["updated"] != nil && entry["name"] == "Mr. Funny")
        }
        #expect(atom.entries.first?["content"] == "<p>Joke &lt;21&gt; &amp; more?</p>\n<p>Yes &amp; no.</p>")
    }

    @Test func theCharacterPageLinksItsFeeds() throws {
        let site = try Self.site()
        try site.build()
        let page = try site.read("characters/mr_sad/index.html")
        #expect(page.contains(#"<link rel="alternate" type="application/atom+xml" title="Jokes by Mr. Sad (Atom)" href="/characters/mr_sad/feed.xml">"#))
        #expect(page.contains(#"<link rel="alternate" type="application/feed+json" title="Jokes by Mr. Sad (JSON Feed)" href="/characters/mr_sad/feed.json">"#))
        #expect(!(try site.read("index.html")).contains("/characters/mr_sad/feed"))
        let sad = try #require(try JSONSerialization.jsonObject(with: Data(site.read("characters/mr_sad/feed.json").utf8)) as? [String: Any])
        #expect((sad["items"] as? [[String: Any]])?.count == 1)
    }
}

/// An Atom document read with `XMLParser` (which fails on XML that is not
/// well-formed): the feed's own text elements, its `self` link, and each
/// entry's text elements.
private final class AtomReader: NSObject, XMLParserDelegate {
    var feed: [String: String] = [:]
    var entries: [[String: String]] = []
    var selfLink: String?
    private var entry: [String: String]?
    private var text = ""
    private var depth = 0

    init(_ data: Data) throws {
        super.init()
        let parser = XMLParser(data: data)
        parser.delegate = self
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.propertyListReadCorrupt) }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        depth += 1
        text = ""
        if name == "entry" { entry = [:] }
        if name == "link", attributes["rel"] == "self", entry == nil { selfLink = attributes["href"] }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        defer { depth -= 1 }
        if name == "entry", let done = entry {
            entries.append(done)
            entry = nil
        } else if entry != nil {
            entry?[name] = text
        } else if depth == 2 {
            feed[name] = text
        }
    }
}
