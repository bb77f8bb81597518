/// `jokesite rank`: recomputes the `all_time` document from the rating events.
public struct RankingEditor {
    let editor: CatalogueEditor

    public init(contentDirectory: String) {
        editor = CatalogueEditor(contentDirectory: contentDirectory)
    }

    /// The rankings the events give, and whether the stored document matches.
    public func compute(catalogue: Catalogue, computedAt: String) -> (rankings: Rankings, matchesStored: Bool) {
        let computed = RankingCalculator.resolve(catalogue, computedAt: computedAt)
        guard let stored = catalogue.storedRankings else { return (computed, false) }
        let key = { (entries: [Rankings.Entry]) in entries.map { [$0.jokeID, String($0.count), String($0.rank)] } }
        let matches = key(stored.hilarious) == key(computed.hilarious) && key(stored.horrible) == key(computed.horrible)
            && stored.totalHilariousRatings == computed.totalHilariousRatings && stored.totalHorribleRatings == computed.totalHorribleRatings
        return (computed, matches)
    }

    /// Writes `rankings` as the `all_time` document, keeping any other
    /// documents of the file.
    public func write(_ rankings: Rankings) throws {
        try editor.locked {
            var file = try editor.readObject(CatalogueFiles.rankings)
            let entries = { (list: [Rankings.Entry]) -> JSONValue in
                .array(list.map { entry in
                    .object(JSONObject(members: [
                        .init(key: "joke_id", value: .string(entry.jokeID), line: 0),
                        .init(key: "count", value: .number(JSONNumber(entry.count)), line: 0),
                        .init(key: "rank", value: .number(JSONNumber(entry.rank)), line: 0),
                    ]))
                })
            }
            file.set(Rankings.documentID, .object(JSONObject(members: [
                .init(key: "week_id", value: .string(Rankings.documentID), line: 0),
                .init(key: "hilarious", value: entries(rankings.hilarious), line: 0),
                .init(key: "horrible", value: entries(rankings.horrible), line: 0),
                .init(key: "total_hilarious_ratings", value: .number(JSONNumber(rankings.totalHilariousRatings)), line: 0),
                .init(key: "total_horrible_ratings", value: .number(JSONNumber(rankings.totalHorribleRatings)), line: 0),
                .init(key: "computed_at", value: .string(rankings.computedAt), line: 0),
            ])))
            try editor.writeChecked(file, to: CatalogueFiles.rankings)
        }
    }
}
