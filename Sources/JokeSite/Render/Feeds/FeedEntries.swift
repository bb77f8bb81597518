/// The recent jokes of the day that the feeds carry, newest first.
struct FeedEntry {
    static let count = 30

    let pick: DailyPick
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

    static func recent(_ context: RenderContext) -> [FeedEntry] {
        let site = context.site
        return site.publishedDays.reversed().prefix(count).compactMap { pick in
            guard let joke = context.joke(pick.jokeID)?.view else { return nil }
            return FeedEntry(
                pick: pick,
                joke: joke,
                link: context.urls.absolute(Routes.day(pick.day)),
                published: site.calendar.rfc3339(site.calendar.startOfDay(pick.day)),
                title: "Joke of the day, \(DayLabel.long(pick.day)): \(PlainText.truncated(joke.setupLine, to: 80))"
            )
        }
    }
}
