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
        let pages = days.filter { context.shows($0.jokeID) }.map { listed in
            PageJob(route: Routes.day(listed.day)) { reader in
                let date = listed.day.description
                // Listed because it is published, with a joke that has values.
                let pick = reader.day(date)!, adjacent = reader.adjacentDays(of: date)
                let joke = reader.joke(pick.jokeID)!.view
                var values = Self.dayValues(pick, reader)
                values.append(adjacent.previous.map { Self.dayValue($0, reader) } ?? .absent)
                values.append(adjacent.next.map { Self.dayValue($0, reader) } ?? .absent)
                values.append(reader.nextJoke(after: pick.jokeID) ?? .absent)
                return PageSpec(
                    kind: Self.dayPage,
                    title: "Joke of the day, \(DayLabel.long(pick.day))",
                    description: "\(joke.character.name) for \(DayLabel.short(pick.day)): \(PlainText.truncated(joke.setupLine, to: 140))",
                    values: values,
                    openGraphType: "article",
                    card: reader.jokeCard(pick.jokeID),
                    appLinkID: date,
                    jsonLD: JSONLD.joke(joke, site: reader.site, urls: reader.urls)
                )
            }
        }
        // One partition, under the same heading on every page.
        let archive = PartitionedListing(partitions: [.init(firstRoute: Routes.dailyArchive, header: NoHeader(), items: Array(days.reversed()))]) { _, page, reader in
            PageSpec(
                kind: Self.archive,
                title: page.title("Jokes of the day"),
                description: "Every joke of the day so far, newest first.",
                values: Self.archive.values(["days": .list(page.items.map { Self.dayValue($0, reader) }),
                                             "pagination": page.pagination])
            )
        }
        return pages + archive.jobs(context)
    }

    static func dayValue(_ pick: DailyPick, _ jokes: some JokeValueSource) -> TemplateValue {
        .record(dayValues(pick, jokes))
    }

    /// The values of `day`, in its order.
    private static func dayValues(_ pick: DailyPick, _ jokes: some JokeValueSource) -> [TemplateValue] {
        day.fieldValues([
            "date": .text(pick.day.description),
            "label": .text(DayLabel.long(pick.day)),
            "short_label": .text(DayLabel.short(pick.day)),
            "link": .text(jokes.urls.link(Routes.day(pick.day))),
            "assigned": .bool(pick.isAssigned),
            "joke": jokes.joke(pick.jokeID)?.value ?? .absent,
        ])
    }
}
