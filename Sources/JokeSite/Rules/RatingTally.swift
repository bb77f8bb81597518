/// All the build reads of the rating events (SPEC §2) once each event is
/// checked alone: each rated joke's counts and its first event, and the
/// totals. Counted from the events, or read back from the collection
/// cache's memo while their file keeps its stamp (`CatalogueLoader`): then a
/// million events are neither loaded, checked nor counted again.
public struct RatingTally: Sendable, Equatable {
    /// The jokes with a rating, in the order the events first name them.
    public private(set) var jokeIDs: [String] = []
    public private(set) var jokes: [RankingCalculator.JokeRatings] = []
    /// Per joke, its first event's id and the line of its `joke_id`: where
    /// the ratings of a missing joke are reported.
    public private(set) var firstEvents: [FirstEvent] = []
    public private(set) var totalHilarious = 0
    public private(set) var totalHorrible = 0
    public private(set) var eventCount = 0

    /// Counted by interned joke (a table lookup an event, not a hash), each
    /// core a run of the events; the runs' counts add up.
    public init(_ events: RatingEvents) {
        let jokeCount = events.jokeIDs.count
        let runs = ParallelMap.map(ParallelMap.runs(of: events.count), parallel: true, grain: 1) { positions in
            var run = Counter<Int>(jokes: jokeCount)
            for position in positions {
                run.count(joke: Int(events.records[position].joke), rating: events.rating(of: position)) { position }
            }
            return run
        }
        // The runs are in file order: a joke's first event is in the first run that counts it.
        var counter = Counter<FirstEvent>(jokes: jokeCount)
        for run in runs {
            for joke in run.jokes.indices where run.jokes[joke].count > 0 {
                counter.add(run.jokes[joke], joke: joke) {
                    let first = events[run.firsts[joke]!]
                    return FirstEvent(id: first.id, line: first.line(of: "joke_id"))
                }
            }
            counter.totalHilarious += run.totalHilarious
            counter.totalHorrible += run.totalHorrible
        }
        counter.eventCount = events.count
        self.init(counter, jokeIDs: events.jokeIDs)
    }

    /// The tally `counter` counted, its jokes numbered as in `jokeIDs`.
    init(_ counter: Counter<FirstEvent>, jokeIDs ids: InternedStrings) {
        for (joke, ratings) in counter.jokes.enumerated() where ratings.count > 0 {
            jokeIDs.append(ids[UInt32(joke)])
            jokes.append(ratings)
            firstEvents.append(counter.firsts[joke]!)
        }
        (totalHilarious, totalHorrible, eventCount) = (counter.totalHilarious, counter.totalHorrible, counter.eventCount)
    }

    public struct FirstEvent: Sendable, Equatable {
        public var id: String
        public var line: Int?
    }

    /// Events counted by interned joke number, with each joke's first one
    /// (`First`: where it is, or what a problem names of it).
    struct Counter<First>: Sendable where First: Sendable {
        fileprivate var jokes: [RankingCalculator.JokeRatings]
        fileprivate var firsts: [First?]
        var totalHilarious = 0
        var totalHorrible = 0
        var eventCount = 0

        init(jokes count: Int = 0) {
            jokes = Array(repeating: RankingCalculator.JokeRatings(), count: count)
            firsts = Array(repeating: nil, count: count)
        }

        mutating func count(joke: Int, rating: Int, first: () -> First) {
            let hilarious = rating >= 4 && rating <= 5 ? 1 : 0
            let horrible = rating >= 1 && rating <= 2 ? 1 : 0
            add(RankingCalculator.JokeRatings(count: 1, sum: rating, hilarious: hilarious, horrible: horrible), joke: joke, first: first)
            totalHilarious += hilarious
            totalHorrible += horrible
            eventCount += 1
        }

        /// Adds a joke's ratings; `first` is asked for its first event if
        /// these are the first.
        mutating func add(_ ratings: RankingCalculator.JokeRatings, joke: Int, first: () -> First) {
            if joke >= jokes.count {
                jokes += Array(repeating: RankingCalculator.JokeRatings(), count: joke + 1 - jokes.count)
                firsts += Array(repeating: nil, count: joke + 1 - firsts.count)
            }
            if jokes[joke].count == 0 { firsts[joke] = first() }
            jokes[joke] = jokes[joke] + ratings
        }
    }
}

/// The rules of one event alone, which the validator reports and a tally
/// may stand in for only when none is broken.
extension RatingEvents {
    /// Per interned week id, whether it is not an ISO week like 2026-W47
    /// (none at all is a loading problem).
    var malformedWeeks: [Bool] {
        weekIDs.strings.map { !$0.isEmpty && !ISOWeekID.isValid($0) }
    }

    /// A rating outside 1–5 or a malformed week.
    func breaksARule(at position: Int, malformedWeeks: [Bool]) -> Bool {
        !RatingEvent.ratings.contains(rating(of: position)) || malformedWeeks[Int(records[position].week)]
    }
}

extension Catalogue {
    /// The events' tally and its jokes' places: the loader's, or counted
    /// here from events a catalogue was made with; nil without events.
    var countedRatings: PlacedRatings? {
        placedTally ?? (ratingEvents.isEmpty ? nil : PlacedRatings(RatingTally(ratingEvents), in: jokesByID))
    }
}

/// Kept in the collection cache's memos, after the stamp of the events'
/// file it was counted from.
extension RatingTally {
    func memo(stamp: FileStamp) -> [UInt8] {
        var writer = CompactWriter(startingWith: Array("\(stamp)\n".utf8), capacity: 32 * jokeIDs.count + 64)
        for value in [jokeIDs.count, totalHilarious, totalHorrible, eventCount] { writer.write(value) }
        for (place, id) in jokeIDs.enumerated() {
            let ratings = jokes[place]
            writer.write(id)
            for value in [ratings.count, ratings.sum, ratings.hilarious, ratings.horrible] { writer.write(value) }
            writer.write(firstEvents[place].id)
            writer.write(firstEvents[place].line)
        }
        return writer.bytes
    }

    /// Nil unless the memo is of the file of `stamp`, and whole.
    init?(memo: ArraySlice<UInt8>, stamp: FileStamp) {
        let header = Array("\(stamp)\n".utf8)
        guard memo.starts(with: header) else { return nil }
        let tally = memo.withUnsafeBytes { bytes -> RatingTally? in
            var reader = CompactReader(bytes, from: header.count)
            guard let tally = RatingTally(from: &reader), reader.isAtEnd else { return nil }
            return tally
        }
        guard let tally else { return nil }
        self = tally
    }

    private init?(from reader: inout CompactReader) {
        guard let count = reader.int(), count >= 0, count <= reader.remaining,
              let hilarious = reader.int(), let horrible = reader.int(), let events = reader.int() else { return nil }
        (totalHilarious, totalHorrible, eventCount) = (hilarious, horrible, events)
        for _ in 0..<count {
            guard let id = reader.string(), let rated = reader.int(), let sum = reader.int(), let hilarious = reader.int(),
                  let horrible = reader.int(), let event = reader.string(), let line = reader.int(), line >= 0 else { return nil }
            jokeIDs.append(id)
            jokes.append(RankingCalculator.JokeRatings(count: rated, sum: sum, hilarious: hilarious, horrible: horrible))
            firstEvents.append(FirstEvent(id: event, line: line == 0 ? nil : line - 1))
        }
    }
}
