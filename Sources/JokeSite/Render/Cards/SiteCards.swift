import Foundation
import SocialCards

/// The site's social cards and icons, in its characters' colours: what a
/// page source asks for, as PNG bytes.
public struct SiteCards: Sendable {
    /// The site's own colour, as in templates/assets/icon.svg: for pages
    /// that belong to no character.
    public static let siteColour = RGBColour(red: 0xF5, green: 0xA6, blue: 0x23)

    public let siteTitle: String
    /// The base URL the site is built for without its scheme: "jokes.example.com".
    public let siteAddress: String
    public let painter: CardPainter
    /// Character id → its SVG avatar's bytes, drawn on its cards.
    let avatars: [String: [UInt8]]
    /// The characters' faces in catalogue order, at most `castOnCards`:
    /// the cards of the whole site (home, Top 10) show them in a row.
    let cast: [[UInt8]]
    static let castOnCards = 6
    /// The app's own icon (`app.icon`), an SVG's bytes: the touch icon, and
    /// in place of the site's initial on the cards of the whole site.
    let appIcon: [UInt8]?

    /// `baseURL`: the site's address as built (`--base-url`, else `site.json`'s).
    public init(site: Site, baseURL: String, font: CardFont = .inter, avatars: [String: [UInt8]] = [:], cast: [[UInt8]] = [],
                appIcon: [UInt8]? = nil) {
        self.avatars = avatars
        self.cast = cast
        self.appIcon = appIcon
        siteTitle = site.title
        var address = Substring(baseURL)
        if let scheme = address.range(of: "://") { address = address[scheme.upperBound...] }
        siteAddress = String(address.hasSuffix("/") ? address.dropLast() : address)
        painter = CardPainter(font: font)
    }

    /// A joke's card: its setup, never the punchline, and the prompt to
    /// open it for the punchline. The caller leaves NSFW jokes out.
    public func jokeCard(_ joke: Joke, character: JokeCharacter) -> SocialCard {
        var card = pageCard(title: Self.headline(ofText: joke.text), character: character)
        card.footer = punchlinePrompt
        return card
    }

    /// A joke card's foot: what to do for the punchline, and where.
    var punchlinePrompt: String {
        "Tap for the punchline · \(siteTitle)"
    }

    /// A joke card's headline: the setup of the joke's text as plain text.
    static func headline(ofText text: String) -> String {
        PlainText.fromMarkdown(JokeSplitter.split(text).setup)
    }

    /// A page's card: its title, in `character`'s colours, or the site's
    /// for a page of the whole site (home, Top 10), with the app's icon and
    /// the cast.
    public func pageCard(title: String, character: JokeCharacter?) -> SocialCard {
        guard let character else {
            return SocialCard(headline: title, initial: siteInitial, avatar: appIcon, faces: cast, name: siteTitle, footer: siteAddress,
                              colours: Self.siteColours)
        }
        return SocialCard(
            headline: title,
            initial: CharacterView.initial(of: character.name),
            avatar: avatars[character.id],
            name: character.name,
            footer: siteTitle,
            colours: CharacterPalette(character: character).cardColours
        )
    }

    /// The characters' SVG avatars (`AvatarCheck` read them), by character
    /// id: cards draw SVG faces; a character with another image, or none,
    /// keeps its initial there.
    public static func svgAvatars(of catalogue: Catalogue) -> [String: [UInt8]] {
        var avatars: [String: [UInt8]] = [:]
        for character in catalogue.characters {
            guard let avatar = character.avatar, avatar.lowercased().hasSuffix(".svg"),
                  let data = FileManager.default.contents(atPath: catalogue.files.url(avatar).path) else { continue }
            avatars[character.id] = Array(data)
        }
        return avatars
    }

    /// The app's icon (`app.icon`) when it is an SVG file librsvg draws;
    /// nil otherwise (the touch icon then shows the site's mark).
    public static func svgAppIcon(of catalogue: Catalogue) -> [UInt8]? {
        guard let icon = catalogue.site.app.icon, icon.lowercased().hasSuffix(".svg"),
              let data = FileManager.default.contents(atPath: catalogue.files.url(icon).path) else { return nil }
        return Array(data)
    }

    public func png(_ card: SocialCard) -> [UInt8] {
        painter.png(card)
    }

    /// A 48×48 round favicon: the header's mark.
    public func faviconPNG() -> [UInt8] {
        painter.faviconPNG()
    }

    /// The 180×180 `apple-touch-icon`: the app's icon, else the header's
    /// mark on the page's background.
    public func touchIconPNG() -> [UInt8] {
        painter.touchIconPNG(background: PageColours.light.background, icon: appIcon)
    }

    /// "Mr. Funny Jokes" → "M".
    var siteInitial: String {
        siteTitle.first(where: \.isLetter).map { String($0).uppercased() } ?? "•"
    }

    static let siteColours = CharacterPalette(colour: siteColour).cardColours
}

extension CharacterPalette {
    /// The character's colour as a card's background, with text that reads on it.
    public var cardColours: CardColours {
        CardColours(fill: colour, ink: onColour)
    }
}
