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
                "hilarious": Self.entries(rankings.hilarious[...], context),
                "horrible": Self.entries(rankings.horrible[...], context),
                "total_hilarious": rankings.totalHilariousRatings,
                "total_horrible": rankings.totalHorribleRatings,
            ],
            card: context.cards?.pageCard(title: "All-Time Top 10")
        ) }]
    }

    static func entries(_ entries: ArraySlice<Rankings.Entry>, _ context: RenderContext) -> [[String: Any]] {
        entries.compactMap { entry in
            guard let joke = context.joke(entry.jokeID) else { return nil }
            return ["rank": entry.rank, "count": entry.count, "joke": joke]
        }
    }
}
