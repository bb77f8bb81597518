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
        let jokes = Dictionary(uniqueKeysWithValues: ["a", "b", "c"].map { ($0, joke($0)) })
        let events = [event("a", 5, 1), event("a", 4, 2), event("a", 3, 3), event("b", 1, 1), event("b", 2, 2), event("c", 4, 1)]
        let rankings = RankingCalculator.compute(events: events, jokesByID: jokes, computedAt: "t")
        #expect(rankings.hilarious == [.init(jokeID: "a", count: 2, rank: 1), .init(jokeID: "c", count: 1, rank: 2)])
        #expect(rankings.horrible == [.init(jokeID: "b", count: 2, rank: 1)])
        #expect(rankings.totalHilariousRatings == 3)
        #expect(rankings.totalHorribleRatings == 2)
    }

    @Test func keepsTenBreakingTiesByJokeIDAndLeavesOutNSFW() {
        let ids = (0..<14).map { "j\(String(format: "%02d", $0))" }
        var jokes = Dictionary(uniqueKeysWithValues: ids.map { ($0, joke($0)) })
        jokes["j00"] = joke("j00", sfw: false)
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
