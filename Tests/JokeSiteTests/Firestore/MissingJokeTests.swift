import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import JokeSite
import Synchronization
import Testing

/// What the app can write never blocks a sync: a rating or a day naming a
/// joke the owner deleted is kept, warned about, and ranks nothing.
@Suite(.enabled(if: FirestoreEmulator.isInstalled, FirestoreEmulator.notInstalled))
struct MissingJokeTests {
    /// The finding "the app can block the hourly pull for good".
    @Test func anEventAndADayNamingADeletedJokeAreKeptAndWarnedAbout() async throws {
        let site = try FirestoreSite(emulator: try FirestoreEmulator.shared.get())
        try site.edit("jokes.json", "doomed-joke") { $0 = jokeFields("Why doomed? Because.") }
        try site.succeeds("push", ["--yes", "--events"])
        // The app rates the joke, its script sets a day for it, then the joke is deleted.
        try await site.firestoreSet("rating_events/IPHONE-Z_doomed-joke_2026-W48", """
            {"joke_id": {"stringValue": "doomed-joke"}, "rating": {"integerValue": "5"}, "device_id": {"stringValue": "IPHONE-Z"},
             "week_id": {"stringValue": "2026-W48"}, "timestamp": {"timestampValue": "2026-11-24T08:00:00Z"}}
            """)
        try await site.firestoreSet("daily_jokes/2026-12-24", #"{"joke_id": {"stringValue": "doomed-joke"}}"#)
        try await site.firestoreDelete("jokes/doomed-joke")

        let pull = try site.run("pull", ["--events"])
        #expect(pull.status == 0, "\(pull.output)\(pull.errors)")
        #expect(pull.errors.contains(#"warning: daily_jokes: 1 names the missing joke "doomed-joke" (daily_jokes/2026-12-24): kept"#), "\(pull.errors)")
        #expect(pull.errors.contains(#"warning: rating_events: 1 names the missing joke "doomed-joke" "#
            + "(rating_events/IPHONE-Z_doomed-joke_2026-W48): kept, left out of the rankings"), "\(pull.errors)")
        #expect(try site.read("rating_events.json").contains("IPHONE-Z_doomed-joke_2026-W48"))
        #expect(!(try site.read("jokes.json").contains("doomed-joke")))
        let check = try JokeSiteProcess.run(["check", "--content", site.content.path])
        #expect(check.status == 0, "\(check.output)\(check.errors)")
        #expect((check.output + check.errors).contains(#"names a missing joke "doomed-joke": left out of the rankings"#))
        let rank = try JokeSiteProcess.run(["rank", "--content", site.content.path])
        #expect(rank.status == 0, "\(rank.output)\(rank.errors)")
        #expect(!rank.output.contains("doomed-joke"), "\(rank.output)")
        let again = try site.run("pull", ["--events"])
        #expect(again.status == 4, "\(again.output)\(again.errors)")
    }

    /// The finding's other half: a rating written after push checked, before
    /// the joke is deleted, keeps the joke (the check and the deletion are
    /// one Firestore transaction).
    @Test func pruneChecksAndDeletesAJokeInOneTransaction() async throws {
        let emulator = try FirestoreEmulator.shared.get()
        let site = try FirestoreSite(emulator: emulator)
        try site.edit("jokes.json", "pruned-joke") { $0 = jokeFields("Why pruned? Because.") }
        try site.succeeds("push", ["--yes"])
        try site.edit("jokes.json", "pruned-joke") { $0 = [:] }
        // The app rates the joke the moment push begins the deletion's transaction.
        let project = site.project
        let rated = Mutex(false)
        let racing = try LocalServer.forwarding(to: emulator.host, beforeForwarding: { bytes in
            guard String(decoding: bytes, as: UTF8.self).contains(":beginTransaction"), !rated.withLock({ $0 }) else { return }
            rated.withLock { $0 = true }
            // Off Swift's task pool, which the tests' waiting processes may fill.
            var request = URLRequest(url: URL(string: "http://\(emulator.host)/v1/projects/\(project)/databases/(default)/documents/rating_events/late-rating")!)
            request.httpMethod = "PATCH"
            request.setValue("Bearer owner", forHTTPHeaderField: "Authorization")
            request.httpBody = Data(#"{"fields": {"joke_id": {"stringValue": "pruned-joke"}, "rating": {"integerValue": "5"}}}"#.utf8)
            let done = DispatchSemaphore(value: 0)
            URLSession.shared.dataTask(with: request) { _, _, _ in done.signal() }.resume()
            done.wait()
        })

        let prune = try site.run("push", ["--yes", "--prune"], host: racing.host)
        #expect(prune.status == 1, "\(prune.output)\(prune.errors)")
        #expect(prune.errors.contains("jokes/pruned-joke: rating_events/late-rating names it (joke_id), written since push checked; not deleted"),
                "\(prune.errors)")
        #expect(try await site.firestoreDocument("jokes/pruned-joke") != nil)
    }
}
