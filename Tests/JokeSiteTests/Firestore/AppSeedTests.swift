import Foundation
import Testing

/// A Firestore written the way the app and its scripts write it
/// (MrFunnyJokes: `add-jokes.js`, `migrate-joke-ids.js`, FirestoreService,
/// the nightly `aggregateRankings`) pulled into the sample site, with its colours.
@Suite(.enabled(if: FirestoreEmulator.isInstalled, FirestoreEmulator.notInstalled))
struct AppSeedTests {
    @Test func theAppsFirestorePulledIntoASiteWithColours() async throws {
        let emulator = try FirestoreEmulator.shared.get()
        // The sample as README's Monday leaves it: no jokes, days, rankings
        // or events of its own, and of each character only its colours and avatar.
        let site = try FirestoreSite(emulator: emulator)
        for file in ["jokes.json", "daily_jokes.json", "weekly_rankings.json", "rating_events.json"] { try site.write(file, "{}\n") }
        for id in ["mr_funny", "mr_bad", "mr_sad", "mr_potty", "mr_love"] {
            try site.edit("characters.json", id) { fields in
                fields = fields.filter { ["color", "background_light", "background_dark", "avatar"].contains($0.key) }
            }
        }
        let commit = try await emulator.request("POST", ":commit", project: site.project, body: #"{"writes": [\#(seed(site.project))]}"#)
        #expect(commit.status == 200, "\(commit.body)")

        let pull = try site.run("pull", ["--events"])
        #expect(pull.status == 0, "\(pull.output)\(pull.errors)")
        #expect(pull.output.contains("no sync base for this database"), "\(pull.output)")
        let characters = try site.read("characters.json")
        #expect(characters.contains(##""color": "#F5A623""##) && characters.contains(##""background_dark": "#3A2A0C""##), "\(characters)")
        #expect(characters.contains(#""personality": "The app's Mr. Funny.""#))
        let events = try site.read("rating_events.json")
        #expect(events.components(separatedBy: #""device_id""#).count == 3, "only Firestore's two events: \(events)")

        let check = try JokeSiteProcess.run(["check", "--content", site.content.path])
        #expect(check.status == 0, "\(check.output)\(check.errors)")
        let warnings = (check.output + check.errors).split(separator: "\n").filter { $0.contains("warning") }
        #expect(warnings.isEmpty, "\(warnings)")

        let push = try site.run("push", ["--dry-run", "--events", "--rankings"])
        #expect(push.status == 4, "\(push.output)\(push.errors)")
        #expect(push.output.contains("nothing to write"))
        let again = try site.run("pull", ["--events"])
        #expect(again.status == 4, "\(again.output)\(again.errors)")
    }

    /// The writes of one `:commit`: characters with name, personality and
    /// joke types only; jokes with auto ids, integer zeros beside doubles,
    /// microsecond server timestamps and `migrated_from`; events rated 1
    /// and 5; a day as the app's script sets it; the `all_time` rankings
    /// without week dates.
    private func seed(_ project: String) -> String {
        let root = "projects/\(project)/databases/(default)/documents"
        var writes: [String] = []
        func add(_ path: String, _ fields: String) {
            writes.append(#"{"update": {"name": "\#(root)/\#(path)", "fields": {\#(fields)}}}"#)
        }
        for (id, name) in [("mr_funny", "Mr. Funny"), ("mr_bad", "Mr. Bad"), ("mr_sad", "Mr. Sad"), ("mr_potty", "Mr. Potty"), ("mr_love", "Mr. Love")] {
            add("characters/\(id)", #""name": {"stringValue": "\#(name)"}, "personality": {"stringValue": "The app's \#(name)."}, "#
                + #""joke_types": {"arrayValue": {"values": [{"stringValue": "dad_joke"}]}}"#)
        }
        let jokes = ["aB3dE5gH7jK9mN1pQ2rS", "Zy8Xw7Vu6Ts5Rq4Po3Nm", "k1L2m3N4o5P6q7R8s9T0"]
        for (index, id) in jokes.enumerated() {
            let rated = index == 0
            add("jokes/\(id)", #""text": {"stringValue": "Why seed \#(index)? Because \#(index)."}, "type": {"stringValue": "dad_joke"}, "#
                + #""character": {"stringValue": "mr_funny"}, "tags": {"arrayValue": {}}, "sfw": {"booleanValue": true}, "#
                + #""source": {"stringValue": "classic"}, "created_at": {"timestampValue": "2026-11-2\#(index)T10:11:12.345678Z"}, "#
                + #""updated_at": {"timestampValue": "2026-11-2\#(index)T10:11:12.345678Z"}, "migrated_from": {"stringValue": "old_joke_\#(index)"}, "#
                + #""rating_count": {"integerValue": "\#(rated ? 2 : 0)"}, "rating_sum": {"integerValue": "\#(rated ? 6 : 0)"}, "#
                + (rated ? #""rating_avg": {"doubleValue": 3.0}, "# : #""rating_avg": {"integerValue": "0"}, "#)
                + #""likes": {"integerValue": "\#(rated ? 1 : 0)"}, "dislikes": {"integerValue": "0"}, "popularity_score": {"integerValue": "0"}"#)
        }
        for (device, rating) in [("IPHONE-A", 1), ("IPHONE-B", 5)] {
            add("rating_events/\(device)_\(jokes[0])_2026-W48", #""joke_id": {"stringValue": "\#(jokes[0])"}, "rating": {"integerValue": "\#(rating)"}, "#
                + #""device_id": {"stringValue": "\#(device)"}, "week_id": {"stringValue": "2026-W48"}, "#
                + #""timestamp": {"timestampValue": "2026-11-24T08:09:10.\#(rating)23456Z"}"#)
        }
        // As scripts/set-daily-joke.js writes a day: the id, when it was set, a preview.
        add("daily_jokes/2026-11-24", #""joke_id": {"stringValue": "\#(jokes[0])"}, "#
            + #""set_at": {"timestampValue": "2026-11-24T00:00:00.123456Z"}, "joke_preview": {"stringValue": "Why seed 0?"}"#)
        add("weekly_rankings/all_time", #""week_id": {"stringValue": "all_time"}, "#
            + #""hilarious": {"arrayValue": {"values": [{"mapValue": {"fields": {"joke_id": {"stringValue": "\#(jokes[0])"}, "#
            + #""count": {"integerValue": "1"}, "rank": {"integerValue": "1"}}}}]}}, "#
            + #""horrible": {"arrayValue": {"values": [{"mapValue": {"fields": {"joke_id": {"stringValue": "\#(jokes[0])"}, "#
            + #""count": {"integerValue": "1"}, "rank": {"integerValue": "1"}}}}]}}, "#
            + #""total_hilarious_ratings": {"integerValue": "1"}, "total_horrible_ratings": {"integerValue": "1"}, "#
            + #""computed_at": {"timestampValue": "2026-11-25T05:00:01.234567Z"}"#)
        return writes.joined(separator: ", ")
    }
}
