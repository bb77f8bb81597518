import TemplateEngine

/// `/top10/`: the All-Time Top 10, Hilarious and Horrible.
struct Top10Page: OutputSource {
    let order = 60
    static let entry = TemplateSchema("Ranked joke", doc: "A joke in a ranking.", [
        TemplateField("rank", .int, "Its rank, from 1 (ties broken by joke id)."),
        TemplateField("place", .int, "Its place: jokes with as many ratings share the first one's rank."),
        TemplateField("tied", .bool, "Another joke of the list has as many ratings."),
        TemplateField("place_label", .text, "The place to show: \"=2\" when tied, else \"2\"."),
        TemplateField("place_description", .text, "The place in words, for screen readers: \"tied for 2nd\", \"2nd\"."),
        TemplateField("count", .int, "How many ratings put it there."),
        TemplateField("ratings_label", .text, "\"3 hilarious ratings\"."),
        TemplateField("joke", .record(JokeView.schema), "The joke."),
    ])

    static let kind = PageKind(template: "top10", title: "All-Time Top 10", doc: "`/top10/`.", [
        TemplateField("hilarious", .list(.record(entry)), "The most hilarious jokes, best first."),
        TemplateField("horrible", .list(.record(entry)), "The most horrible jokes, worst first."),
        TemplateField("total_hilarious", .int, "Hilarious ratings in all."),
        TemplateField("total_horrible", .int, "Horrible ratings in all."),
        TemplateField("total_hilarious_label", .text, "\"12 hilarious ratings\"."),
        TemplateField("total_horrible_label", .text, "\"12 horrible ratings\"."),
    ])
    var kinds: [PageKind] { [Self.kind] }
    let outputs = [OutputKind("top10", route: Routes.top10, menu: "Top 10", link: "The All-Time Top 10.")]

    func pages(_ context: RenderContext) -> [PageJob] {
        let rankings = context.site.rankings
        return [PageJob(route: Routes.top10) { PageSpec(
            kind: Self.kind,
            title: "All-Time Top 10",
            description: "The ten most hilarious and the ten most horrible jokes of all time, by your ratings.",
            values: Self.kind.values([
                "hilarious": Self.entries(rankings.hilarious, kind: "hilarious", context),
                "horrible": Self.entries(rankings.horrible, kind: "horrible", context),
                "total_hilarious": .int(rankings.totalHilariousRatings),
                "total_horrible": .int(rankings.totalHorribleRatings),
                "total_hilarious_label": .text(Plural.count(rankings.totalHilariousRatings, "hilarious rating")),
                "total_horrible_label": .text(Plural.count(rankings.totalHorribleRatings, "horrible rating")),
            ]),
            card: context.cards?.pageCard(title: "All-Time Top 10"),
            jsonLD: JSONLD.graph([
                JSONLD.rankedList(name: "Most hilarious", jokes: Self.views(rankings.hilarious, context), urls: context.urls),
                JSONLD.rankedList(name: "Most horrible", jokes: Self.views(rankings.horrible, context), urls: context.urls),
            ])
        ) }]
    }

    /// The ranked jokes that are shown, in rank order.
    private static func views(_ entries: [Rankings.Entry], _ context: RenderContext) -> [JokeView] {
        entries.compactMap { context.joke($0.jokeID)?.view }
    }

    /// The first `limit` entries of a ranking; their places are counted
    /// over the whole ranking, so a tie with a joke left out still shows.
    static func entries(_ entries: [Rankings.Entry], limit: Int = .max, kind: String, _ context: RenderContext) -> TemplateValue {
        .list(zip(entries, RankingPlace.places(of: entries)).prefix(limit).compactMap { entry, place in
            guard let joke = context.joke(entry.jokeID) else { return nil }
            return Self.entry.record(["rank": .int(entry.rank), "place": .int(place.place), "tied": .bool(place.tied),
                                      "place_label": .text(place.label), "place_description": .text(place.description),
                                      "count": .int(entry.count), "joke": joke.value,
                                      "ratings_label": .text(Plural.count(entry.count, "\(kind) rating"))])
        })
    }
}
