import Foundation
import Testing
@testable import JokeSite

@Suite struct RankCommandTests {
    /// The collection with `document` (`"id": {...}`) as its first member.
    private func insertingFirstDocument(_ document: String, into collection: String) -> String {
        collection.replacingCharacters(in: collection.range(of: "{\n")!, with: "{\n  \(document),\n")
    }

    @Test func theSampleRankingsAreUpToDate() throws {
        let sample = try SampleContent()
        let result = try sample.run(["rank", "--check"])
        #expect(result.status == 0)
        #expect(result.output.contains("All-Time Top 10, hilarious:"))
        #expect(result.output.contains("is up to date"))
    }

    @Test func checkFailsWhenEventsChangedAndRankRewritesTheDocument() throws {
        let sample = try SampleContent()
        let catalogue = try CatalogueCheck.run(contentDirectory: sample.content.path)
        let last = try #require(catalogue.storedRankings?.hilarious.last)
        // Five more hilarious ratings for the tenth joke.
        var events = try sample.read("rating_events.json")
        for device in 0..<5 {
            events = insertingFirstDocument("\"NEW-\(device)_\(last.jokeID)_2026-W47\": {\"device_id\": \"NEW-\(device)\", \"joke_id\": \"\(last.jokeID)\", \"rating\": 5, \"timestamp\": \"2026-11-20T15:00:00Z\", \"week_id\": \"2026-W47\"}", into: events)
        }
        try sample.write("rating_events.json", events)
        try sample.write("weekly_rankings.json", insertingFirstDocument("\"2026-W01\": {\"week_id\": \"2026-W01\"}", into: try sample.read("weekly_rankings.json")))
        let check = try sample.run(["rank", "--check"])
        #expect(check.status == 1)
        #expect(check.errors.contains("differs"))
        #expect(try sample.run(["rank"]).status == 0)
        #expect(try sample.run(["rank", "--check"]).status == 0)
        let updated = try CatalogueCheck.run(contentDirectory: sample.content.path)
        let moved = try #require(updated.storedRankings?.hilarious.first { $0.jokeID == last.jokeID })
        #expect(moved.count == last.count + 5)
        #expect(moved.rank < last.rank)
        #expect(try sample.read("weekly_rankings.json").contains("\"2026-W01\""), "other documents are kept")
    }
}
