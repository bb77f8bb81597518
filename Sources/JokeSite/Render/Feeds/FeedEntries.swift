/// One joke in a feed.
struct FeedEntry {
    let joke: JokeView
    let link: String
    let published: String
    let title: String

    /// The setup and the punchline as paragraphs, line breaks kept.
    var contentHTML: String {
        [joke.setup, joke.punchline].filter { !$0.isEmpty }.map { text in
            "<p>" + HTMLEscaping.escape(text, apostrophe: "&#39;").replacing("\n", with: "<br>\n") + "</p>"
        }.joined(separator: "\n")
    }

    /// The setup and the punchline as plain text.
    var contentText: String {
        [joke.setup, joke.punchline].filter { !$0.isEmpty }.joined(separator: "\n")
    }
}

/// A feed, in both formats (`JSONFeed`, `AtomFeed`): what it is about,
/// where it lives and its entries, newest first. The site's feed carries
/// the recent jokes of the day; each character's, its newest jokes.
struct FeedChannel {
    var title: String
    /// What it carries, as "The joke of the day"; the JSON feed's
    /// description adds "from SITE.".
    var subtitle: String
    /// The page the feed is the feed of.
    var homeRoute: String
    var jsonRoute: String
    var atomRoute: String
    var entries: [FeedEntry]

    /// Jokes of the day in the site's feed.
    static let dailyCount = 30

    /// `/feed.json`, `/feed.xml`: the recent jokes of the day.
    static func daily(_ context: RenderContext) -> FeedChannel {
        let site = context.site
        let entries: [FeedEntry] = site.publishedDays.reversed().prefix(dailyCount).compactMap { pick in
            guard let joke = context.joke(pick.jokeID)?.view else { return nil }
            return FeedEntry(
                joke: joke,
                link: context.urls.absolute(Routes.day(pick.day)),
                published: site.calendar.rfc3339(site.calendar.startOfDay(pick.day)),
                title: "Joke of the day, \(DayLabel.long(pick.day)): \(PlainText.truncated(joke.setupLine, to: 80))"
            )
        }
        let title = site.catalogue.site.title
        return FeedChannel(title: title, subtitle: "The joke of the day", homeRoute: Routes.home,
                           jsonRoute: Routes.feedJSON, atomRoute: Routes.feedAtom, entries: entries)
    }
}
