import TemplateEngine

/// `/`: today's joke, the characters, and a preview of the All-Time Top 10.
struct HomePage: OutputSource {
    let order = 10
    static let previewLength = 3
    static let recentDays = 7

    static let today = TemplateSchema("Today", doc: "Today's joke.", [
        TemplateField("joke", .record(JokeView.schema), "The joke."),
        TemplateField("day", .text, "Today in words."),
        TemplateField("link", .url, "Today's page."),
    ])

    static let kind = PageKind(template: "home", title: "Home page", doc: "`/`.", [
        TemplateField("characters", .list(.record(CharacterView.schema)), "Every character."),
        TemplateField("hilarious", .list(.record(Top10Page.entry)), "The first \(previewLength) of the Hilarious Top 10."),
        TemplateField("horrible", .list(.record(Top10Page.entry)), "The first \(previewLength) of the Horrible Top 10."),
        TemplateField("recent_days", .list(.record(DailyPages.day)), "Up to \(recentDays) earlier jokes of the day, newest first."),
        TemplateField("has_recent_days", .bool, "There are earlier jokes of the day."),
        TemplateField("today", .optional(.record(today)), "Today's joke, if there is one."),
        JokePages.nextJokeField,
    ])
    var kinds: [PageKind] { [Self.kind] }
    let outputs = [OutputKind("home", route: Routes.home, alsoReserves: ["page"], menu: "Home", link: "The home page.")]

    func pages(_ context: RenderContext) -> [PageJob] {
        [PageJob(route: Routes.home) {
            let site = context.site
            let recent = site.publishedDays.reversed().filter { $0.day != site.today }.prefix(Self.recentDays)
            var today = TemplateValue.absent
            if let pick = site.todaysPick, let joke = context.joke(pick.jokeID) {
                today = Self.today.record(["joke": joke.value, "day": .text(DayLabel.long(pick.day)),
                                           "link": .text(context.urls.link(Routes.day(pick.day)))])
            }
            return PageSpec(
                kind: Self.kind,
                // More than the site's name: what a search result or a tab says the site is.
                title: "\(site.catalogue.site.title): a new joke every day",
                description: "A new joke every day from Mr. Funny and friends, plus the All-Time Top 10.",
                values: Self.kind.values([
                    "characters": .list(context.characters.map(\.value)),
                    "hilarious": Top10Page.entries(site.rankings.hilarious, limit: Self.previewLength, kind: "hilarious", context),
                    "horrible": Top10Page.entries(site.rankings.horrible, limit: Self.previewLength, kind: "horrible", context),
                    "recent_days": .list(recent.map { DailyPages.dayValue($0, context) }),
                    "has_recent_days": .bool(!recent.isEmpty),
                    "today": today,
                    "next_joke": JokePages.link(site.nextJokes.next(after: site.todaysPick?.jokeID), context),
                ]),
                card: context.cards?.siteCard
            )
        }]
    }
}
