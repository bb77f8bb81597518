import Foundation

/// One joke as every page shows it, made once per build. Joke text is
/// plain text (SPEC §2): templates escape it for their format, and the
/// Markdown twins get it escaped as Markdown.
struct JokeView: Sendable {
    let id: String
    let link: String
    /// The joke's text as written, cut by `JokeSplitter`.
    let setup: String
    let punchline: String
    /// The setup on one line, for titles, descriptions and link texts.
    let setupLine: String
    let character: CharacterView
    let type: String
    let typeLabel: String
    let tags: [(name: String, link: String)]
    let likes: Int
    let dislikes: Int
    let ratingAverage: String
    let ratingCount: Int
    let deepLink: String
    let isSafeForWork: Bool

    init(joke: Joke, parts: JokeParts, character: CharacterView, site: Site, urls: SiteURLs) {
        id = joke.id
        link = urls.link(Routes.joke(joke.id))
        setup = parts.setup
        punchline = parts.punchline
        setupLine = PlainText.singleLine(parts.setup)
        self.character = character
        type = joke.type
        typeLabel = JokeTypeLabel.label(joke.type)
        tags = joke.sfw ? joke.tags.map { (name: $0, link: urls.link(Routes.tag(TagSlug.make($0)))) } : []
        likes = joke.likes
        dislikes = joke.dislikes
        ratingAverage = joke.ratingCount == 0 ? "–" : String(format: "%.1f", joke.ratingAvg)
        ratingCount = joke.ratingCount
        deepLink = "\(site.appScheme)://joke/\(joke.id)"
        isSafeForWork = joke.sfw
    }

    /// Equal for equal `context`s, without escaping the text: the escaped
    /// forms are functions of the text hashed here and of jokesite, which
    /// every page key names (`BuildFingerprint.generator`). A value added
    /// to `context` must be added here (`JokeViewTests` checks).
    var fingerprint: UInt64 {
        // A flat list hashes several times faster than the dictionary.
        var values: [Any] = [id, link, setup, punchline, setupLine, type, typeLabel, likes, dislikes,
                             ratingAverage, ratingCount, deepLink, isSafeForWork, tags.count]
        for tag in tags { values += [tag.name, tag.link] }
        return TemplateValueHash.hash(values, seed: character.fingerprint)
    }

    var context: [String: Any] {
        [
            "id": id,
            "link": link,
            "setup": setup,
            "punchline": punchline,
            "setup_md": MarkdownEscaping.escape(setup),
            "punchline_md": MarkdownEscaping.escape(punchline),
            "setup_line": setupLine,
            "setup_line_md": MarkdownEscaping.escape(setupLine),
            "has_punchline": !punchline.isEmpty,
            "character": character.context,
            "type": type,
            "type_label": typeLabel,
            "tags": tags.map { ["name": $0.name, "link": $0.link] },
            "has_tags": !tags.isEmpty,
            "likes": likes,
            "dislikes": dislikes,
            "rating_avg": ratingAverage,
            "rating_count": ratingCount,
            "deep_link": deepLink,
            "nsfw": !isSafeForWork,
            "type_plural": JokeTypeLabel.plural(type),
            "has_ratings": ratingCount > 0,
            "rating_count_label": Plural.count(ratingCount, "rating"),
            "has_votes": likes + dislikes > 0,
            "likes_label": Plural.count(likes, "like"),
            "dislikes_label": Plural.count(dislikes, "dislike"),
        ]
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
