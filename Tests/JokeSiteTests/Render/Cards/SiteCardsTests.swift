import SocialCards
import Testing
@testable import JokeSite

@Suite struct SiteCardsTests {
    let catalogue: Catalogue

    init() throws {
        let fixture = try FixtureCatalogue()
        catalogue = CatalogueLoader(contentDirectory: fixture.content.path, shape: .declared).load().catalogue
    }

    @Test func aJokeCardShowsTheSetupNeverThePunchline() throws {
        let cards = SiteCards(site: catalogue.site, baseURL: catalogue.site.baseURL)
        let joke = try #require(catalogue.jokesByID["joke_a"])
        let funny = try #require(catalogue.characters.first { $0.id == "mr_funny" })
        let card = cards.jokeCard(joke, character: funny)
        #expect(card.headline == "Why did the fixture pass?")
        #expect(card.name == "Mr. Funny")
        #expect(card.footer == "Tap for the punchline · \(catalogue.site.title)")
        #expect(card.initial == "F")
        #expect(card.colours.fill == RGBColour(red: 0xF5, green: 0xA6, blue: 0x23))
        #expect(PNGFile(bytes: cards.png(card)).width == 1200)
    }

    @Test func aPageOfTheWholeSiteIsInTheSiteColour() {
        let cards = SiteCards(site: catalogue.site, baseURL: catalogue.site.baseURL)
        let card = cards.pageCard(title: "All-Time Top 10", character: nil)
        #expect(card.name == catalogue.site.title)
        #expect(!card.footer.contains("://") && !card.footer.hasSuffix("/"))
        #expect(card.colours == CharacterPalette(colour: SiteCards.siteColour).cardColours)
        #expect(card.initial == String(catalogue.site.title.first!).uppercased())
    }

    /// The cards of the whole site show the cast in a row; a character's
    /// card shows its own face alone; a new face is a new card file.
    @Test func theSitesCardShowsEveryFace() throws {
        let face = { (colour: String) in Array(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="4" fill="\#(colour)"/></svg>"#.utf8) }
        let faces = Dictionary(uniqueKeysWithValues: catalogue.characters.map { ($0.id, face("#F5A623")) })
        let cards = try #require(PageCards(site: catalogue.site, baseURL: catalogue.site.baseURL, characters: catalogue.characters, faces: faces))
        #expect(cards.siteCard.faces.count == min(catalogue.characters.count, SiteCards.castOnCards) && !cards.siteCard.faces.isEmpty)
        #expect(cards.characterCard(catalogue.characters[0].id)?.faces.isEmpty == true)
        var changed = faces
        changed[catalogue.characters[0].id] = face("#4A90E2")
        let other = try #require(PageCards(site: catalogue.site, baseURL: catalogue.site.baseURL, characters: catalogue.characters, faces: changed))
        #expect(cards.route(of: cards.siteCard) != other.route(of: other.siteCard))
        #expect(PNGFile(bytes: cards.cards.png(cards.siteCard)).width == 1200)
    }

    @Test func cardColoursPassContrast() {
        for character in catalogue.characters {
            let palette = CharacterPalette(character: character)
            let colours = palette.cardColours
            #expect(RGBColour(red: colours.ink.red, green: colours.ink.green, blue: colours.ink.blue).contrast(with: palette.colour) >= 4.5)
        }
    }
}
