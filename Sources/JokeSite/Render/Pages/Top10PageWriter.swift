/// `/top10/`: the All-Time Top 10, Hilarious and Horrible.
struct Top10PageWriter: PageWriter {
    let templates = ["top10"]

    func jobs(_ context: RenderContext) -> [PageJob] {
        let rankings = context.site.rankings
        return [PageJob(route: Routes.top10) { PageSpec(
            template: "top10",
            title: "All-Time Top 10",
            description: "The ten most hilarious and the ten most horrible jokes of all time, by your ratings.",
            values: [
                "hilarious": Self.entries(rankings.hilarious[...], kind: "hilarious", context),
                "horrible": Self.entries(rankings.horrible[...], kind: "horrible", context),
                "total_hilarious": rankings.totalHilariousRatings,
                "total_horrible": rankings.totalHorribleRatings,
                "total_hilarious_label": Plural.count(rankings.totalHilariousRatings, "hilarious rating"),
                "total_horrible_label": Plural.count(rankings.totalHorribleRatings, "horrible rating"),
            ]
        ) }]
    }

    static func entries(_ entries: ArraySlice<Rankings.Entry>, kind: String, _ context: RenderContext) -> [[String: Any]] {
        entries.compactMap { entry in
            guard let joke = context.joke(entry.jokeID) else { return nil }
            return ["rank": entry.rank, "count": entry.count, "joke": joke, "ratings_label": Plural.count(entry.count, "\(kind) rating")]
        }
    }
}
