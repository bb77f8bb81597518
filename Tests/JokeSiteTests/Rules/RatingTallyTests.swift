import Foundation
import Testing
@testable import JokeSite

/// What a build keeps of the rating events in their place: the counts by
/// joke, where each joke's first event is, and the totals.
@Suite struct RatingTallyTests {
    static let events = RatingEvents([
        RatingEvent(id: "D1_joke_a_2026-W47", jokeID: "joke_a", rating: 5, weekID: "2026-W47", line: 2, deviceID: "D1"),
        RatingEvent(id: "D1_joke_b_2026-W47", jokeID: "joke_b", rating: 1, weekID: "2026-W47", line: 9, deviceID: "D1"),
        RatingEvent(id: "D2_joke_a_2026-W47", jokeID: "joke_a", rating: 3, weekID: "2026-W47", line: 16, deviceID: "D2"),
        RatingEvent(id: "D2_joke_b_2026-W48", jokeID: "joke_b", rating: 2, weekID: "2026-W48", line: 23, deviceID: "D2"),
    ])

    @Test func countsEachJokeFromItsFirstEvent() {
        let tally = RatingTally(Self.events)
        #expect(tally.jokeIDs == ["joke_a", "joke_b"])
        #expect(tally.jokes == [.init(count: 2, sum: 8, hilarious: 1, horrible: 0), .init(count: 2, sum: 3, hilarious: 0, horrible: 2)])
        #expect(tally.firstEvents.map(\.id) == ["D1_joke_a_2026-W47", "D1_joke_b_2026-W47"])
        #expect(tally.firstEvents.map(\.line) == [2, 9])
        #expect((tally.totalHilarious, tally.totalHorrible, tally.eventCount) == (1, 2, 4))
    }

    @Test func aMemoReadsBackOnlyForItsStampAndWhole() throws {
        let tally = RatingTally(Self.events)
        let file = try TemporaryFolder()
        let path = file.url.appendingPathComponent("events.json").path
        try Data("{}".utf8).write(to: URL(fileURLWithPath: path))
        let stamp = try #require(FileStamp(path: path))
        let memo = tally.memo(stamp: stamp)
        #expect(RatingTally(memo: memo[...], stamp: stamp) == tally)
        #expect(RatingTally(memo: memo.dropLast()[...], stamp: stamp) == nil)
        try Data("{ }".utf8).write(to: URL(fileURLWithPath: path))
        #expect(RatingTally(memo: memo[...], stamp: try #require(FileStamp(path: path))) == nil)
    }

    /// The loader's store counts each run of the file it gathers, but the
    /// events dropped as repeated ids, and keeps only the events the
    /// validator names at their line (a rating outside 1–5, a malformed
    /// week): a tally stands in for the others.
    @Test func aCountingStoreKeepsOnlyTheEventsThatBreakARule() {
        let run = RatingEvents(Array(Self.events) + [
            RatingEvent(id: "x", jokeID: "joke_a", rating: 0, weekID: "2026-W47", line: 30),
            RatingEvent(id: "y", jokeID: "joke_c", rating: 4, weekID: "week 47", line: 31),
        ])
        var gathered = RatingEvents(knownJokeIDs: KnownStrings(["joke_b"]), counting: true)
        gathered.append(contentsOf: run, dropping: [1])
        #expect(gathered.map(\.id) == ["x", "y"])
        #expect(gathered.map(\.line) == [30, 31])
        var whole = RatingEvents(knownJokeIDs: KnownStrings(["joke_b"]))
        whole.append(contentsOf: run, dropping: [1])
        #expect(whole.count == 5)
        #expect(gathered.tally == RatingTally(whole))
        #expect(gathered.tally?.jokeIDs == ["joke_b", "joke_a", "joke_c"])
        #expect(RatingEvents(knownJokeIDs: KnownStrings([]), counting: true).tally == nil)
    }
}
