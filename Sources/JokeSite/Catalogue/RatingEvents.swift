/// The documents of `rating_events.json`, a million in a big catalogue,
/// stored as integers: joke, device and week ids interned once, the
/// timestamp in epoch seconds, the rating in a byte. A document id of the
/// usual form `{device}_{joke}_{week}` is not stored at all (it is made
/// again when a problem names it); other ids and ratings that do not fit a
/// byte are kept on the side. 32 bytes an event, where `RatingEvent`s with
/// their strings take about 180.
public struct RatingEvents: Sendable, Equatable, RandomAccessCollection, ExpressibleByArrayLiteral {
    struct Record: Sendable, Equatable {
        var joke: UInt32
        var device: UInt32
        var week: UInt32
        /// 0: none; else the line plus one.
        var line: UInt32
        var fieldLines: UInt32
        /// `Int64.min`: none.
        var timestamp: Int64
        var rating: UInt8
        var flags: UInt8

        static let hasUsualID: UInt8 = 1
        static let ratingOnTheSide: UInt8 = 2
    }

    private(set) var jokeIDs = InternedStrings()
    private(set) var deviceIDs = InternedStrings()
    private(set) var weekIDs = InternedStrings()
    private(set) var records: [Record] = []
    /// Ids not of the form `{device}_{joke}_{week}`, by event.
    private(set) var otherIDs: [Int: String] = [:]
    /// Ratings outside 0–255, by event.
    private(set) var otherRatings: [Int: Int] = [:]
    /// In a store that counts the runs of a file it gathers (see
    /// `append(contentsOf:dropping:)`): their tally so far.
    private var counter: RatingTally.Counter<RatingTally.FirstEvent>?

    public init() {}

    /// No events yet; `jokeIDs` are numbered first (the catalogue's, which
    /// most events name), so the runs of a file parsed at once need not
    /// join their joke tables. A store that is `counting` keeps, of the
    /// runs it gathers, their tally and the events that break a rule alone
    /// (which the validator names), not every event: a build's million
    /// events are counted, not held.
    init(knownJokeIDs: KnownStrings, counting: Bool = false) {
        jokeIDs = InternedStrings(startingWith: knownJokeIDs)
        counter = counting ? RatingTally.Counter() : nil
    }

    /// The tally of the events a counting store gathered; nil for none.
    var tally: RatingTally? {
        counter.flatMap { $0.eventCount == 0 ? nil : RatingTally($0, jokeIDs: jokeIDs) }
    }

    public init(_ events: some Sequence<RatingEvent>) {
        for event in events { append(event) }
    }

    public init(arrayLiteral events: RatingEvent...) {
        self.init(events)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { records.count }

    public subscript(position: Int) -> RatingEvent {
        let record = records[position]
        let line = record.line == 0 ? nil : Int(record.line) - 1
        return RatingEvent(id: id(of: position), jokeID: jokeIDs[record.joke], rating: rating(of: position), weekID: weekIDs[record.week],
                           line: line, fieldLines: FieldLines(packed: record.fieldLines), deviceID: deviceIDs[record.device],
                           timestamp: record.timestamp == .min ? nil : Int(record.timestamp))
    }

    /// The event's document id.
    func id(of position: Int) -> String {
        let record = records[position]
        guard record.flags & Record.hasUsualID != 0 else { return otherIDs[position] ?? "" }
        return Self.usualID(device: deviceIDs[record.device], joke: jokeIDs[record.joke], week: weekIDs[record.week])
    }

    func rating(of position: Int) -> Int {
        let record = records[position]
        return record.flags & Record.ratingOnTheSide != 0 ? otherRatings[position] ?? 0 : Int(record.rating)
    }

    private static func usualID(device: String, joke: String, week: String) -> String {
        device + "_" + joke + "_" + week
    }

    /// Whether `id` is `{device}_{joke}_{week}`, without making that string.
    private static func isUsualID(_ id: String, device: String, joke: String, week: String) -> Bool {
        let (id, device, joke, week) = (id.utf8, device.utf8, joke.utf8, week.utf8)
        guard id.count == device.count + joke.count + week.count + 2 else { return false }
        let jokeStart = id.index(id.startIndex, offsetBy: device.count + 1)
        let weekStart = id.index(jokeStart, offsetBy: joke.count + 1)
        return id[..<id.index(before: jokeStart)].elementsEqual(device) && id[id.index(before: jokeStart)] == UInt8(ascii: "_")
            && id[jokeStart..<id.index(before: weekStart)].elementsEqual(joke) && id[id.index(before: weekStart)] == UInt8(ascii: "_")
            && id[weekStart...].elementsEqual(week)
    }

    public mutating func append(_ event: RatingEvent) {
        var flags: UInt8 = 0
        let position = records.count
        if Self.isUsualID(event.id, device: event.deviceID, joke: event.jokeID, week: event.weekID) {
            flags |= Record.hasUsualID
        } else {
            otherIDs[position] = event.id
        }
        if !(0...255).contains(event.rating) {
            flags |= Record.ratingOnTheSide
            otherRatings[position] = event.rating
        }
        records.append(Record(
            joke: jokeIDs.index(of: event.jokeID), device: deviceIDs.index(of: event.deviceID), week: weekIDs.index(of: event.weekID),
            line: event.line.map { UInt32(clamping: $0 + 1) } ?? 0, fieldLines: event.fieldLines.packed,
            timestamp: event.timestamp.map(Int64.init) ?? .min, rating: UInt8(clamping: event.rating), flags: flags
        ))
    }

    /// Appends an event read straight from the file's bytes (see
    /// `RatingEventScanner`), its id of the usual form.
    mutating func append(_ event: ScannedRatingEvent) {
        records.append(Record(
            joke: jokeIDs.index(ofBytes: event.jokeID, hash: StableHash.fnv1a(event.jokeID)),
            device: deviceIDs.index(ofBytes: event.deviceID, hash: StableHash.fnv1a(event.deviceID)),
            week: weekIDs.index(ofBytes: event.weekID, hash: StableHash.fnv1a(event.weekID)),
            line: UInt32(clamping: event.line + 1), fieldLines: event.fieldLines.packed,
            timestamp: event.timestamp.map(Int64.init) ?? .min, rating: UInt8(event.rating), flags: Record.hasUsualID
        ))
    }

    /// Appends `other`'s events but those at `dropping`, in order; a
    /// counting store counts them and keeps those that break a rule.
    public mutating func append(contentsOf other: RatingEvents, dropping: Set<Int> = []) {
        let jokes = jokeIDs.indexes(of: other.jokeIDs)
        let malformedWeeks = counter == nil ? [] : other.malformedWeeks
        // Made for the first event kept: none, for most runs a counting store gathers.
        var places: (devices: [UInt32], weeks: [UInt32])?
        for (position, var record) in other.records.enumerated() where dropping.isEmpty || !dropping.contains(position) {
            if counter != nil {
                counter?.count(joke: Int(jokes[Int(record.joke)]), rating: other.rating(of: position)) {
                    RatingTally.FirstEvent(id: other.id(of: position), line: other[position].line(of: "joke_id"))
                }
                guard other.breaksARule(at: position, malformedWeeks: malformedWeeks) else { continue }
            }
            if places == nil { places = (deviceIDs.indexes(of: other.deviceIDs), weekIDs.indexes(of: other.weekIDs)) }
            if record.flags & Record.hasUsualID == 0, let id = other.otherIDs[position] { otherIDs[records.count] = id }
            if record.flags & Record.ratingOnTheSide != 0, let rating = other.otherRatings[position] { otherRatings[records.count] = rating }
            record.joke = jokes[Int(record.joke)]
            record.device = places!.devices[Int(record.device)]
            record.week = places!.weeks[Int(record.week)]
            records.append(record)
        }
    }

    public static func == (a: RatingEvents, b: RatingEvents) -> Bool {
        a.elementsEqual(b)
    }
}
