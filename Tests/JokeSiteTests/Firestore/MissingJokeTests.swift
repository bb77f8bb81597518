import Foundation
import JokeSite
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
}
