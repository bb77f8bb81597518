/// `/daily/YYYY-MM-DD/` for each published day and the archive `/daily/`,
/// newest first, paginated.
struct DailyPagesWriter: PageWriter {
    let templates = ["day", "daily"]

    func jobs(_ context: RenderContext) -> [PageJob] {
        let days = context.site.publishedDays
        var jobs: [PageJob] = []
        for (index, pick) in days.enumerated() {
            guard let joke = context.joke(pick.jokeID)?.view else { continue }
            jobs.append(PageJob(route: Routes.day(pick.day)) {
                var values: [String: Any] = Self.dayContext(pick, context)
                if index > 0 { values["previous"] = Self.dayContext(days[index - 1], context) }
                if index + 1 < days.count { values["next"] = Self.dayContext(days[index + 1], context) }
                return PageSpec(
                    template: "day",
                    title: "Joke of the day, \(DayLabel.long(pick.day))",
                    description: "\(joke.character.name) for \(DayLabel.short(pick.day)): \(PlainText.truncated(joke.setupLine, to: 140))",
                    values: values,
                    openGraphType: "article"
                )
            })
        }
        let paginator = Paginator(firstRoute: Routes.dailyArchive, perPage: context.site.catalogue.site.perPage, urls: context.urls)
        for page in paginator.pages(Array(days.reversed())) {
            jobs.append(PageJob(route: page.route) {
                PageSpec(
                    template: "daily",
                    title: page.number == 1 ? "Jokes of the day" : "Jokes of the day, page \(page.number)",
                    description: "Every joke of the day so far, newest first.",
                    values: ["days": page.items.map { Self.dayContext($0, context) },
                             "pagination": paginator.pagination(number: page.number, total: page.total)]
                )
            })
        }
        return jobs
    }

    static func dayContext(_ pick: DailyPick, _ context: RenderContext) -> [String: Any] {
        var values: [String: Any] = [
            "date": pick.day.description,
            "label": DayLabel.long(pick.day),
            "short_label": DayLabel.short(pick.day),
            "link": context.urls.link(Routes.day(pick.day)),
            "assigned": pick.isAssigned,
        ]
        if let joke = context.joke(pick.jokeID) { values["joke"] = joke }
        return values
    }
}
