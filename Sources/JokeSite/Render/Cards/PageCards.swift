import SocialCards
import TemplateEngine

/// Which card each page shows, and where the card's file goes. A card's
/// file is named by a stable hash of what it shows, so pages that show the
/// same card share one file and a card is redrawn only when it changes.
struct PageCards: Sendable {
    let cards: SiteCards
    /// Each character's card (its name on its colours), made once: a
    /// joke's card is its character's with the setup as the headline
    /// (working the colours out again cost a few percent of each card).
    private let characterCards: [String: SocialCard]
    /// The home page's, and for pages without a card of their own (tags,
    /// the daily list, 404).
    let siteCard: SocialCard
    static let siteHeadline = "A new joke every day"

    /// `baseURL`: the address the site is built for, which the site's card
    /// prints; `faces`: the characters' SVG avatars (`SiteCards.svgAvatars`);
    /// `appIcon`: the app's SVG icon, for the touch icon.
    init?(site: Site, baseURL: String, characters: [JokeCharacter], faces: [String: [UInt8]], appIcon: [UInt8]? = nil) {
        guard site.cards else { return nil }
        let cast = Array(characters.compactMap { faces[$0.id] }.prefix(SiteCards.castOnCards))
        let cards = SiteCards(site: site, baseURL: baseURL, font: CardFont(families: site.cardFont), avatars: faces, cast: cast, appIcon: appIcon)
        self.cards = cards
        characterCards = Dictionary(characters.map { ($0.id, cards.pageCard(title: $0.name, character: $0)) }, uniquingKeysWith: { first, _ in first })
        // The site's name is on the card already, beside its faces.
        siteCard = cards.pageCard(title: Self.siteHeadline, character: nil)
    }

    /// A joke's setup on its character's colours, and at its foot the
    /// prompt to open it for the punchline; an NSFW joke's text never: its
    /// page gets the character's card.
    func jokeCard(_ joke: JokeView) -> SocialCard? {
        guard var card = characterCards[joke.character.id] else { return nil }
        guard joke.isSafeForWork else { return card }
        card.headline = SiteCards.headline(ofText: joke.text)
        card.footer = cards.punchlinePrompt
        return card
    }

    /// The character's name on its colours.
    func characterCard(_ id: String) -> SocialCard? {
        characterCards[id]
    }

    /// A page of the whole site (home, Top 10): its title on the site's colours.
    func pageCard(title: String) -> SocialCard {
        cards.pageCard(title: title, character: nil)
    }

    /// `cards/<hash>.png`: the hash covers every field the painter draws
    /// (the avatar file's bytes: a new face, a new card) and the font it
    /// draws them in.
    func route(of card: SocialCard) -> String {
        var hasher = StableHasher()
        for text in [cards.painter.font.families, card.headline, card.initial, card.name, card.footer] { hasher.combine(text) }
        for face in (card.avatar.map { [$0] } ?? []) + card.faces {
            hasher.combine(UInt64(face.count))
            face.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
        let colours = card.colours
        for channel in [colours.fill.red, colours.fill.green, colours.fill.blue, colours.ink.red, colours.ink.green, colours.ink.blue] {
            hasher.combine(UInt64(channel))
        }
        return CardFolder.route + hasher.value.description + ".png"
    }

    /// The card as an output of the page that shows it: named and keyed
    /// by what it shows (and `generatorKey`, the code that draws it), so
    /// pages that show one card share one file, drawn again only when what
    /// it shows changes.
    func output(of card: SocialCard, generatorKey: ContentHash) -> OutputJob {
        let route = route(of: card)
        let cards = cards
        return OutputJob(name: route, isPage: false) {
            var hasher = StableHasher(seed: generatorKey)
            hasher.combine(route)
            return PreparedOutput(key: hasher.value) { _, buffer in buffer.append(cards.png(card)) }
        }
    }

    /// What a card's key adds for the code that draws it.
    static func generatorKey(_ generator: String) -> ContentHash {
        var hasher = StableHasher()
        hasher.combine("card:" + generator)
        return hasher.value
    }

    static let width = CardPainter.cardWidth
    static let height = CardPainter.cardHeight
}
