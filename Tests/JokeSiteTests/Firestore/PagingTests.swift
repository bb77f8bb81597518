import Foundation
import JokeSite
import Testing

/// More documents than one page, and events pulled incrementally.
@Suite(.enabled(if: FirestoreEmulator.isInstalled, FirestoreEmulator.notInstalled))
struct PagingTests {
    @Test func manyPagesAndOnlyTheNewEvents() throws {
        let synthetic = try TemporaryFolder(prefix: "jokesite-synthetic")
        let made = try JokeSiteProcess.run(["synthesize", "--jokes", "1000", "--events-per-joke", "20", "--out", synthetic.url.path])
        #expect(made.status == 0, "\(made.errors)")
        let source = try FirestoreSite(emulator: try FirestoreEmulator.shared.get(), copying: synthetic.url.appendingPathComponent("content"))
        let push = try source.run("push", ["--events", "--rankings", "--yes"])
        #expect(push.status == 0, "\(push.errors)")
        #expect(push.output.contains("in 43 commits"), "\(push.output)")

        let mirror = try source.sibling()
        let full = try mirror.run("pull", ["--events", "--page-size", "300"])
        #expect(full.status == 0, "\(full.errors)")
        #expect(full.output.contains("  jokes            1000\n"), "\(full.output)")
        #expect(full.output.contains("  rating_events    20000\n"), "\(full.output)")
        #expect(try mirror.snapshot() == source.snapshot())

        // 100 events newer than any, through the catalogue as the app would add them.
        var events = try source.read("rating_events.json")
        events.removeLast(2)  // "}\n"
        events += ",\n" + (0..<100).map { index in
            String(format: "  \"NEW-%03d\": {\n    \"device_id\": \"IPHONE-NEW\",\n    \"joke_id\": \"%@\",\n    \"rating\": %d,\n"
                + "    \"timestamp\": \"2026-11-23T10:%02d:%02dZ\",\n    \"week_id\": \"2026-W48\"\n  }", index,
                   try! firstJokeID(source), index % 5 + 1, index / 60, index % 60)
        }.joined(separator: ",\n") + "\n}\n"
        try source.write("rating_events.json", events)
        #expect(try source.run("push", ["--events", "--yes"]).status == 0)

        let incremental = try mirror.run("pull", ["--events"])
        #expect(incremental.status == 0, "\(incremental.errors)")
        #expect(incremental.output.contains("  rating_events    100 (newer than "), "\(incremental.output)")
        #expect(incremental.output.contains("rating_events.json: 100 added, 0 changed, 0 removed"), "\(incremental.output)")

        // The same events, so the same rankings, as a full pull's.
        let fresh = try source.sibling()
        #expect(try fresh.run("pull", ["--events", "--full"]).status == 0)
        #expect(try mirror.read("rating_events.json") == fresh.read("rating_events.json"))
        let mirrorRanks = try JokeSiteProcess.run(["rank", "--check", "--content", mirror.content.path])
        let freshRanks = try JokeSiteProcess.run(["rank", "--check", "--content", fresh.content.path])
        #expect(mirrorRanks.output == freshRanks.output)
    }

    private func firstJokeID(_ site: FirestoreSite) throws -> String {
        let jokes = try site.read("jokes.json")
        return String(jokes.firstMatch(of: /\n  "([^"]+)": \{/)!.1)
    }
}
