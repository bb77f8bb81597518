import TemplateEngine

/// A small site's values, shaped like jokesite's: a shared `site` record, a
/// list of records, optional values, text and HTML.
enum TestSchemas {
    static let links = TemplateSchema("Links", [
        TemplateField("home", .text, "The home page."),
        TemplateField("tags", .text, "The tag index."),
    ])
    static let site = TemplateSchema("Site", doc: "The same on every page.", [
        TemplateField("title", .text, "The site's name."),
        TemplateField("links", .record(links), "Links to the main pages."),
    ])
    static let character = TemplateSchema("Character", [
        TemplateField("name", .text, "As shown on pages."),
        TemplateField("link", .text, "The character's page."),
    ])
    static let joke = TemplateSchema("Joke", [
        TemplateField("setup_html", .html, "The setup, as HTML."),
        TemplateField("character", .record(character), "Who tells it."),
        TemplateField("tags", .list(.text), "Its tags."),
        TemplateField("likes", .int, "How many liked it."),
        TemplateField("nsfw", .bool, "Not safe for work."),
    ])
    static let page = TemplateSchema("Tag page", [
        TemplateField("site", .record(site), "The site."),
        TemplateField("title", .text, "The page title."),
        TemplateField("jokes", .list(.record(joke)), "The jokes, best first."),
        TemplateField("next", .optional(.text), "The next page's link, if any."),
    ])

    static let siteValue = TemplateValue.record([.text("Jokes & more"), .record([.text("/"), .text("/tags/")])])

    static func jokeValue(_ name: String, likes: Int, nsfw: Bool = false, tags: [String] = []) -> TemplateValue {
        .record([
            .text("<p>Why did \(name) cross?</p>"),
            .record([.text(name), .text("/characters/\(name.lowercased())/")]),
            .list(tags.map(TemplateValue.text)),
            .int(likes),
            .bool(nsfw),
        ])
    }

    static func pageValue(next: String? = nil) -> TemplateValue {
        .record([
            siteValue,
            .text("Tag \"weather\""),
            .list([jokeValue("Mr. Sad", likes: 3, tags: ["rain", "sun"]), jokeValue("O'Hara", likes: 0, nsfw: true)]),
            next.map(TemplateValue.text) ?? .absent,
        ])
    }

    static func library(_ templates: [String: String]) -> TemplateLibrary {
        TemplateLibrary(templates.map { TemplateSource(name: $0.key, file: "templates/\($0.key).mustache", text: $0.value) })
    }
}
