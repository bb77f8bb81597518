import TemplateEngine

/// The values of the feeds' templates (`feed.xml`, Atom; `feed.json`,
/// JSON Feed 1.1), declared once for the site's feed and each
/// character's, and the HTML content of an entry (`partials/feed-content.html`).
enum FeedValues {
    static let contentPartial = "partials/feed-content.html"

    static let line = TemplateSchema("Line", doc: "A line of a paragraph.", [
        TemplateField("text", .text, "The line's text."),
        TemplateField("last", .bool, "It is the paragraph's last line (no line break after it)."),
    ])

    static let paragraph = TemplateSchema("Paragraph", doc: "The setup or the punchline.", [
        TemplateField("lines", .list(.record(line)), "Its lines, as the joke's text breaks them."),
        TemplateField("last", .bool, "It is the last paragraph."),
    ])

    /// What `partials/feed-content.html` sees.
    static let content = TemplateSchema("Feed content", doc: "A joke as the HTML content of a feed entry.", [
        TemplateField("paragraphs", .list(.record(paragraph)), "The setup, then the punchline if there is one."),
        TemplateField("joke", .record(JokeView.schema), "The joke."),
    ])

    static let tag = TemplateSchema("Feed tag", doc: "A tag of an entry's joke.", [
        TemplateField("name", .text, "The tag as written."),
        TemplateField("last", .bool, "It is the entry's last tag (no comma after it in JSON)."),
    ])

    static let entry = TemplateSchema("Feed entry", doc: "A joke in a feed, newest first.", [
        TemplateField("title", .text, "The joke's setup on one line, cut at 80 characters; in the site's feed, then \"— Joke of the day, DAY\"."),
        TemplateField("link", .url, "The absolute address of the entry's page: the day's in the site's feed, the joke's in a character's."),
        TemplateField("published", .text, "When it was published, RFC 3339: the day's start, or the joke's `created_at`."),
        TemplateField("joke", .record(JokeView.schema), "The joke."),
        TemplateField("author_url", .url, "The absolute address of the joke's character's page."),
        TemplateField("tags", .list(.record(tag)), "The joke's tags."),
        TemplateField("content_html", .html, "The joke as HTML, `partials/feed-content.html` rendered: `{{content_html}}` escapes it as the feed's text."),
        TemplateField("content_text", .text, "The setup and the punchline as plain text, a line break between them."),
        TemplateField("last", .bool, "It is the last entry (no comma after it in JSON)."),
    ])

    private static let fields = [
        TemplateField("title", .text, "The feed's title: the site's, or \"NAME · SITE\" for a character's."),
        TemplateField("subtitle", .text, "What it carries: \"The joke of the day\", \"Jokes by NAME\"."),
        TemplateField("home_url", .url, "The absolute address of the page it is the feed of."),
        TemplateField("json_url", .url, "The absolute address of its JSON Feed."),
        TemplateField("atom_url", .url, "The absolute address of its Atom feed."),
        TemplateField("updated", .text, "Its newest entry's `published`; with none, the start of today."),
        TemplateField("entries", .list(.record(entry)), "Its entries, newest first."),
    ]

    static let atom = DocumentKind(template: "feed.xml", title: "Atom feed",
                                   doc: "`/feed.xml`, the recent jokes of the day, and `characters/ID/feed.xml`, a character's newest jokes.", fields)
    static let json = DocumentKind(template: "feed.json", title: "JSON Feed",
                                   doc: "`/feed.json` and `characters/ID/feed.json`: the Atom feed's entries as JSON Feed 1.1.", fields)

    /// Both feeds of `channel`, at its routes: the channel is made once,
    /// for the first of them to render.
    static func jobs(_ channel: @escaping @Sendable () -> FeedChannel, routes: (json: String, atom: String), _ renderer: PageRenderer) -> [OutputJob] {
        let context = renderer.context
        let content = renderer.templates.feedContent
        let channel = MadeOnce(channel)
        return [
            renderer.output(atom, route: routes.atom) { site in value(atom, channel.value, site: site, context, content: content) },
            renderer.output(json, route: routes.json) { site in value(json, channel.value, site: site, context, content: content) },
        ]
    }

    static func value(_ kind: DocumentKind, _ channel: FeedChannel, site: TemplateValue, _ context: RenderContext,
                      content: CompiledTemplate) -> TemplateValue {
        let urls = context.urls
        let calendar = context.site.calendar
        let entries = channel.entries.enumerated().map { index, entry in
            entryValue(entry, last: index == channel.entries.count - 1, urls: urls, content: content)
        }
        return kind.value(site: site, [
            "title": .text(channel.title),
            "subtitle": .text(channel.subtitle),
            "home_url": .text(urls.absolute(channel.homeRoute)),
            "json_url": .text(urls.absolute(channel.jsonRoute)),
            "atom_url": .text(urls.absolute(channel.atomRoute)),
            "updated": .text(channel.entries.first?.published ?? calendar.rfc3339(calendar.startOfDay(context.site.today))),
            "entries": .list(entries),
        ])
    }

    private static func entryValue(_ entry: FeedEntry, last: Bool, urls: SiteURLs, content: CompiledTemplate) -> TemplateValue {
        let view = entry.joke.view
        let paragraphs = [view.setup, view.punchline].filter { !$0.isEmpty }
        let paragraphValues = paragraphs.enumerated().map { index, text in
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            return paragraph.record([
                "lines": .list(lines.enumerated().map { number, line in
                    Self.line.record(["text": .text(String(line)), "last": .bool(number == lines.count - 1)])
                }),
                "last": .bool(index == paragraphs.count - 1),
            ])
        }
        let html = DerivedValue(from: Self.content.record(["paragraphs": .list(paragraphValues), "joke": entry.joke.value])) {
            .text(content.render($0).trimmingWhitespace())
        }
        let tags = view.tags.enumerated().map { index, tag in
            Self.tag.record(["name": .text(tag.name), "last": .bool(index == view.tags.count - 1)])
        }
        return Self.entry.record([
            "title": .text(entry.title),
            "link": .text(entry.link),
            "published": .text(entry.published),
            "joke": entry.joke.value,
            "author_url": .text(urls.absolute(Routes.character(view.character.id))),
            "tags": .list(tags),
            "content_html": .derived(html),
            "content_text": .text(paragraphs.joined(separator: "\n")),
            "last": .bool(last),
        ])
    }
}

/// One joke in a feed.
struct FeedEntry {
    let joke: JokeValues
    let link: String
    let published: String
    let title: String
}

/// A feed, in both formats: what it is about, where it lives and its
/// entries, newest first. The site's feed carries the recent jokes of the
/// day; each character's, its newest jokes (`CharacterFeeds`).
struct FeedChannel {
    var title: String
    /// What it carries, as "The joke of the day".
    var subtitle: String
    /// The page the feed is the feed of.
    var homeRoute: String
    var jsonRoute: String
    var atomRoute: String
    var entries: [FeedEntry]

    /// Jokes of the day in the site's feed.
    static let dailyCount = 30

    /// `/feed.json`, `/feed.xml`: the recent jokes of the day, each titled
    /// by its setup first (a reader's list shows the joke), then its day.
    static func daily(_ context: RenderContext) -> FeedChannel {
        let site = context.site
        let entries: [FeedEntry] = site.publishedDays.reversed().prefix(dailyCount).compactMap { pick in
            guard let joke = context.joke(pick.jokeID) else { return nil }
            return FeedEntry(
                joke: joke,
                link: context.urls.absolute(Routes.day(pick.day)),
                published: site.calendar.rfc3339(site.calendar.startOfDay(pick.day)),
                title: "\(PlainText.truncated(joke.view.setupLine, to: 80)) — Joke of the day, \(DayLabel.long(pick.day))"
            )
        }
        return FeedChannel(title: site.catalogue.site.title, subtitle: "The joke of the day", homeRoute: Routes.home,
                           jsonRoute: SiteFeed.jsonRoute, atomRoute: SiteFeed.atomRoute, entries: entries)
    }
}
