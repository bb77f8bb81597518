import Foundation
import Testing
@testable import JokeSite

/// Social cards in a real build: every page names a card that exists, a
/// card is drawn once and again only when what it shows changes.
@Suite struct SocialCardBuildTests {
    @Test func everyJokePageNamesAnExisting1200By630Card() throws {
        let site = try FixtureSite()
        try site.build()
        // Not the old address of a joke (`migrated_from`), which only sends the visitor on.
        let jokePages = try site.htmlFiles().filter { try $0.hasPrefix("jokes/") && !site.read($0).contains(#"http-equiv="refresh""#) }
        #expect(!jokePages.isEmpty)
        for page in jokePages {
            let card = try #require(try Self.cardPath(in: site.read(page)), "\(page) has no og:image")
            let png = PNGFile(bytes: Array(try Data(contentsOf: site.output.appendingPathComponent(card))))
            #expect(png.hasSignature)
            #expect(png.width == 1200 && png.height == 630, "\(card)")
        }
        // Every card the build wrote, read by libpng (through cairo), not by jokesite's encoder.
        let cards = try site.snapshot().filter { $0.key.hasPrefix(CardFolder.route) }
        #expect(!cards.isEmpty)
        for (path, bytes) in cards {
            #expect(PNGFile(bytes: Array(bytes)).decodedPixels()?.count == 1200 * 630, "\(path)")
        }
        let page = try site.read("jokes/joke_a/index.html")
        #expect(page.contains(#"<meta property="og:image:alt" content="Why did the fixture pass?">"#))
        #expect(page.contains(#"<meta name="twitter:card" content="summary_large_image">"#))
        #expect(!page.contains("well prepared\">"), "never the punchline")
    }

    @Test func eachPageWithACardOfItsOwnHasOneAndTheRestShowTheSiteCard() throws {
        let site = try FixtureSite()
        try site.build()
        let home = try #require(try Self.cardPath(in: site.read("index.html")))
        let character = try #require(try Self.cardPath(in: site.read("characters/mr_sad/index.html")))
        let top10 = try #require(try Self.cardPath(in: site.read("top10/index.html")))
        let day = try #require(try Self.cardPath(in: site.read("daily/2026-11-22/index.html")))
        #expect(Set([home, character, top10, day]).count == 4)
        #expect(try Self.cardPath(in: site.read("tags/index.html")) == home)
        #expect(try site.read("index.html").contains(#"<script type="application/ld+json">{"@context":"https:\/\/schema.org","@type":"WebSite","name":"Fixture Jokes","url":"https:\/\/fixture.example.org\/"}</script>"#))
    }

    /// The site's card prints the address the site is built for: built
    /// with `--base-url`, it is another card (its name is a hash of what it
    /// shows), and the site.json address comes back with the option gone.
    @Test func theSiteCardPrintsTheAddressTheSiteIsBuiltFor() throws {
        let site = try FixtureSite()
        try site.build()
        let own = try #require(try Self.cardPath(in: site.read("tags/index.html")))
        try site.build(baseURL: "https://preview.example.net/jokes/")
        let preview = try #require(try Self.cardPath(in: site.read("tags/index.html")))
        #expect(preview != own)
        #expect(try site.read("tags/index.html").contains("https://preview.example.net/jokes/\(preview)"))
        #expect(site.exists(preview) && !site.exists(own))
        try site.build()
        #expect(try Self.cardPath(in: site.read("tags/index.html")) == own)

        let catalogue = CatalogueLoader(contentDirectory: site.fixture.content.path, shape: .declared).load().catalogue
        let cards = try #require(PageCards(site: catalogue.site, baseURL: "https://preview.example.net/jokes/", characters: [], faces: [:]))
        #expect(cards.siteCard.footer == "preview.example.net/jokes")
        #expect(PageCards(site: catalogue.site, baseURL: catalogue.site.baseURL, characters: [], faces: [:])?.siteCard.footer == "fixture.example.org")
    }

    @Test func anNSFWJokePageShowsItsCharactersCardNotItsText() throws {
        let site = try FixtureSite()
        try site.fixture.replace("\"per_page\": 2,", with: "\"per_page\": 2, \"include_nsfw\": true,", in: "site.json")
        try site.build()
        let page = try site.read("jokes/joke_e/index.html")
        #expect(try Self.cardPath(in: page) == Self.cardPath(in: site.read("characters/mr_sad/index.html")))
        #expect(page.contains(#"<meta property="og:image:alt" content="Mr. Sad">"#))
        for file in try site.htmlFiles() {
            #expect(try !site.read(file).contains("og:image:alt\" content=\"A joke for grown-ups"), "\(file)")
        }
    }

    @Test func cardsFalseMakesNoPNGsAndNoImageTags() throws {
        let site = try FixtureSite()
        try site.fixture.replace("\"per_page\": 2,", with: "\"per_page\": 2, \"cards\": false, \"card_font\": \"Noto Sans\",", in: "site.json")
        let report = try site.build()
        #expect(report.warnings.isEmpty, "cards and card_font are known fields")
        #expect(report.cardsDrawn == 0)
        #expect(try site.snapshot().keys.filter { $0.hasSuffix(".png") }.isEmpty)
        for file in try site.htmlFiles() {
            let text = try site.read(file)
            #expect(!text.contains("og:image") && !text.contains("apple-touch-icon"), "\(file)")
            // An old address's page only sends the visitor on: no colours of its own.
            #expect(text.contains("theme-color") || text.contains(#"http-equiv="refresh""#), "\(file)")
        }
    }

    @Test func editingLikesKeepsTheCardAndEditingTheTextRedrawsIt() throws {
        let site = try FixtureSite()
        let first = try site.build()
        #expect(first.cardsDrawn > 0)
        let before = try #require(try Self.cardPath(in: site.read("jokes/joke_a/index.html")))
        try site.fixture.replace("\"likes\": 4", with: "\"likes\": 9", in: "jokes.json")
        let liked = try site.build()
        #expect(liked.cardsDrawn == 0)
        #expect(try Self.cardPath(in: site.read("jokes/joke_a/index.html")) == before)
        try site.fixture.replace("Why did the fixture pass?", with: "Why did the fixture win?", in: "jokes.json")
        let edited = try site.build()
        #expect(edited.cardsDrawn == 1)
        let after = try #require(try Self.cardPath(in: site.read("jokes/joke_a/index.html")))
        #expect(after != before)
        #expect(site.exists(after))
        #expect(!site.exists(before), "the old card goes with the page that showed it")
    }

    /// An SVG avatar is drawn on its character's cards, and the card's
    /// name covers the file's bytes: a new face, new cards.
    @Test func aChangedFaceRedrawsTheCards() throws {
        let site = try FixtureSite()
        let plain = try site.build()
        let initialCard = try #require(try Self.cardPath(in: site.read("jokes/joke_a/index.html")))
        let face = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="#F5A623"/><circle cx="22" cy="28" r="6" fill="#231A33"/><circle cx="42" cy="28" r="6" fill="#231A33"/></svg>"##
        try FileManager.default.createDirectory(at: site.fixture.content.appendingPathComponent("avatars"), withIntermediateDirectories: true)
        try site.fixture.write("avatars/mr_funny.svg", face)
        try site.fixture.replace("\"name\": \"Mr. Funny\",", with: "\"name\": \"Mr. Funny\", \"avatar\": \"avatars/mr_funny.svg\",", in: "characters.json")
        let withFace = try site.build()
        let faceCard = try #require(try Self.cardPath(in: site.read("jokes/joke_a/index.html")))
        #expect(faceCard != initialCard)
        #expect(withFace.cardsDrawn > 0 && withFace.cardsDrawn < plain.cardsDrawn, "only Mr. Funny's cards")
        #expect(try Self.cardPath(in: site.read("characters/mr_sad/index.html")) != nil)
        // The same face, another expression: every card of Mr. Funny again.
        try site.fixture.write("avatars/mr_funny.svg", face.replacingOccurrences(of: "r=\"6\"", with: "r=\"9\""))
        let newFace = try site.build()
        let newCard = try #require(try Self.cardPath(in: site.read("jokes/joke_a/index.html")))
        #expect(newCard != faceCard)
        #expect(newFace.cardsDrawn == withFace.cardsDrawn)
        let before = try Data(contentsOf: site.output.appendingPathComponent(newCard))
        #expect(!site.exists(faceCard))
        #expect(PNGFile(bytes: Array(before)).decodedPixels()?.count == 1200 * 630)
    }

    @Test func anotherCardFontRedrawsEveryCard() throws {
        let site = try FixtureSite()
        let first = try site.build()
        let before = try #require(try Self.cardPath(in: site.read("jokes/joke_a/index.html")))
        try site.fixture.replace("\"per_page\": 2,", with: "\"per_page\": 2, \"card_font\": \"DejaVu Serif\",", in: "site.json")
        let report = try site.build()
        #expect(report.cardsDrawn == first.cardsDrawn)
        #expect(try Self.cardPath(in: site.read("jokes/joke_a/index.html")) != before)
    }

    @Test func theFaviconAndTouchIconHaveTheirSizes() throws {
        let site = try FixtureSite()
        try site.build()
        let favicon = PNGFile(bytes: Array(try Data(contentsOf: site.output.appendingPathComponent(IconFiles.favicon))))
        let touchIcon = PNGFile(bytes: Array(try Data(contentsOf: site.output.appendingPathComponent(IconFiles.touchIcon))))
        #expect(favicon.width == 48 && favicon.height == 48)
        #expect(touchIcon.width == 180 && touchIcon.height == 180)
        let page = try site.read("about/index.html")
        #expect(page.contains(#"<link rel="icon" href="/assets/favicon.png" type="image/png" sizes="48x48">"#))
        #expect(page.contains(#"<link rel="apple-touch-icon" href="/assets/apple-touch-icon.png" sizes="180x180">"#))
    }

    /// `cards/…png` from `<meta property="og:image" content="https://…/cards/…png">`.
    static func cardPath(in page: String) -> String? {
        guard let start = page.range(of: #"<meta property="og:image" content=""#),
              let end = page[start.upperBound...].firstIndex(of: "\"") else { return nil }
        let url = page[start.upperBound..<end]
        return url.range(of: "/cards/").map { "cards/" + url[$0.upperBound...] }
    }
}
