/// A character as pages show it: name, link, colours, personality.
struct CharacterView: Sendable {
    let id: String
    let name: String
    let link: String
    let color: String
    let backgroundLight: String
    let backgroundDark: String
    let personalityHTML: String
    let personalityMarkdown: String
    let plainPersonality: String
    let initial: String
    let palette: CharacterPalette
    /// Of `context`, for the fingerprints of the character's jokes.
    private(set) var fingerprint: UInt64 = 0

    init(character: JokeCharacter, urls: SiteURLs) {
        id = character.id
        name = character.name
        link = urls.link(Routes.character(character.id))
        color = character.color
        backgroundLight = character.backgroundLight
        backgroundDark = character.backgroundDark
        personalityMarkdown = character.personality
        personalityHTML = MarkdownRenderer.html(character.personality)
        plainPersonality = PlainText.fromMarkdown(character.personality)
        initial = Self.initial(of: character.name)
        palette = CharacterPalette(character: character)
        fingerprint = TemplateValueHash.hash(context)
    }

    /// The letter on the avatar: "Mr. Funny" → "F".
    static func initial(of name: String) -> String {
        let word = name.split(separator: " ").last(where: { $0.first?.isLetter == true }) ?? Substring(name)
        return word.prefix(1).uppercased()
    }

    var context: [String: Any] {
        [
            "id": id,
            "name": name,
            "link": link,
            "color": color,
            "background_light": backgroundLight,
            "background_dark": backgroundDark,
            "personality_html": personalityHTML,
            "personality_md": personalityMarkdown,
            "initial": initial,
            // Shades that pass WCAG AA (CharacterPalette).
            "on_color": palette.onColour.hex,
            "tint_light": palette.light.tint.hex,
            "tint_dark": palette.dark.tint.hex,
            "accent_light": palette.light.accent.hex,
            "accent_dark": palette.dark.accent.hex,
            "on_accent_light": palette.light.onAccent.hex,
            "on_accent_dark": palette.dark.onAccent.hex,
            "text_light": palette.light.text.hex,
            "text_dark": palette.dark.text.hex,
        ]
    }
}
