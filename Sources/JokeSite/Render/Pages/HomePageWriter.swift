/// `/`: today's joke, the characters, and a preview of the All-Time Top 10.
struct HomePageWriter: PageWriter {
    let templates = ["home"]
    static let previewLength = 3
    static let recentDays = 7

    func jobs(_ context: RenderContext) -> [PageJob] {
        [PageJob(route: Routes.home) {
            let site = context.site
            let recent = site.publishedDays.reversed().filter { $0.day != site.today }.prefix(Self.recentDays)
            var values: [String: Any] = [
                "characters": context.characters.map(\.context),
                "hilarious": Top10PageWriter.entries(site.rankings.hilarious.prefix(Self.previewLength), kind: "hilarious", context),
                "horrible": Top10PageWriter.entries(site.rankings.horrible.prefix(Self.previewLength), kind: "horrible", context),
                "recent_days": recent.map { DailyPagesWriter.dayContext($0, context) },
                "has_recent_days": !recent.isEmpty,
            ]
            if let pick = site.todaysPick, let joke = context.joke(pick.jokeID) {
                values["today"] = ["joke": joke, "day": DayLabel.long(pick.day), "link": context.urls.link(Routes.day(pick.day))] as [String: Any]
            }
            return PageSpec(
                template: "home",
                title: site.catalogue.site.title,
                description: "A new joke every day from Mr. Funny and friends, plus the All-Time Top 10.",
                values: values
            )
        }]
    }
}
