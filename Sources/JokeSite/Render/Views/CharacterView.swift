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
        value = .derived(DerivedValue(shared: Self.record.record(of: self)))
    }

    /// The letter on the avatar: "Mr. Funny" → "F".
    static func initial(of name: String) -> String {
        let word = name.split(separator: " ").last(where: { $0.first?.isLetter == true }) ?? Substring(name)
        return word.prefix(1).uppercased()
    }

    /// Its template values, each declared once with how it is read. Their
    /// hash (with its face) is what a page that reads the character
    /// depends on (`SiteInputs`).
    static let record = DeclaredRecord<CharacterView>("Character", doc: "A character.", [
        .init("id", .text, "The character's id, as `mr_funny`.") { .text($0.id) },
        .init("name", .text, "As shown on pages: \"Mr. Funny\".") { .text($0.name) },
        .init("link", .url, "The character's page.") { .text($0.link) },
        .init("color", .text, "The character's colour, `#RRGGBB`, as `characters.json` gives it.") { .text($0.color) },
        .init("background_light", .text, "Its background for light mode, as given.") { .text($0.backgroundLight) },
        .init("background_dark", .text, "Its background for dark mode, as given.") { .text($0.backgroundDark) },
        .init("personality_html", .html, "The personality, Markdown made HTML.") { .text($0.personalityHTML) },
        .init("personality_md", .made(.markdown),
              "The personality as written (Markdown) without raw HTML or unsafe links, for the Markdown twins: `{{{personality_md}}}`.") {
            .text($0.personalityMarkdown)
        },
        .init("personality_text", .text, "The personality as plain text, for descriptions.") { .text($0.plainPersonality) },
        .init("initial", .text, "The letter on the avatar: \"F\" for Mr. Funny.") { .text($0.initial) },
        .init("avatar", .optional(.url), "Its `avatar` image (`characters.json`), copied to `avatars/ID.EXT`; absent without one: show `initial`.") {
            $0.avatar.map(TemplateValue.text) ?? .absent
        },
        // Shades that pass WCAG AA (CharacterPalette).
        .init("on_color", .text, "Text on `color`, black or white, whichever reads better.") { .text($0.palette.onColour.hex) },
        .init("tint_light", .text, "The character's background for light mode, moved towards its colour where it would melt into the page's.") { .text($0.palette.light.tint.hex) },
        .init("tint_dark", .text, "The character's background for dark mode, moved likewise where it would melt into the page's.") { .text($0.palette.dark.tint.hex) },
        .init("accent_light", .text, "The colour as an accent on light backgrounds (AA contrast).") { .text($0.palette.light.accent.hex) },
        .init("accent_dark", .text, "The colour as an accent on dark backgrounds (AA contrast).") { .text($0.palette.dark.accent.hex) },
        .init("on_accent_light", .text, "Text on `accent_light`.") { .text($0.palette.light.onAccent.hex) },
        .init("on_accent_dark", .text, "Text on `accent_dark`.") { .text($0.palette.dark.onAccent.hex) },
        .init("text_light", .text, "The colour as text on light backgrounds (AA contrast).") { .text($0.palette.light.text.hex) },
        .init("text_dark", .text, "The colour as text on dark backgrounds (AA contrast).") { .text($0.palette.dark.text.hex) },
    ])

    static let schema = record.schema
}
