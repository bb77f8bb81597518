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
    public internal(set) var pageJokes: [Joke]
    /// Each joke's ratings counted from the rating events; nil without
    /// events (then the jokes' stored ones stand).
    let eventRatings: [String: RankingCalculator.ShownRatings]?
    /// Each character's jokes for its pages, by type then newest first.
    public internal(set) var jokesByCharacter: [String: [Joke]]
    public internal(set) var tags: [Tag]
    public internal(set) var parts: JokePartsByID
    /// "One more joke": the order the joke, day and home pages link on in.
    public let nextJokes: NextJokeChain

    public struct Tag: Sendable, Equatable {
        public var name: String
        public var slug: String
        /// SFW jokes only, newest first.
        public var jokes: [Joke]
    }

    public var todaysPick: DailyPick? {
        publishedDays.last.flatMap { $0.day == today ? $0 : nil }
    }

    public init(catalogue: Catalogue, today: CalendarDay, computedAt: String) {
        self.today = today
        calendar = SiteCalendar(timeZone: catalogue.site.timeZone)
        // Rules that read no ratings are resolved on a thread of their own
        // while the rating events are counted.
        let days = Prefetch { DailyJokePicker(catalogue: catalogue).picks(through: today) }
        let chain = Prefetch { NextJokeChain(ids: catalogue.jokes.lazy.filter(\.sfw).map(\.id), site: catalogue.site) }
        // Each joke's ratings counted from the events, nil without events
        // (then the jokes' stored `rating_count` and `rating_avg` stand).
        let (rankings, eventRatings) = RankingCalculator.resolveWithRatings(catalogue, computedAt: computedAt)
        self.rankings = rankings
        let includeNSFW = catalogue.site.includeNSFW
        self.eventRatings = eventRatings
        // The catalogue's jokes themselves, not rated copies: a second
        // joke each would hold 25 MB more at 100,000.
        let pageJokes = catalogue.jokes.filter { $0.sfw || includeNSFW }
        self.pageJokes = pageJokes
        let (byCharacter, tags) = ParallelMap.both({ Dictionary(grouping: Self.listOrdered(pageJokes), by: \.character) },
                                                   { Self.tags(of: pageJokes.filter(\.sfw)) })
        jokesByCharacter = byCharacter
        self.tags = tags
        parts = JokePartsByID(jokesByID: catalogue.jokesByID)
        publishedDays = days.value
        nextJokes = chain.value
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
    func rated(_ joke: Joke) -> Joke {
        guard let ratings = shownRatings(of: joke) else { return joke }
        var rated = joke
        rated.ratingCount = Int(ratings.count)
        rated.ratingAvg = ratings.average
        return rated
    }

    /// The joke's ratings from the events, none counting as none; nil when
    /// there are no events and pages show the joke's own fields.
    func shownRatings(of joke: Joke) -> RankingCalculator.ShownRatings? {
        eventRatings.map { $0[joke.id] ?? .init(count: 0, sum: 0) }
    }

    /// The jokes, in id order, in the order of their keys, equal keys by id.
    static func sorted(_ jokes: [Joke], by key: (Joke) -> OrderKey) -> [Joke] {
        OrderKey.order(jokes.map(key)).map { jokes[$0] }
    }

    /// By type, then newest first, then id: stable whatever the file order.
    static func listOrdered(_ jokes: [Joke]) -> [Joke] {
        // The types' places in their sorted order stand for them.
        let types = Dictionary(uniqueKeysWithValues: Set(jokes.map(\.type)).sorted().enumerated().map { ($1, UInt64($0)) })
        return sorted(jokes) { OrderKey(first: types[$0.type]!, second: ~OrderKey.time($0.createdAt)) }
    }

    /// Tags that fold to the same slug ("Puns", "puns") are one tag, named
    /// by the first spelling in sort order.
    private static func tags(of jokes: [Joke]) -> [Tag] {
        var tags: [Tag] = []
        var places: [String: Int] = [:]
        // A few hundred names, each on thousands of jokes: each name is
        // slugged, and its tag found, once.
        var placesByName: [String: Int] = [:]
        // Per tag, the place in the order of the joke it listed last.
        var lastListed: [Int] = []
        for (order, joke) in sorted(jokes, by: newestFirst).enumerated() {
            for name in joke.tags {
                let place: Int
                if let known = placesByName[name] {
                    place = known
                } else {
                    let slug = TagSlug.make(name)
                    if let found = places[slug] {
                        place = found
                        if name < tags[place].name { tags[place].name = name }
                    } else {
                        place = tags.count
                        places[slug] = place
                        tags.append(Tag(name: name, slug: slug, jokes: []))
                        lastListed.append(-1)
                    }
                    placesByName[name] = place
                }
                // A joke that names a tag twice, or two spellings of it, is listed once.
                if lastListed[place] != order {
                    tags[place].jokes.append(joke)
                    lastListed[place] = order
                }
            }
        }
        return tags.sorted { $0.slug < $1.slug }
    }

    /// Newest first, then by id.
    static func newestFirst(_ joke: Joke) -> OrderKey {
        OrderKey(second: ~OrderKey.time(joke.createdAt))
    }
}
