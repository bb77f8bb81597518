import TemplateEngine

/// `/daily/YYYY-MM-DD/` for each published day and the archive `/daily/`,
/// newest first, paginated.
struct DailyPages: OutputSource {
    let order = 20
    static let dayFields = [
        TemplateField("date", .text, "The day, `YYYY-MM-DD`."),
        TemplateField("label", .text, "The day in words: \"Sunday, November 22, 2026\"."),
        TemplateField("short_label", .text, "Shorter: \"Nov 22, 2026\"."),
        TemplateField("link", .url, "The day's page."),
        TemplateField("assigned", .bool, "The joke was chosen by hand (`daily_jokes.json`), not picked by the rules."),
        TemplateField("joke", .optional(.record(JokeView.schema)), "The day's joke."),
    ]

    static let day = TemplateSchema("Day", doc: "A published joke of the day.", dayFields)

    static let dayPage = PageKind(template: "day", title: "Joke of the day", doc: "`/daily/YYYY-MM-DD/`: one day's joke.",
                                 deepLinkID: "the day, YYYY-MM-DD", dayFields + [
        TemplateField("previous", .optional(.record(day)), "The day before, if published."),
        TemplateField("next", .optional(.record(day)), "The day after, if published."),
        JokePages.nextJokeField,
    ])

    static let archive = PageKind(template: "daily", title: "Jokes of the day", doc: "`/daily/`: every joke of the day, newest first, paginated.", [
        TemplateField("days", .list(.record(day)), "This page's days."),
        TemplateField("pagination", .record(Paginator.schema), "Where this page stands."),
    ])
    var kinds: [PageKind] { [Self.dayPage, Self.archive] }
    let outputs = [OutputKind("daily", route: Routes.dailyArchive, menu: "Daily", link: "The jokes of the day, newest first.")]

    func pages(_ context: RenderContext) -> [PageJob] {
        let days = context.site.publishedDays
        let inputs = context.inputs
        // A day as a page shows it: its date, its joke and how it was chosen.
        let readDay = { @Sendable (pick: DailyPick?, hasher: inout StableHasher) in
            guard let pick else { return hasher.combine(0) }
            hasher.combine(pick.day.description)
            hasher.combine(pick.isAssigned ? 2 : 1)
            hasher.combine(inputs.joke(pick.jokeID))
        }
        var jobs: [PageJob] = []
        for (index, pick) in days.enumerated() {
            guard context.shows(pick.jokeID) else { continue }
            let previous = index > 0 ? days[index - 1] : nil
            let next = index + 1 < days.count ? days[index + 1] : nil
            let nextJoke = context.site.nextJokes.next(after: pick.jokeID)
            let reads = { @Sendable (hasher: inout StableHasher) in
                for day in [pick, previous, next] { readDay(day, &hasher) }
                JokePages.readNextJoke(nextJoke, inputs, &hasher)
            }
            jobs.append(PageJob(route: Routes.day(pick.day), inputs: reads) {
                let joke = context.joke(pick.jokeID)!.view
                let card = context.site.catalogue.jokesByID[pick.jokeID].flatMap { context.cards?.jokeCard($0) }
                var values = Self.dayValues(pick, context)
                values.append(previous.map { Self.dayValue($0, context) } ?? .absent)
                values.append(next.map { Self.dayValue($0, context) } ?? .absent)
                values.append(JokePages.link(nextJoke, context))
                return PageSpec(
                    kind: Self.dayPage,
                    title: "Joke of the day, \(DayLabel.long(pick.day))",
                    description: "\(joke.character.name) for \(DayLabel.short(pick.day)): \(PlainText.truncated(joke.setupLine, to: 140))",
                    values: values,
                    openGraphType: "article",
                    card: card,
                    appLinkID: pick.day.description
                )
            })
        }
        // One partition, under the same heading on every page.
        let archive = PartitionedListing(partitions: [.init(firstRoute: Routes.dailyArchive, header: (), items: Array(days.reversed()))],
                                         readHeader: { _, _ in }, readItem: { pick, hasher in readDay(pick, &hasher) }) { _, page in
            PageSpec(
                kind: Self.archive,
                title: page.title("Jokes of the day"),
                description: "Every joke of the day so far, newest first.",
                values: Self.archive.values(["days": .list(page.items.map { Self.dayValue($0, context) }),
                                             "pagination": page.pagination])
            )
        }
        return jobs + archive.jobs(context)
    }

    static func dayValue(_ pick: DailyPick, _ context: RenderContext) -> TemplateValue {
        .record(dayValues(pick, context))
    }

    /// The values of `day`, in its order.
    private static func dayValues(_ pick: DailyPick, _ context: RenderContext) -> [TemplateValue] {
        day.fieldValues([
            "date": .text(pick.day.description),
            "label": .text(DayLabel.long(pick.day)),
            "short_label": .text(DayLabel.short(pick.day)),
            "link": .text(context.urls.link(Routes.day(pick.day))),
            "assigned": .bool(pick.isAssigned),
            "joke": context.joke(pick.jokeID)?.value ?? .absent,
        ])
    }
}
