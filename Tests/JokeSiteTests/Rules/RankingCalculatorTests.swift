import Testing
@testable import JokeSite

@Suite struct RankingCalculatorTests {
    private func joke(_ id: String, sfw: Bool = true) -> Joke {
        Joke(id: id, character: "c", text: id, type: "dad_joke", tags: [], sfw: sfw, source: "original", createdAt: nil, updatedAt: nil,
             likes: 0, dislikes: 0, ratingSum: 0, ratingCount: 0, ratingAvg: 0, popularityScore: 0, line: nil)
    }

    private func event(_ joke: String, _ rating: Int, _ n: Int) -> RatingEvent {
        RatingEvent(id: "d\(n)_\(joke)", jokeID: joke, rating: rating, weekID: "2026-W47", line: nil)
    }

    @Test func countsFourAndFiveAsHilariousOneAndTwoAsHorribleThreeAsNeither() {
        let jokes = JokesByID(["a", "b", "c"].map { joke($0) })
        let events = [event("a", 5, 1), event("a", 4, 2), event("a", 3, 3), event("b", 1, 1), event("b", 2, 2), event("c", 4, 1)]
        let rankings = RankingCalculator.compute(events: events, jokesByID: jokes, computedAt: "t")
        #expect(rankings.hilarious == [.init(jokeID: "a", count: 2, rank: 1), .init(jokeID: "c", count: 1, rank: 2)])
        #expect(rankings.horrible == [.init(jokeID: "b", count: 2, rank: 1)])
        #expect(rankings.totalHilariousRatings == 3)
        #expect(rankings.totalHorribleRatings == 2)
    }

    /// SPEC §2: ratings shown come from the events when there are any.
    @Test func eachJokesCountAndAverageComeFromTheSamePass() {
        let jokes = JokesByID(["a", "b", "c"].map { joke($0) })
        let events = [event("a", 5, 1), event("a", 4, 2), event("a", 3, 3), event("b", 1, 1), event("b", 2, 2)]
        let ratings = RankingCalculator.computeWithRatings(events: events, jokesByID: jokes, computedAt: "t").ratings
        // By the jokes' places: "a", "b", "c".
        #expect(ratings[0] == .init(count: 3, sum: 12))
        #expect(ratings[0].average == 4)
        #expect(ratings[1].average == 1.5)
        #expect(ratings[2] == .init(count: 0, sum: 0) && ratings.count == 3)
    }

    @Test func pagesShowTheEventsRatingsNotTheStoredOnes() throws {
        let fixture = try FixtureCatalogue()
        // Stored fields that disagree with the events: the events win.
        try fixture.replace("\"likes\": 4,", with: "\"likes\": 4,\n    \"rating_count\": 397,\n    \"rating_avg\": 1.1,", in: "jokes.json")
        let site = try FixtureSite(fixture)
        try site.build()
        let page = try site.read("jokes/joke_a/index.html")
        #expect(page.contains("4.5 from 2 ratings"))
        #expect(!page.contains("397"))
        // joke_d has no events: no ratings shown.
        #expect(!(try site.read("jokes/joke_d/index.html")).contains("★"))
    }

    @Test func keepsTenBreakingTiesByJokeIDAndLeavesOutNSFW() {
        let ids = (0..<14).map { "j\(String(format: "%02d", $0))" }
        let jokes = JokesByID(ids.map { joke($0, sfw: $0 != "j00") })
        var events = ids.enumerated().map { event($0.element, 5, $0.offset) }
        events += (0..<5).map { event("j00", 5, 100 + $0) }
        let rankings = RankingCalculator.compute(events: events.reversed(), jokesByID: jokes, computedAt: "t")
        #expect(rankings.hilarious.map(\.jokeID) == Array(ids[1...10]))
        #expect(rankings.hilarious.map(\.rank) == Array(1...10))
    }

    @Test func eventsAreTheTruthElseTheStoredDocument() throws {
        let fixture = try FixtureCatalogue()
        // Stored: joke_a with 2; events: also joke_b as horrible.
        let fromEvents = RankingCalculator.resolve(try fixture.load(), computedAt: "now")
        #expect(fromEvents.horrible == [.init(jokeID: "joke_b", count: 1, rank: 1)])
        try fixture.remove("rating_events.json")
        let stored = RankingCalculator.resolve(try fixture.load(), computedAt: "now")
        #expect(stored.horrible.isEmpty)
        #expect(stored.hilarious.map(\.jokeID) == ["joke_a"])
        #expect(stored.computedAt == "2026-11-22T05:00:00Z")
    }
}
