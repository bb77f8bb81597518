import Foundation
import JokeSite
import Testing

/// More documents than one page, and events pulled incrementally.
@Suite(.enabled(if: FirestoreEmulator.isInstalled, FirestoreEmulator.notInstalled))
struct PagingTests {
    @Test func manyPagesAndOnlyTheNewEvents() async throws {
        let synthetic = try TemporaryFolder(prefix: "jokesite-synthetic")
        let made = try JokeSiteProcess.run(["synthesize", "--jokes", "1000", "--events-per-joke", "20", "--out", synthetic.url.path])
        #expect(made.status == 0, "\(made.errors)")
        // An emulator of its own: its 22,005 writes would keep the shared one from answering the other suites in time.
        let emulator = try FirestoreEmulator()
        defer { emulator.stop() }
        let source = try FirestoreSite(emulator: emulator, copying: synthetic.url.appendingPathComponent("content"))
        // As patient as a slow connection: under the other suites' load, the
        // emulator's Java may not answer one of these 22,005 writes' requests for minutes.
        let push = try source.run("push", ["--events", "--rankings", "--yes", "--timeout", "900"])
        #expect(push.status == 0, "\(push.errors)")
        #expect(push.output.contains("sent 22005 writes in 45 requests: 22005 written"), "\(push.output)")

        // The site's own colours are never pushed: the mirror has its characters.json.
        let mirror = try source.sibling()
        try mirror.write("characters.json", try source.read("characters.json"))
        let full = try mirror.run("pull", ["--events", "--page-size", "300", "--timeout", "900"])
        #expect(full.status == 0, "\(full.errors)")
        #expect(full.output.contains("  jokes            1000\n"), "\(full.output)")
        #expect(full.output.contains("  rating_events    20000\n"), "\(full.output)")
        #expect(try mirror.snapshot() == source.snapshot())

        // 100 events newer than any, written as the app writes them.
        let jokeID = String(try #require(try source.read("jokes.json").firstMatch(of: /\n  "([^"]+)": \{/)).1)
        var writes: [String] = []
        guard case .object(var expected) = try JSONParser.parse(Array(source.read("rating_events.json").utf8)) else { return }
        for index in 0..<100 {
            let timestamp = String(format: "2026-11-23T10:%02d:%02dZ", index / 60, index % 60)
            writes.append(#"{"update": {"name": "projects/\#(source.project)/databases/(default)/documents/rating_events/NEW-\#(index)", "#
                + #""fields": {"device_id": {"stringValue": "IPHONE-NEW"}, "joke_id": {"stringValue": "\#(jokeID)"}, "#
                + #""rating": {"integerValue": "\#(index % 5 + 1)"}, "timestamp": {"timestampValue": "\#(timestamp)"}, "#
                + #""week_id": {"stringValue": "2026-W48"}}}}"#)
            expected.members.append(JSONObject.Member(key: "NEW-\(index)", value: .object(JSONObject(members: [
                JSONObject.Member(key: "device_id", value: .string("IPHONE-NEW")), JSONObject.Member(key: "joke_id", value: .string(jokeID)),
                JSONObject.Member(key: "rating", value: .number(JSONNumber(index % 5 + 1))),
                JSONObject.Member(key: "timestamp", value: .string(timestamp)), JSONObject.Member(key: "week_id", value: .string("2026-W48")),
            ]))))
        }
        let commit = try await source.emulator.request("POST", ":commit", project: source.project,
                                                       body: #"{"writes": [\#(writes.joined(separator: ","))]}"#)
        #expect(commit.status == 200, "\(commit.body)")

        let incremental = try mirror.run("pull", ["--events", "--timeout", "900"])
        #expect(incremental.status == 0, "\(incremental.errors)")
        #expect(incremental.output.contains(" h before the newest stored event)"), "\(incremental.output)")
        #expect(incremental.output.contains("rating_events.json: 100 added, 0 changed, 0 removed"), "\(incremental.output)")

        // The events a full pull gives (the first pull showed a full pull
        // gives back what was pushed), so the same rankings.
        try source.write("rating_events.json", JSONWriter.format(.object(expected)))
        #expect(try mirror.read("rating_events.json") == source.read("rating_events.json"))
        let mirrorRanks = try JokeSiteProcess.run(["rank", "--check", "--content", mirror.content.path])
        let sourceRanks = try JokeSiteProcess.run(["rank", "--check", "--content", source.content.path])
        #expect(mirrorRanks.output.contains("All-Time Top 10"))
        #expect(mirrorRanks.output == sourceRanks.output)
    }
}
