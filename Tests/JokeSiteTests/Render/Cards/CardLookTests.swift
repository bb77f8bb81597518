import Foundation
@testable import SocialCards
import Testing
@testable import JokeSite

/// Cards look as they did with 256 shades: the sample's cards, drawn now,
/// against the files main drew at d72c1f4 (`jokesite draw-cards --content
/// content --out`, 256 blends of fill to ink). The measure: the mean
/// absolute difference of all channels of all pixels, at most one level
/// of 255; and no channel further off than half a shade of
/// `CardShades` (a 15th of the way from fill to ink) and two levels of
/// antialiasing's rounding. A deliberate new look (or new sample jokes)
/// draws the reference files again, with `draw-cards --out`.
@Suite struct CardLookTests {
    static let reference = FixtureSite.projectRoot.appendingPathComponent("Tests/JokeSiteTests/Fixtures/cards-256-shades")

    let catalogue = CatalogueLoader(contentDirectory: FixtureSite.projectRoot.appendingPathComponent("content").path, shape: .declared)
        .load().catalogue

    /// As `draw-cards` makes them.
    var cards: SiteCards {
        SiteCards(site: catalogue.site, baseURL: catalogue.site.baseURL, font: CardFont(families: catalogue.site.cardFont),
                  avatars: SiteCards.svgAvatars(of: catalogue))
    }

    /// One joke of each character, short and long setups.
    @Test(arguments: ["652oVhJhffBP48wexjc7", "4Ree7NAw8MhdkW3oAwdY", "2mjEwEzSkyZx7SmJQDFB", "BXpeeuLvqXh8g5rMmKsS", "AC0vzW2PlHvjS2orEyiT"])
    func aJokesCardLooksAsItDid(_ id: String) throws {
        let joke = try #require(catalogue.jokesByID[id])
        let character = try #require(catalogue.characters.first { $0.id == joke.character })
        let card = cards.jokeCard(joke, character: character)
        try expectLooksAlike(cards.png(card), Self.reference.appendingPathComponent("\(id).png"), card.colours)
    }

    @Test func theSitesCardLooksAsItDid() throws {
        let card = cards.pageCard(title: "All-Time Top 10", character: nil)
        try expectLooksAlike(cards.png(card), Self.reference.appendingPathComponent("_top10.png"), card.colours)
    }

    private func expectLooksAlike(_ png: [UInt8], _ referenceFile: URL, _ colours: CardColours) throws {
        let now = try #require(PNGFile(bytes: png).decodedPixels())
        let before = try #require(PNGFile(bytes: Array(Data(contentsOf: referenceFile))).decodedPixels())
        try #require(now.count == before.count)
        var total = 0
        var largest = 0
        for (a, b) in zip(now, before) {
            for shift in CardBackgroundTests.channels {
                let difference = abs(CardBackgroundTests.level(a, shift) - CardBackgroundTests.level(b, shift))
                total += difference
                largest = max(largest, difference)
            }
        }
        let mean = Double(total) / Double(3 * now.count)
        #expect(mean <= 1, "\(referenceFile.lastPathComponent): mean difference \(mean)")
        #expect(largest <= CardBackgroundTests.tolerance(colours), "\(referenceFile.lastPathComponent): a channel \(largest) off")
    }
}
