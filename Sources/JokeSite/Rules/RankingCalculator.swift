/// SPEC §2 "Rankings": the All-Time Top 10 lists.
public enum RankingCalculator {
    public static let listLength = 10

    /// Ratings 4–5 are hilarious, 1–2 horrible, 3 neither. Each list holds
    /// the ten SFW jokes with the highest count, ties by joke id ascending.
    /// Totals count every event, whatever the joke.
    public static func compute(events: [RatingEvent], jokesByID: [String: Joke], computedAt: String) -> Rankings {
        var hilarious: [String: Int] = [:]
        var horrible: [String: Int] = [:]
        var totalHilarious = 0
        var totalHorrible = 0
        for event in events {
            switch event.rating {
            case 4...5:
                hilarious[event.jokeID, default: 0] += 1
                totalHilarious += 1
            case 1...2:
                horrible[event.jokeID, default: 0] += 1
                totalHorrible += 1
            default:
                break
            }
        }
        let isListable = { (id: String) in jokesByID[id]?.sfw == true }
        return Rankings(
            hilarious: top(hilarious.filter { isListable($0.key) }),
            horrible: top(horrible.filter { isListable($0.key) }),
            totalHilariousRatings: totalHilarious,
            totalHorribleRatings: totalHorrible,
            computedAt: computedAt
        )
    }

    /// The rankings the site shows: computed from events when there are any
    /// (they are the truth), else the stored document without NSFW entries.
    public static func resolve(_ catalogue: Catalogue, computedAt: String) -> Rankings {
        if !catalogue.ratingEvents.isEmpty {
            return compute(events: catalogue.ratingEvents, jokesByID: catalogue.jokesByID, computedAt: computedAt)
        }
        guard var stored = catalogue.storedRankings else {
            return Rankings(hilarious: [], horrible: [], totalHilariousRatings: 0, totalHorribleRatings: 0, computedAt: computedAt)
        }
        let isListable = { (entry: Rankings.Entry) in catalogue.jokesByID[entry.jokeID]?.sfw == true }
        stored.hilarious = stored.hilarious.filter(isListable).sorted { $0.rank < $1.rank }
        stored.horrible = stored.horrible.filter(isListable).sorted { $0.rank < $1.rank }
        return stored
    }

    private static func top(_ counts: [String: Int]) -> [Rankings.Entry] {
        counts
            .sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .prefix(listLength)
            .enumerated()
            .map { Rankings.Entry(jokeID: $0.element.key, count: $0.element.value, rank: $0.offset + 1) }
    }
}
