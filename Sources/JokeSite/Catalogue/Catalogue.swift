/// Everything in `content/`, loaded and typed. Collections are sorted by id
/// (daily jokes by day) so every later stage is deterministic.
public struct Catalogue: Sendable {
    public var site: Site
    public var characters: [JokeCharacter]
    /// By id, always: the rules' sorts break ties by place (`OrderKey.order`).
    public var jokes: [Joke] { didSet { jokesByID = JokesByID(jokes); placeTally() } }
    public var dailyJokes: [DailyJoke]
    /// The stored `all_time` document, if the file has one.
    public var storedRankings: Rankings?
    public var ratingEvents: RatingEvents
    /// What the rules read of the events: their tally, set by the loader
    /// (then `ratingEvents` may be empty: see `RatingTally`).
    public var ratingTally: RatingTally? { didSet { placeTally() } }
    /// `ratingTally` with its jokes' places, kept with both (see `countedRatings`).
    private(set) var placedTally: PlacedRatings?
    public var pages: [Page]
    /// Where each collection was read from, for problem reports.
    public var files: CatalogueFiles

    public private(set) var jokesByID: JokesByID
    public let charactersByID: [String: JokeCharacter]

    public init(site: Site, characters: [JokeCharacter], jokes: [Joke], dailyJokes: [DailyJoke], storedRankings: Rankings?,
                ratingEvents: RatingEvents, pages: [Page], files: CatalogueFiles) {
        self.site = site
        self.characters = characters.sorted { $0.id < $1.id }
        // Written sorted by id (`JSONWriter`): a sort would still copy every joke.
        self.jokes = jokes.indices.dropFirst().allSatisfy { jokes[$0 - 1].id < jokes[$0].id } ? jokes : jokes.sorted { $0.id < $1.id }
        self.dailyJokes = dailyJokes.sorted { $0.day < $1.day }
        self.storedRankings = storedRankings
        // Rankings count events in any order; sorting a million ids would cost seconds.
        self.ratingEvents = ratingEvents
        self.pages = pages.sorted { $0.slug < $1.slug }
        self.files = files
        jokesByID = JokesByID(self.jokes)
        charactersByID = Dictionary(characters.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    private mutating func placeTally() { placedTally = ratingTally.map { PlacedRatings($0, in: jokesByID) } }
}
