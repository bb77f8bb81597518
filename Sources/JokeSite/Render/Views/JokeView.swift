import Foundation
import TemplateEngine

/// One joke as every page shows it, made once per build. Joke text is
/// plain text (SPEC §2): templates escape it for their format (`{{setup}}`
/// is entities in HTML, backslashes in the Markdown twins).
struct JokeView: Sendable {
    let id: String
    let link: String
    /// The joke's text as written (JSON-LD, social cards).
    let text: String
    /// When it was added, in seconds since 1970; 0 when unknown.
    let created: Int
    /// The joke's text as written, cut by `JokeSplitter`; a knock-knock
    /// joke's one turn a line (`KnockKnockLines`).
    let setup: String
    let punchline: String
    /// The setup on one line, for titles, descriptions and link texts.
    let setupLine: String
    let character: CharacterView
    let type: String
    let typeLabel: String
    let tags: [(name: String, slug: String, link: String)]
    let likes: Int
    let dislikes: Int
    let ratingAverage: String
    let ratingCount: Int
    /// The joke in the app, when `app.deep_links` names a joke path.
    let deepLink: String?
    let isSafeForWork: Bool

    init(joke: Joke, parts: JokeParts, character: CharacterView, site: Site, urls: SiteURLs) {
        id = joke.id
        link = urls.link(Routes.joke(joke.id))
        text = joke.text
        created = Int(joke.createdAt?.timeIntervalSince1970 ?? 0)
        let shown = KnockKnockLines.lines(parts)
        setup = shown.setup
        punchline = shown.punchline
        setupLine = PlainText.singleLine(parts.setup)
        self.character = character
        type = joke.type
        typeLabel = JokeTypeLabel.label(joke.type)
        tags = joke.sfw ? joke.tags.map { name in
            let slug = TagSlug.make(name)
            return (name: name, slug: slug, link: urls.link(Routes.tag(slug)))
        } : []
        likes = joke.likes
        dislikes = joke.dislikes
        ratingAverage = joke.ratingCount == 0 ? "–" : Self.oneDecimal(joke.ratingAvg)
        ratingCount = joke.ratingCount
        deepLink = site.app.deepLinks.opensJoke ? "\(site.appScheme)://" + site.app.deepLinks.path(kind: "joke", id: joke.id) : nil
        isSafeForWork = joke.sfw
    }

    /// `String(format: "%.1f", value)`, which rounds the exact binary value
    /// to the nearest tenth, a tie to the even tenth, for a fraction of
    /// Foundation's cost: `fma` tells on which side of a boundary the exact
    /// value lies without rounding it first.
    static func oneDecimal(_ value: Double) -> String {
        // Ratings: not negative (printf writes -0.0), nor so large that tenths are inexact.
        guard value.sign == .plus, value < 1e14 else { return String(format: "%.1f", value) }
        // The whole tenths in the value, exactly: value * 10 rounded may be one off.
        var tenths = (value * 10).rounded(.down)
        if (-tenths).addingProduct(value, 10) < 0 { tenths -= 1 }
        if (-(tenths + 1)).addingProduct(value, 10) >= 0 { tenths += 1 }
        // Against the midpoint (2 * tenths + 1) / 20, exactly.
        let side = (-(2 * tenths + 1)).addingProduct(value, 20)
        if side > 0 || (side == 0 && tenths.truncatingRemainder(dividingBy: 2) != 0) { tenths += 1 }
        let whole = Int(tenths)
        return "\(whole / 10).\(whole % 10)"
    }

    static let tag = TemplateSchema("Tag link", doc: "A tag of a joke.", [
        TemplateField("name", .text, "The tag as written."),
        TemplateField("slug", .text, "The tag's address name, one for all its spellings (\"Café\", \"cafe\": `cafe`): the search page's tag filter."),
        TemplateField("link", .url, "The tag's page."),
    ])

    /// What a joke's card partials see (`partials/joke-card`,
    /// `partials/joke.md`): every value of a joke but the cards themselves,
    /// each declared once with how it is read from the view. Its hash is
    /// what a page that reads the joke depends on (`SiteInputs`): a value
    /// pages show that is not declared here would not re-make them.
    static let card = DeclaredRecord<JokeView>("Joke card", doc: "A joke, as its card partials see it.", [
        .init("id", .text, "The joke's id.") { .text($0.id) },
        .init("link", .url, "The joke's page.") { .text($0.link) },
        .init("setup", .text, "The setup (the whole text of a joke without a punchline); a knock-knock joke's one turn a line.") { .text($0.setup) },
        .init("punchline", .text, "The punchline; empty if there is none; a knock-knock joke's one turn a line.") { .text($0.punchline) },
        .init("setup_line", .text, "The setup on one line, for titles and link texts.") { .text($0.setupLine) },
        .init("has_punchline", .bool, "The joke has a punchline.") { .bool(!$0.punchline.isEmpty) },
        .init("pause", .bool,
              "The setup ends without punctuation before a punchline: show it trailing off, `{{setup}}{{#pause}}…{{/pause}}`, and the punchline picking up.") {
            .bool(SetupPause.isPause(setup: $0.setup, punchline: $0.punchline))
        },
        .init("character", .record(CharacterView.schema), "Who tells it.") { $0.character.value },
        .init("type", .text, "Its type, as `knock_knock`.") { .text($0.type) },
        .init("type_label", .text, "Its type for people: \"Knock-knock joke\".") { .text($0.typeLabel) },
        .init("type_plural", .text, "Its type in the plural, lower case: \"knock-knock jokes\".") { .text(JokeTypeLabel.plural($0.type)) },
        .init("tags", .list(.record(tag)), "Its tags (none for a joke not safe for work).") { view in
            .list(view.tags.map { tag.record(["name": .text($0.name), "slug": .text($0.slug), "link": .text($0.link)]) })
        },
        .init("has_tags", .bool, "It has tags.") { .bool(!$0.tags.isEmpty) },
        .init("likes", .int, "How many liked it.") { .int($0.likes) },
        .init("dislikes", .int, "How many disliked it.") { .int($0.dislikes) },
        .init("likes_label", .text, "\"1 like\", \"3 likes\".") { .text(Plural.count($0.likes, "like")) },
        .init("dislikes_label", .text, "\"1 dislike\", \"3 dislikes\".") { .text(Plural.count($0.dislikes, "dislike")) },
        .init("votes_label", .text, "\"12 likes, 1 dislike\", a count of none left out: \"12 likes\"; empty without votes.") { view in
            let likes = view.likes > 0 ? Plural.count(view.likes, "like") : ""
            let dislikes = view.dislikes > 0 ? Plural.count(view.dislikes, "dislike") : ""
            return .text(likes.isEmpty || dislikes.isEmpty ? likes + dislikes : likes + ", " + dislikes)
        },
        // In Double: each may be Firestore's largest integer, and the sum overflow Int.
        .init("has_votes", .bool, "Anyone liked or disliked it.") { .bool(Double($0.likes) + Double($0.dislikes) > 0) },
        .init("rating_avg", .text, "Its average rating, one decimal; \"–\" without ratings.") { .text($0.ratingAverage) },
        .init("rating_count", .int, "How many rated it.") { .int($0.ratingCount) },
        .init("rating_count_label", .text, "\"1 rating\", \"3 ratings\".") { .text(Plural.count($0.ratingCount, "rating")) },
        .init("has_ratings", .bool, "Anyone rated it.") { .bool($0.ratingCount > 0) },
        .init("deep_link", .optional(.url),
              "The joke in the app, when `site.json` `app.deep_links` names a `joke` path; absent otherwise (the app cannot open one joke).") {
            .optional($0.deepLink)
        },
        .init("nsfw", .bool, "Not safe for work.") { .bool(!$0.isSafeForWork) },
        .init("text", .text, "The whole text as written, setup and punchline in one.") { .text($0.text) },
        .init("created", .int, "When it was added, in seconds since 1970; 0 when unknown.") { .int($0.created) },
    ])

    static let cardSchema = card.schema

    /// A joke as pages see it: the card's values and the cards.
    static let schema = TemplateSchema("Joke", doc: "A joke.", cardSchema.fields + [
        TemplateField("card_html", .html, "The joke's card, `partials/joke-card` rendered: `{{{card_html}}}`."),
        TemplateField("card_md", .made(.markdown), "The joke's Markdown card, `partials/joke.md` rendered and trimmed: `{{{card_md}}}`."),
    ])

    /// The values of `cardSchema`, in its order, with room for the cards.
    var cardFields: [TemplateValue] {
        Self.card.values(of: self, roomForMore: 2)
    }
}

/// Display names of joke types: `knock_knock` → "Knock-knock joke", and
/// in the plural, "knock-knock jokes".
enum JokeTypeLabel {
    static func label(_ type: String) -> String {
        plural(type, count: 1).capitalizedFirst
    }

    /// Lower case, for running text: "tells dad jokes and puns".
    static func plural(_ type: String, count: Int = 2) -> String {
        let (singular, plural): (String, String) = switch type {
        case "dad_joke": ("dad joke", "dad jokes")
        case "knock_knock": ("knock-knock joke", "knock-knock jokes")
        case "pickup_line": ("pickup line", "pickup lines")
        case "one_liner": ("one-liner", "one-liners")
        default: Self.words(type)
        }
        return count == 1 ? singular : plural
    }

    /// An unknown type: its words, with "joke" unless it names a kind already.
    private static func words(_ type: String) -> (String, String) {
        let words = type.replacingOccurrences(of: "_", with: " ").lowercased()
        if words.hasSuffix("joke") { return (words, words + "s") }
        if words.hasSuffix("jokes") { return (String(words.dropLast()), words) }
        return (words, words.hasSuffix("s") ? words : words + "s")
    }
}

extension String {
    var capitalizedFirst: String {
        prefix(1).uppercased() + dropFirst()
    }
}
