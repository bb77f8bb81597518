import Foundation
import JokeSite
import Testing

/// Incremental `pull --events` reads every event the app wrote since the
/// last pull: in the same second as the newest stored, late, or after one
/// dated far in the future.
@Suite(.enabled(if: FirestoreEmulator.isInstalled, FirestoreEmulator.notInstalled))
struct EventsPullTests {
    @Test func thirtyEventsInOneSecondAndALateOneAreAllRead() async throws {
        let (source, mirror) = try pushedAndPulled()
        let newest = try #require(try events(of: mirror).values.compactMap(\.timestamp).max())
        let sameSecond = (0..<30).map { (id: "SAME-SECOND-\($0)", timestamp: newest) }
        // Written now, dated two hours before the newest stored: a phone that was offline.
        let late = (id: "LATE", timestamp: ISO8601DateFormatter().string(from: try #require(Timestamp.parse(newest)).addingTimeInterval(-7200)))
        try await write(sameSecond + [late], to: source)

        // Pages of 7 split the events of one second across pages.
        let pull = try mirror.run("pull", ["--events", "--page-size", "7"])
        #expect(pull.status == 0, "\(pull.errors)")
        #expect(pull.output.contains("rating_events.json: 31 added, 0 changed, 0 removed"), "\(pull.output)")
        #expect(pull.output.contains(" h before the newest stored event)"), "\(pull.output)")
        let full = try source.sibling()
        #expect(try full.run("pull", ["--events"]).status == 0)
        #expect(try events(of: mirror) == events(of: full))
    }

    @Test func anEventDated2099StopsNoLaterPull() async throws {
        let (source, mirror) = try pushedAndPulled()
        try await write([(id: "FROM-THE-FUTURE", timestamp: "2099-01-01T00:00:00Z")], to: source)
        let first = try mirror.run("pull", ["--events"])
        #expect(first.output.contains("rating_events.json: 1 added, 0 changed, 0 removed"), "\(first.output)")

        try await write([(id: "TODAY", timestamp: ISO8601DateFormatter().string(from: Date()))], to: source)
        let second = try mirror.run("pull", ["--events"])
        #expect(second.status == 0, "\(second.errors)")
        #expect(second.output.contains("rating_events.json: 1 added, 0 changed, 0 removed"), "\(second.output)")
        #expect(second.output.contains("1 stored event dated after "), "\(second.output)")
        #expect(second.output.contains("moved no start (the first: rating_events/FROM-THE-FUTURE at 2099-01-01T00:00:00Z)"), "\(second.output)")
        #expect(try events(of: mirror)["TODAY"] != nil)
    }

    /// The sample pushed with its events, and a second folder that pulled them all.
    private func pushedAndPulled() throws -> (source: FirestoreSite, mirror: FirestoreSite) {
        let source = try FirestoreSite(emulator: try FirestoreEmulator.shared.get())
        let push = try source.run("push", ["--events", "--rankings", "--yes"])
        #expect(push.status == 0, "\(push.errors)")
        let mirror = try source.sibling()
        let pull = try mirror.run("pull", ["--events"])
        #expect(pull.status == 0, "\(pull.errors)")
        return (source, mirror)
    }

    /// Rating events as the app writes them, on the sample's first joke.
    private func write(_ events: [(id: String, timestamp: String)], to site: FirestoreSite) async throws {
        let jokeID = String(try #require(try site.read("jokes.json").firstMatch(of: /\n  "([^"]+)": \{/)).1)
        let writes = events.map { event in
            #"{"update": {"name": "projects/\#(site.project)/databases/(default)/documents/rating_events/\#(event.id)", "#
                + #""fields": {"device_id": {"stringValue": "IPHONE-NEW"}, "joke_id": {"stringValue": "\#(jokeID)"}, "#
                + #""rating": {"integerValue": "5"}, "timestamp": {"timestampValue": "\#(event.timestamp)"}, "#
                + #""week_id": {"stringValue": "2026-W47"}}}}"#
        }
        let commit = try await site.emulator.request("POST", ":commit", project: site.project,
                                                     body: #"{"writes": [\#(writes.joined(separator: ","))]}"#)
        #expect(commit.status == 200, "\(commit.body)")
    }

    /// The events of a folder by id, each as its formatted JSON.
    private func events(of site: FirestoreSite) throws -> [String: StoredEvent] {
        guard case .object(let events) = try JSONParser.parse(Array(site.read("rating_events.json").utf8)) else { return [:] }
        return Dictionary(events.members.map { ($0.key, StoredEvent($0.value)) }) { first, _ in first }
    }
}

/// One stored event, compared by its text.
private struct StoredEvent: Equatable {
    let text: String
    let timestamp: String?

    init(_ value: JSONValue) {
        text = JSONWriter.format(value)
        guard case .object(let fields) = value, case .string(let timestamp)? = fields["timestamp"]?.value else { timestamp = nil; return }
        self.timestamp = timestamp
    }
}
