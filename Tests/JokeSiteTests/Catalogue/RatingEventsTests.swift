import Testing
@testable import JokeSite

/// Rating events kept as integers give back the events that went in,
/// whatever their ids and ratings.
@Suite struct RatingEventsTests {
    static let events = [
        RatingEvent(id: "D1_joke_a_2026-W47", jokeID: "joke_a", rating: 5, weekID: "2026-W47", line: 2, deviceID: "D1", timestamp: 1_763_650_800),
        RatingEvent(id: "D2_joke_a_2026-W47", jokeID: "joke_a", rating: 1, weekID: "2026-W47", line: 9, deviceID: "D2"),
        RatingEvent(id: "an-exported-id", jokeID: "joke_b", rating: 300, weekID: "2026-W48", line: nil, deviceID: "D1"),
        RatingEvent(id: "D3_joke_c_bad", jokeID: "joke_c", rating: -2, weekID: "bad", line: 30, deviceID: "D3", timestamp: -5),
    ]

    @Test func storedEventsReadBackWhole() {
        let stored = RatingEvents(Self.events)
        #expect(Array(stored) == Self.events)
        #expect(stored.jokeIDs.strings == ["joke_a", "joke_b", "joke_c"])
        #expect(stored.otherIDs == [2: "an-exported-id"])
    }

    @Test func joinedStoresDropTheGivenEvents() {
        var joined = RatingEvents(Self.events.prefix(2))
        joined.append(contentsOf: RatingEvents(Self.events.dropFirst(2)), dropping: [0])
        #expect(Array(joined) == [Self.events[0], Self.events[1], Self.events[3]])
    }
}
