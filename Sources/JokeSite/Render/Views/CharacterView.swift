import TemplateEngine

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
    /// Its template values (`schema`), shared by its jokes' values.
    private(set) var value = TemplateValue.absent

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
        value = .derived(DerivedValue(shared: .record(fields)))
    }

    /// The letter on the avatar: "Mr. Funny" → "F".
    static func initial(of name: String) -> String {
        let word = name.split(separator: " ").last(where: { $0.first?.isLetter == true }) ?? Substring(name)
        return word.prefix(1).uppercased()
    }

    static let fieldsDeclared = [
        TemplateField("id", .text, "The character's id, as `mr_funny`."),
        TemplateField("name", .text, "As shown on pages: \"Mr. Funny\"."),
        TemplateField("link", .text, "The character's page."),
        TemplateField("color", .text, "The character's colour, `#RRGGBB`."),
        TemplateField("background_light", .text, "A tint of it for light mode."),
        TemplateField("background_dark", .text, "A tint of it for dark mode."),
        TemplateField("personality_html", .html, "The personality, Markdown made HTML."),
        TemplateField("personality_md", .text, "The personality as written (Markdown), for the Markdown twins: `{{{personality_md}}}`."),
        TemplateField("initial", .text, "The letter on the avatar: \"F\" for Mr. Funny."),
        TemplateField("on_color", .text, "Black or white, whichever reads better on `color`."),
    ]

    static let schema = TemplateSchema("Character", doc: "A character.", fieldsDeclared)

    /// The values of `schema`, in its order.
    var fields: [TemplateValue] {
        Self.schema.fieldValues([
            "id": .text(id),
            "name": .text(name),
            "link": .text(link),
            "color": .text(color),
            "background_light": .text(backgroundLight),
            "background_dark": .text(backgroundDark),
            "personality_html": .text(personalityHTML),
            "personality_md": .text(personalityMarkdown),
            "initial": .text(initial),
            "on_color": .text(onColor),
        ])
    }
}
