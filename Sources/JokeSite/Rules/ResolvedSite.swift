import Foundation

/// Resolve-rules stage: everything the pages show, decided once — today,
/// the published days and their jokes, the rankings, which jokes may be
/// shown where, tags, and every joke's setup and punchline.
public struct ResolvedSite: Sendable {
    public internal(set) var catalogue: Catalogue
    public let today: CalendarDay
    public let calendar: SiteCalendar
    /// Days from the first scheduled day through today, oldest first.
    /// Future days are never published.
    public let publishedDays: [DailyPick]
    public let rankings: Rankings
    /// Jokes with a page of their own: SFW ones, and NSFW ones when the
    /// site includes them; as the catalogue has them (see `rated`), in its
    /// order, by id.
    public internal(set) var pageJokes: JokeList
    /// Each joke's ratings counted from the rating events; nil without
    /// events (then the jokes' stored ones stand).
    let eventRatings: [RankingCalculator.ShownRatings]?
    /// Each character's jokes for its pages, by type then newest first.
    public internal(set) var jokesByCharacter: [String: JokeList]
    public internal(set) var tags: [Tag]
    public internal(set) var parts: JokePartsByID
    /// "One more joke": the order the joke, day and home pages link on in.
    public let nextJokes: NextJokeChain

    public struct Tag: Sendable {
        public var name: String
        public var slug: String
        /// SFW jokes only, newest first.
        public var jokes: JokeList
    }

    public var todaysPick: DailyPick? {
        publishedDays.last.flatMap { $0.day == today ? $0 : nil }
    }

    /// Where the rules placed the jokes: `kept` when they were decided
    /// from the same inputs (the caller keeps them for the next build).
    let orders: RuleOrders

    public init(catalogue: Catalogue, today: CalendarDay, computedAt: String) {
        self.init(catalogue: catalogue, today: today, computedAt: computedAt, kept: nil)
    }

    /// `kept`: the orders the last build kept (`RuleOrders.read`), taken
    /// when their inputs hash as this catalogue's do.
    init(catalogue: Catalogue, today: CalendarDay, computedAt: String, kept: RuleOrders?, parallel: Bool = true) {
        self.today = today
        calendar = SiteCalendar(timeZone: catalogue.site.timeZone)
        let jokes = catalogue.jokes
        // The orders are decided (or found kept), and the ring made of
        // them, on a thread of their own while the rating events are counted.
        let orders = Prefetch {
            let inputs = RuleOrders.inputs(of: jokes, site: catalogue.site, dailyJokes: catalogue.dailyJokes, today: today, parallel: parallel)
            let orders: RuleOrders
            if let kept, kept.inputs == inputs, kept.fits(jokes.count) {
                orders = kept
            } else {
                let fields = ParallelMap.map(jokes, parallel: parallel, grain: 1024, JokeOrderFields.init)
                orders = RuleOrders(deciding: fields, inputs: inputs, site: catalogue.site, dailyJokes: catalogue.dailyJokes, today: today)
            }
            return (orders, NextJokeChain(ordered: orders.ring.places.map { jokes[Int($0)].id }, site: catalogue.site))
        }
        // Each joke's ratings counted from the events, nil without events
        // (then the jokes' stored `rating_count` and `rating_avg` stand).
        let (rankings, eventRatings) = RankingCalculator.resolveWithRatings(catalogue, computedAt: computedAt)
        self.rankings = rankings
        self.eventRatings = eventRatings
        parts = JokePartsByID(jokesByID: catalogue.jokesByID)
        (self.orders, nextJokes) = orders.value
        // The catalogue's jokes themselves, not rated copies: a second
        // joke each would hold 25 MB more at 100,000.
        pageJokes = JokeList(jokes, places: self.orders.pages.places, ids: self.orders.pages.ids)
        jokesByCharacter = Dictionary(self.orders.lists.map { ($0.character, JokeList(jokes, places: $0.places, ids: $0.ids)) },
                                      uniquingKeysWith: { first, _ in first })
        tags = self.orders.tags.map { Tag(name: $0.name, slug: $0.slug, jokes: JokeList(jokes, places: $0.places, ids: $0.ids)) }
        publishedDays = self.orders.days
        // The rankings are all the pages need of the rating events (a million
        // of them in a big catalogue): their memory goes before rendering, if
        // the caller gives up its copy too.
        var kept = catalogue
        kept.ratingEvents = []
        kept.ratingTally = nil
        self.catalogue = kept
    }

    /// The joke with the ratings pages show: from the events when there are
    /// any (SPEC §2), a joke without events then having none. Made when a
    /// joke's view is, and let go with it.
    func rated(_ joke: Joke, at place: Int) -> Joke {
        guard let ratings = shownRatings(at: place) else { return joke }
        var rated = joke
        rated.ratingCount = Int(ratings.count)
        rated.ratingAvg = ratings.average
        return rated
    }

    /// The joke's ratings from the events, none counting as none; nil when
    /// there are no events and pages show the joke's own fields.
    func shownRatings(at place: Int) -> RankingCalculator.ShownRatings? {
        eventRatings.map { $0[place] }
    }

    /// Newest first, then by id.
    static func newestFirst(_ joke: Joke) -> OrderKey {
        OrderKey(second: ~OrderKey.time(joke.createdAt))
    }
}
