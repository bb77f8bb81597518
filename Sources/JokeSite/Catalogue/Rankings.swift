/// The `all_time` document of `weekly_rankings.json`.
public struct Rankings: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var jokeID: String
        public var count: Int
        public var rank: Int
        /// Where a stored entry sits in its file, for problem reports.
        /// The line of the entry's `joke_id`.
        public var line: Int?

        public init(jokeID: String, count: Int, rank: Int, line: Int? = nil) {
            self.jokeID = jokeID
            self.count = count
            self.rank = rank
            self.line = line
        }
    }

    public static let documentID = "all_time"

    public var hilarious: [Entry]
    public var horrible: [Entry]
    public var totalHilariousRatings: Int
    public var totalHorribleRatings: Int
    public var computedAt: String

    public init(hilarious: [Entry], horrible: [Entry], totalHilariousRatings: Int, totalHorribleRatings: Int, computedAt: String) {
        self.hilarious = hilarious
        self.horrible = horrible
        self.totalHilariousRatings = totalHilariousRatings
        self.totalHorribleRatings = totalHorribleRatings
        self.computedAt = computedAt
    }
}
