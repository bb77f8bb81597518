/// The recent jokes of the day that the feeds carry, newest first.
struct FeedEntry {
    static let count = 30

    let pick: DailyPick
    let joke: JokeView
    let link: String
    let published: String
    let title: String

    var contentHTML: String {
        joke.punchlineHTML.isEmpty ? joke.setupHTML : joke.setupHTML + joke.punchlineHTML
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
                title: "Joke of the day, \(DayLabel.long(pick.day)): \(PlainText.truncated(joke.plainSetup, to: 80))"
            )
        }
    }
}
