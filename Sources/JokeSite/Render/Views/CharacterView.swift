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
    /// Its `avatar` image in the site, if it has one.
    let avatar: String?
    let palette: CharacterPalette
    /// Its template values (`schema`), shared by its jokes' values.
    private(set) var value = TemplateValue.absent

    init(character: JokeCharacter, urls: SiteURLs) {
        id = character.id
        name = character.name
        link = urls.link(Routes.character(character.id))
        color = character.color
        backgroundLight = character.backgroundLight
        backgroundDark = character.backgroundDark
        personalityMarkdown = SafeMarkdown.make(character.personality)
        personalityHTML = MarkdownRenderer.html(character.personality)
        plainPersonality = PlainText.fromMarkdown(character.personality)
        initial = Self.initial(of: character.name)
        avatar = AvatarFiles.route(of: character).map(urls.link)
        palette = CharacterPalette(character: character)
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
        TemplateField("link", .url, "The character's page."),
        TemplateField("color", .text, "The character's colour, `#RRGGBB`, as `characters.json` gives it."),
        TemplateField("background_light", .text, "Its background for light mode, as given."),
        TemplateField("background_dark", .text, "Its background for dark mode, as given."),
        TemplateField("personality_html", .html, "The personality, Markdown made HTML."),
        TemplateField("personality_md", .made(.markdown), "The personality as written (Markdown) without raw HTML or unsafe links, for the Markdown twins: `{{{personality_md}}}`."),
        TemplateField("initial", .text, "The letter on the avatar: \"F\" for Mr. Funny."),
        TemplateField("avatar", .optional(.url), "Its `avatar` image (`characters.json`), copied to `avatars/ID.EXT`; absent without one: show `initial`."),
        // Shades that pass WCAG AA (CharacterPalette).
        TemplateField("on_color", .text, "Text on `color`, black or white, whichever reads better."),
        TemplateField("tint_light", .text, "The character's background for light mode, moved towards its colour where it would melt into the page's."),
        TemplateField("tint_dark", .text, "The character's background for dark mode, moved likewise where it would melt into the page's."),
        TemplateField("accent_light", .text, "The colour as an accent on light backgrounds (AA contrast)."),
        TemplateField("accent_dark", .text, "The colour as an accent on dark backgrounds (AA contrast)."),
        TemplateField("on_accent_light", .text, "Text on `accent_light`."),
        TemplateField("on_accent_dark", .text, "Text on `accent_dark`."),
        TemplateField("text_light", .text, "The colour as text on light backgrounds (AA contrast)."),
        TemplateField("text_dark", .text, "The colour as text on dark backgrounds (AA contrast)."),
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
            "avatar": avatar.map(TemplateValue.text) ?? .absent,
            "on_color": .text(palette.onColour.hex),
            "tint_light": .text(palette.light.tint.hex),
            "tint_dark": .text(palette.dark.tint.hex),
            "accent_light": .text(palette.light.accent.hex),
            "accent_dark": .text(palette.dark.accent.hex),
            "on_accent_light": .text(palette.light.onAccent.hex),
            "on_accent_dark": .text(palette.dark.onAccent.hex),
            "text_light": .text(palette.light.text.hex),
            "text_dark": .text(palette.dark.text.hex),
        ])
    }
}
