/// `/`: today's joke, the characters, and a preview of the All-Time Top 10.
struct HomePageWriter: PageWriter {
    let templates = ["home"]
    static let previewLength = 3
    static let recentDays = 7

    func pages(_ context: RenderContext) -> [PageSpec] {
        let site = context.site
        var values: [String: Any] = [
            "characters": context.characters.map(\.context),
            "hilarious": Top10PageWriter.entries(site.rankings.hilarious.prefix(Self.previewLength), context),
            "horrible": Top10PageWriter.entries(site.rankings.horrible.prefix(Self.previewLength), context),
            "recent_days": site.publishedDays.reversed().filter { $0.day != site.today }.prefix(Self.recentDays)
                .map { DailyPagesWriter.dayContext($0, context) },
        ]
        values["has_recent_days"] = !(values["recent_days"] as! [[String: Any]]).isEmpty
        if let pick = site.todaysPick, let joke = context.joke(pick.jokeID) {
            values["today"] = ["joke": joke, "day": DayLabel.long(pick.day), "link": context.urls.link(Routes.day(pick.day))] as [String: Any]
        }
        let title = site.catalogue.site.title
        return [PageSpec(
            route: Routes.home,
            template: "home",
            title: title,
            description: "A new joke every day from Mr. Funny and friends, plus the All-Time Top 10.",
            values: values
        )]
    }
}
