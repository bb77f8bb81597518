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
    /// Text on `color`: black or white (`TextOnColor`).
    let onColor: String
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
        onColor = TextOnColor.text(on: character.color)
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
            "on_color": onColor,
        ]
    }
}
