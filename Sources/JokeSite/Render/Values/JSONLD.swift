/// schema.org descriptions of pages, as JSON-LD for a
/// `<script type="application/ld+json">` (`page.json_ld`). Made from
/// values, written by `JSONWriter.Style.script`: no text of the catalogue
/// can end the element or open a comment there.
///
/// The types are those search engines document reading: `WebSite` (home),
/// `CreativeWork` (a joke: schema.org has no joke type; `genre` names its
/// kind), `ProfilePage` about a `Person` (a character, as Google's profile
/// page data describes a person), and `ItemList`s of `ListItem` with
/// `position` (the Top 10, as Google's list data describes a ranked list).
enum JSONLD {
    static let context: JSONValue = "https://schema.org"

    /// The text of the script element.
    static func script(_ value: JSONValue) -> String {
        JSONWriter.format(value, style: .script)
    }

    /// The home page: the site.
    static func webSite(name: String, url: String) -> JSONValue {
        ["@context": context, "@type": "WebSite", "name": .string(name), "url": .string(url)]
    }

    /// A joke's page: the joke, told by its character, rated by visitors.
    static func joke(_ view: JokeView, site: Site, urls: SiteURLs) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("@context", context),
            ("@type", "CreativeWork"),
            ("url", .string(urls.absolute(Routes.joke(view.id)))),
            ("name", .string(view.setupLine)),
            ("text", .string(view.text)),
            ("genre", .string(view.typeLabel)),
            ("inLanguage", .string(site.language)),
            ("isFamilyFriendly", .bool(view.isSafeForWork)),
            ("author", object(person(view.character, urls: urls))),
            ("isPartOf", ["@type": "WebSite", "name": .string(site.title), "url": .string(urls.base)]),
        ]
        if !view.tags.isEmpty { members.append(("keywords", .string(view.tags.map(\.name).joined(separator: ", ")))) }
        if view.ratingCount > 0 {
            members.append(("aggregateRating", [
                "@type": "AggregateRating",
                "ratingValue": .number(JSONNumber(Double(view.ratingAverage) ?? 0, literal: view.ratingAverage)),
                "ratingCount": .number(JSONNumber(view.ratingCount)),
                "bestRating": .number(JSONNumber(5)),
                "worstRating": .number(JSONNumber(1)),
            ]))
        }
        return object(members)
    }

    /// A character's page (each of its pages): a profile of the character.
    static func profile(_ character: CharacterView, pageURL: String, site: Site, urls: SiteURLs) -> JSONValue {
        var entity = person(character, urls: urls) + [("identifier", .string(character.id))]
        if !character.plainPersonality.isEmpty { entity.append(("description", .string(character.plainPersonality))) }
        return ["@context": context, "@type": "ProfilePage", "url": .string(pageURL), "inLanguage": .string(site.language),
                "mainEntity": object(entity)]
    }

    /// A ranked list: each joke's place (1, 2, …) in the list, its page and setup.
    static func rankedList(name: String, jokes: [JokeView], urls: SiteURLs) -> JSONValue {
        [
            "@type": "ItemList",
            "name": .string(name),
            "itemListOrder": "https://schema.org/ItemListOrderDescending",
            "numberOfItems": .number(JSONNumber(jokes.count)),
            "itemListElement": .array(jokes.enumerated().map { place, joke in
                ["@type": "ListItem", "position": .number(JSONNumber(place + 1)), "url": .string(urls.absolute(Routes.joke(joke.id))),
                 "name": .string(joke.setupLine)]
            }),
        ]
    }

    /// Several descriptions of one page, each read on its own.
    static func graph(_ nodes: [JSONValue]) -> JSONValue {
        ["@context": context, "@graph": .array(nodes)]
    }

    private static func person(_ character: CharacterView, urls: SiteURLs) -> [(String, JSONValue)] {
        [("@type", "Person"), ("name", .string(character.name)), ("url", .string(urls.absolute(Routes.character(character.id))))]
    }

    /// An object of members made one by one (`JSONWriter` sorts them).
    private static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        .object(JSONObject(members: members.map { .init(key: $0.0, value: $0.1) }))
    }
}
