/// SPEC §2 "Rankings": the All-Time Top 10 lists.
public enum RankingCalculator {
    public static let listLength = 10

    /// Ratings 4–5 are hilarious, 1–2 horrible, 3 neither. Each list holds
    /// the ten SFW jokes with the highest count, ties by joke id ascending.
    /// Totals count every event, whatever the joke.
    public static func compute(events: RatingEvents, jokesByID: JokesByID, computedAt: String) -> Rankings {
        computeWithRatings(events: events, jokesByID: jokesByID, computedAt: computedAt).rankings
    }

    public static func compute(events: [RatingEvent], jokesByID: JokesByID, computedAt: String) -> Rankings {
        compute(events: RatingEvents(events), jokesByID: jokesByID, computedAt: computedAt)
    }

    public static func computeWithRatings(events: [RatingEvent], jokesByID: JokesByID, computedAt: String)
        -> (rankings: Rankings, ratings: [ShownRatings]) {
        computeWithRatings(events: RatingEvents(events), jokesByID: jokesByID, computedAt: computedAt)
    }

    /// The rankings and, from the same tally, each joke's count and
    /// average, by its place among the catalogue's jokes (SPEC §2: ratings
    /// shown come from the events).
    public static func computeWithRatings(events: RatingEvents, jokesByID: JokesByID, computedAt: String)
        -> (rankings: Rankings, ratings: [ShownRatings]) {
        computeWithRatings(PlacedRatings(RatingTally(events), in: jokesByID), jokesByID: jokesByID, computedAt: computedAt)
    }

    static func computeWithRatings(_ rated: PlacedRatings, jokesByID: JokesByID, computedAt: String)
        -> (rankings: Rankings, ratings: [ShownRatings]) {
        let tally = rated.tally
        var ratings = [ShownRatings](repeating: ShownRatings(count: 0, sum: 0), count: jokesByID.count)
        let isListable = { (id: String) in jokesByID[id]?.sfw == true }
        var hilarious = TopList(), horrible = TopList()
        // One pass over the tally, for the ratings and both lists.
        for (index, counts) in tally.jokes.enumerated() {
            if let place = rated.place(at: index) { ratings[place] = ShownRatings(count: counts.count, sum: counts.sum) }
            let id = tally.jokeIDs[index]
            hilarious.consider(id, counts.hilarious, where: isListable)
            horrible.consider(id, counts.horrible, where: isListable)
        }
        let rankings = Rankings(
            hilarious: hilarious.entries,
            horrible: horrible.entries,
            totalHilariousRatings: tally.totalHilarious,
            totalHorribleRatings: tally.totalHorrible,
            computedAt: computedAt
        )
        return (rankings, ratings)
    }

    /// What pages show of a joke's ratings: how many, and their average.
    /// Two 32-bit counts, as a hundred thousand of them stay to the end of
    /// the build (a joke would need 400 million events to reach the bound).
    public struct ShownRatings: Sendable, Equatable {
        public var count: Int32
        public var sum: Int32

        init(count: Int, sum: Int) {
            self.count = Int32(clamping: count)
            self.sum = Int32(clamping: sum)
        }

        public var average: Double { count == 0 ? 0 : Double(sum) / Double(count) }
    }

    /// One joke's ratings in the events.
    public struct JokeRatings: Sendable, Equatable {
        public var count = 0
        public var sum = 0
        public var hilarious = 0
        public var horrible = 0

        public var average: Double { count == 0 ? 0 : Double(sum) / Double(count) }

        static func + (a: Self, b: Self) -> Self {
            Self(count: a.count + b.count, sum: a.sum + b.sum, hilarious: a.hilarious + b.hilarious, horrible: a.horrible + b.horrible)
        }
    }

    /// The rankings the site shows: computed from events when there are any
    /// (they are the truth), else the stored document without NSFW entries.
    public static func resolve(_ catalogue: Catalogue, computedAt: String) -> Rankings {
        resolveWithRatings(catalogue, computedAt: computedAt).rankings
    }

    /// `resolve`, with each joke's ratings when there are events (nil when
    /// the jokes' stored fields are the only ratings there are).
    public static func resolveWithRatings(_ catalogue: Catalogue, computedAt: String)
        -> (rankings: Rankings, ratings: [ShownRatings]?) {
        if let rated = catalogue.countedRatings {
            let computed = computeWithRatings(rated, jokesByID: catalogue.jokesByID, computedAt: computedAt)
            return (computed.rankings, computed.ratings)
        }
        guard var stored = catalogue.storedRankings else {
            return (Rankings(hilarious: [], horrible: [], totalHilariousRatings: 0, totalHorribleRatings: 0, computedAt: computedAt), nil)
        }
        let isListable = { (entry: Rankings.Entry) in catalogue.jokesByID[entry.jokeID]?.sfw == true }
        stored.hilarious = stored.hilarious.filter(isListable).sorted { $0.rank < $1.rank }
        stored.horrible = stored.horrible.filter(isListable).sorted { $0.rank < $1.rank }
        return (stored, nil)
    }

    /// The first `listLength` in list order, kept as the jokes go by
    /// instead of sorting every joke's count.
    private struct TopList {
        private var best: [(id: String, count: Int)] = []

        mutating func consider(_ id: String, _ count: Int, where isListable: (String) -> Bool) {
            guard count > 0 else { return }
            let candidate = (id: id, count: count)
            if best.count == listLength, !Self.ranksBefore(candidate, best[listLength - 1]) { return }
            guard isListable(id) else { return }
            best.insert(candidate, at: best.firstIndex { Self.ranksBefore(candidate, $0) } ?? best.count)
            if best.count > listLength { best.removeLast() }
        }

        var entries: [Rankings.Entry] {
            best.enumerated().map { Rankings.Entry(jokeID: $0.element.id, count: $0.element.count, rank: $0.offset + 1) }
        }

        private static func ranksBefore(_ a: (id: String, count: Int), _ b: (id: String, count: Int)) -> Bool {
            a.count != b.count ? a.count > b.count : a.id < b.id
        }
    }
}
