import SocialCards

/// A character's colour worked out into shades that meet WCAG AA in both
/// schemes: 4.5:1 for text, 3:1 for UI parts and large text.
public struct CharacterPalette: Sendable, Equatable {
    /// WCAG AA for body text.
    public static let textContrast = 4.5
    /// WCAG AA for UI components and large text.
    public static let uiContrast = 3.0

    /// The loader's default for a character without a colour.
    static let defaultColour = RGBColour(red: 0x8E, green: 0x8E, blue: 0x93)

    /// The character's colour as the catalogue gives it.
    public let colour: RGBColour
    /// Text on a fill of `colour` (a social card, the avatar): at least 4.5:1.
    public let onColour: RGBColour
    public let light: SchemePalette
    public let dark: SchemePalette

    /// `backgroundLight` and `backgroundDark` are the character's own tints
    /// from the catalogue; text shades pass on them too, since pages use them.
    public init(
        colour: RGBColour,
        backgroundLight: RGBColour? = nil,
        backgroundDark: RGBColour? = nil,
        lightPage: PageColours = .light,
        darkPage: PageColours = .dark
    ) {
        self.colour = colour
        onColour = Self.textColour(on: colour)
        light = SchemePalette(colour: colour, page: lightPage, characterBackground: backgroundLight)
        dark = SchemePalette(colour: colour, page: darkPage, characterBackground: backgroundDark)
    }

    /// From the catalogue's hex strings, which the loader has checked (an
    /// unreadable one falls back to the loader's default grey).
    public init(character: JokeCharacter) {
        self.init(
            colour: RGBColour(hex: character.color) ?? Self.defaultColour,
            backgroundLight: RGBColour(hex: character.backgroundLight),
            backgroundDark: RGBColour(hex: character.backgroundDark)
        )
    }

    /// `textColour(on:)` of a catalogue colour, as `#RRGGBB` (the grey
    /// default when it does not read).
    static func textColour(onHex hex: String) -> String {
        textColour(on: RGBColour(hex: hex) ?? defaultColour).hex
    }

    /// White when it reads on `fill`, else a deep shade of the fill's own hue
    /// (warmer than black), else black.
    static func textColour(on fill: RGBColour) -> RGBColour {
        if RGBColour.white.contrast(with: fill) >= textContrast { return .white }
        return shade(of: fill, towards: .black, from: 0.7, reaching: textContrast, against: [fill]) ?? .black
    }

    /// The least mix of `colour` towards `end` (in steps of 1%, from
    /// `start`) whose contrast with every background reaches `ratio`.
    static func shade(
        of colour: RGBColour, towards end: RGBColour, from start: Double = 0,
        reaching ratio: Double, against backgrounds: [RGBColour]
    ) -> RGBColour? {
        for step in Int((start * 100).rounded())...100 {
            let candidate = colour.mixed(with: end, amount: Double(step) / 100)
            if backgrounds.allSatisfy({ candidate.contrast(with: $0) >= ratio }) { return candidate }
        }
        return nil
    }
}

/// A character's shades for one scheme.
public struct SchemePalette: Sendable, Equatable {
    /// A background in the character's colours (its own background when
    /// it has one, else a tint of its colour: pale on a light page, deep on
    /// a dark one), moved towards the colour where it would melt into the
    /// page: a cream on the cream page stays visible.
    public let tint: RGBColour
    /// The colour as a UI part or fill (border, button, avatar): 3:1 against
    /// the page and the surface.
    public let accent: RGBColour
    /// Text on an `accent` fill: 4.5:1.
    public let onAccent: RGBColour
    /// The colour as text on the page, the surface, `tint` and the
    /// character's own background: 4.5:1 on each.
    public let text: RGBColour

    /// How far the tint moves from the colour towards the page.
    static let lightTintAmount = 0.88
    static let darkTintAmount = 0.78
    /// The least contrast ratio between `tint` and the page's background:
    /// enough for a tinted card's edge to show.
    static let tintSeparation = 1.08

    init(colour: RGBColour, page: PageColours, characterBackground: RGBColour?) {
        let away: RGBColour = page.isDark ? .white : .black
        let background = characterBackground ?? (page.isDark
            ? colour.mixed(with: page.background, amount: Self.darkTintAmount)
            : colour.mixed(with: .white, amount: Self.lightTintAmount))
        tint = CharacterPalette.shade(of: background, towards: colour, reaching: Self.tintSeparation, against: [page.background])
            ?? CharacterPalette.shade(of: background, towards: away, reaching: Self.tintSeparation, against: [page.background])
            ?? background
        let pageBackgrounds = [page.background, page.surface]
        accent = CharacterPalette.shade(
            of: colour, towards: away, reaching: CharacterPalette.uiContrast, against: pageBackgrounds
        ) ?? away
        onAccent = CharacterPalette.textColour(on: accent)
        let textBackgrounds = pageBackgrounds + [tint] + (characterBackground.map { [$0] } ?? [])
        text = CharacterPalette.shade(
            of: colour, towards: away, reaching: CharacterPalette.textContrast, against: textBackgrounds
        ) ?? Self.bestOfBlackAndWhite(against: textBackgrounds)
    }

    /// For a character background so odd that no shade passes on all of them.
    private static func bestOfBlackAndWhite(against backgrounds: [RGBColour]) -> RGBColour {
        let worst = { (colour: RGBColour) in backgrounds.map { colour.contrast(with: $0) }.min() ?? 21 }
        return worst(.black) >= worst(.white) ? .black : .white
    }
}
