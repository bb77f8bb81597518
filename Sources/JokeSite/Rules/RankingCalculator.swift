/// SPEC §2 "Rankings": the All-Time Top 10 lists.
public enum RankingCalculator {
    public static let listLength = 10

    /// Ratings 4–5 are hilarious, 1–2 horrible, 3 neither. Each list holds
    /// the ten SFW jokes with the highest count, ties by joke id ascending.
    /// Totals count every event, whatever the joke.
    public static func compute(events: [RatingEvent], jokesByID: [String: Joke], computedAt: String) -> Rankings {
        // Each core counts a run of the (million) events; the counts add up.
        let tallies = ParallelMap.map(ParallelMap.runs(of: events.count), parallel: true, grain: 1) { run in
            var tally = Tally(jokes: jokesByID.count)
            for event in events[run] { tally.count(event) }
            return tally
        }
        var total = Tally(jokes: jokesByID.count)
        for tally in tallies { total.add(tally) }
        let isListable = { (id: String) in jokesByID[id]?.sfw == true }
        return Rankings(
            hilarious: top(total.hilarious, where: isListable),
            horrible: top(total.horrible, where: isListable),
            totalHilariousRatings: total.totalHilarious,
            totalHorribleRatings: total.totalHorrible,
            computedAt: computedAt
        )
    }

    private struct Tally: Sendable {
        var hilarious: [String: Int] = [:]
        var horrible: [String: Int] = [:]
        var totalHilarious = 0
        var totalHorrible = 0

        /// Room for every joke at once: growing a table of 100,000 counts
        /// step by step rehashes it again and again.
        init(jokes: Int) {
            hilarious.reserveCapacity(jokes)
            horrible.reserveCapacity(jokes)
        }

        mutating func count(_ event: RatingEvent) {
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

        mutating func add(_ other: Tally) {
            hilarious.merge(other.hilarious, uniquingKeysWith: +)
            horrible.merge(other.horrible, uniquingKeysWith: +)
            totalHilarious += other.totalHilarious
            totalHorrible += other.totalHorrible
        }
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

    /// The first `listLength` in list order, kept in one pass instead of
    /// sorting every joke's count.
    private static func top(_ counts: [String: Int], where isListable: (String) -> Bool) -> [Rankings.Entry] {
        let ranksBefore = { (a: (id: String, count: Int), b: (id: String, count: Int)) in
            a.count != b.count ? a.count > b.count : a.id < b.id
        }
        var best: [(id: String, count: Int)] = []
        for (id, count) in counts {
            let candidate = (id: id, count: count)
            if best.count == listLength, !ranksBefore(candidate, best[listLength - 1]) { continue }
            guard isListable(id) else { continue }
            best.insert(candidate, at: best.firstIndex { ranksBefore(candidate, $0) } ?? best.count)
            if best.count > listLength { best.removeLast() }
        }
        return best.enumerated().map { Rankings.Entry(jokeID: $0.element.id, count: $0.element.count, rank: $0.offset + 1) }
    }
}
