import Foundation
import JokeSite
import Testing

/// What `push` sends: only changes since the base, in their Firestore
/// types; deletions only with `--prune`, children first, none dangling.
@Suite(.enabled(if: FirestoreEmulator.isInstalled, FirestoreEmulator.notInstalled))
struct SyncPushTests {
    /// The finding "push never converges": every form `check` accepts.
    @Test func oddFormsConvergePushThenPushPlansNothingAndPullChangesNoByte() throws {
        let site = try FirestoreSite(emulator: try FirestoreEmulator.shared.get())
        try site.edit("jokes.json", "odd-forms") {
            $0 = jokeFields("Why odd? Because.")
            $0["created_at"] = .string("2026-01-01T00:00:00-05:00")
            $0["updated_at"] = .string("2026-01-01T05:00:00.500Z")
            $0["rating_avg"] = .number(JSONNumber(2.5, literal: "2.50"))
            $0["popularity_score"] = .number(JSONNumber(100, literal: "1e2"))
            $0["likes"] = .number(JSONNumber(0, literal: "-0"))
        }
        try site.edit("daily_jokes.json", "2026-11-30") {
            $0 = ["joke_id": .string("odd-forms"), "created_at": .string("2026-11-20T10:00:00.123456789Z")]
        }
        let check = try JokeSiteProcess.run(["check", "--content", site.content.path])
        #expect(check.status == 0, "\(check.output)\(check.errors)")
        try site.succeeds("push", ["--yes"])
        let before = try site.snapshot()
        let again = try site.run("push", ["--yes"])
        #expect(again.status == 4, "\(again.output)")
        #expect(again.output.contains("nothing to write"))
        let pull = try site.run("pull")
        #expect(pull.status == 4, "\(pull.output)\(pull.errors)")
        #expect(try site.snapshot() == before)
    }

    /// Every Firestore type survives pull, an edit of another field, and push.
    @Test func typesSurvivePullEditAndPush() async throws {
        let site = try FirestoreSite(emulator: try FirestoreEmulator.shared.get())
        try site.succeeds("push", ["--yes"])
        let root = "projects/\(site.project)/databases/(default)/documents"
        let typed = """
            {"character": {"stringValue": "mr_funny"}, "text": {"stringValue": "Why typed? Because."}, "type": {"stringValue": "dad_joke"},
             "tags": {"arrayValue": {}}, "sfw": {"booleanValue": true}, "source": {"stringValue": "original"},
             "likes": {"integerValue": "9007199254740993"}, "rating_avg": {"doubleValue": 4.0},
             "created_at": {"timestampValue": "2025-01-02T03:04:05.123456Z"},
             "x_when": {"timestampValue": "2025-01-02T03:04:05Z"}, "x_null": {"nullValue": null},
             "x_reference": {"referenceValue": "\(root)/characters/mr_funny"}, "x_bytes": {"bytesValue": "AAE="},
             "x_geo": {"geoPointValue": {"latitude": 51.5, "longitude": -0.125}},
             "x_map": {"mapValue": {"fields": {"at": {"timestampValue": "2025-01-02T03:04:05Z"}, "whole": {"doubleValue": 2.0}}}}}
            """
        let written = try await site.emulator.request("PATCH", "/jokes/typed", project: site.project, body: #"{"fields": \#(typed)}"#)
        #expect(written.status == 200, "\(written.body)")
        #expect(try site.run("pull").status == 0)
        try site.edit("jokes.json", "typed") { $0["text"] = .string("Why typed again? Because.") }
        let push = try site.run("push", ["--yes"])
        #expect(push.status == 0, "\(push.output)\(push.errors)")
        #expect(push.output.contains("  jokes        0 to create, 1 to update\n"), "\(push.output)")
        let document = try #require(try await site.firestoreDocument("jokes/typed"))
        for expected in [#""stringValue": "Why typed again? Because.""#, #""integerValue": "9007199254740993""#, #""doubleValue": 4"#,
                         #""referenceValue": "\#(root)/characters/mr_funny""#, #""bytesValue": "AAE=""#, #""geoPointValue""#,
                         #""timestampValue": "2025-01-02T03:04:05Z""#, #""nullValue": null"#, #""doubleValue": 2"#] {
            #expect(document.contains(expected), "\(expected) in \(document)")
        }
        // Now every field changes: pushed with the base's types, pull gives back the same bytes.
        try site.edit("jokes.json", "typed") {
            $0["x_when"] = .string("2025-02-02T03:04:05Z")
            $0["x_reference"] = .string("characters/mr_sad")
            $0["x_bytes"] = .string("AAI=")
            $0["x_geo"] = .object(JSONObject(members: [JSONObject.Member(key: "latitude", value: .number(JSONNumber(1.5, literal: "1.5"))),
                                                      JSONObject.Member(key: "longitude", value: .number(JSONNumber(2)))]))
            $0["rating_avg"] = .number(JSONNumber(3))
        }
        try site.succeeds("push", ["--yes"])
        let changed = try #require(try await site.firestoreDocument("jokes/typed"))
        for expected in [#""timestampValue": "2025-02-02T03:04:05Z""#, #""referenceValue": "\#(root)/characters/mr_sad""#,
                         #""bytesValue": "AAI=""#, #""doubleValue": 3"#, #""longitude": 2"#] {
            #expect(changed.contains(expected), "\(expected) in \(changed)")
        }
        let before = try site.snapshot()
        #expect(try site.run("pull").status == 4)
        #expect(try site.snapshot() == before)
    }

    /// The finding "push --prune deletes what the app created, leaves
    /// events naming deleted jokes, deletes characters before their jokes".
    @Test func pruneDeletesOnlyWhatTheBaseKnowsChildrenFirstAndNothingDangling() async throws {
        let site = try FirestoreSite(emulator: try FirestoreEmulator.shared.get())
        try site.edit("characters.json", "mr_test") { $0 = ["name": .string("Mr. Test"), "joke_types": .array([.string("dad_joke")])] }
        try site.edit("jokes.json", "test-joke") { $0 = jokeFields("Why test? Because.", character: "mr_test") }
        try site.edit("jokes.json", "kept-joke") { $0 = jokeFields("Why keep? Because.") }
        try site.succeeds("push", ["--yes"])
        // The app creates a joke and rates test-joke; the owner deletes test-joke, mr_test and kept-joke.
        try await site.firestoreSet("jokes/apps-joke", #"{"character": {"stringValue": "mr_funny"}, "text": {"stringValue": "App? App."}}"#)
        try await site.firestoreSet("rating_events/apps-event", #"{"joke_id": {"stringValue": "test-joke"}, "rating": {"integerValue": "5"}}"#)
        try site.edit("jokes.json", "test-joke") { $0 = [:] }
        try site.edit("jokes.json", "kept-joke") { $0 = [:] }
        try site.edit("characters.json", "mr_test") { $0 = [:] }

        let refused = try site.run("push", ["--yes", "--prune"])
        #expect(refused.status == 1, "\(refused.output)\(refused.errors)")
        #expect(refused.errors.contains("jokes/test-joke: rating_events/apps-event names it (joke_id) and would be left naming nothing"),
                "\(refused.errors)")
        #expect(try await site.firestoreDocument("jokes/test-joke") != nil)

        // The event goes; kept-joke is changed in Firestore since: not deleted, a conflict.
        try await site.firestoreDelete("rating_events/apps-event")
        try await site.firestoreSet("jokes/kept-joke", #"{"likes": {"integerValue": "1"}}"#)
        let pruned = try site.run("push", ["--yes", "--prune", "--verbose"])
        #expect(pruned.status == 1, "\(pruned.output)\(pruned.errors)")
        #expect(pruned.output.contains("  characters   0 to create, 0 to update, 1 to delete\n"), "\(pruned.output)")
        #expect(pruned.errors.contains("jokes/kept-joke: Firestore changed it since the last sync"), "\(pruned.errors)")
        let jokes = try #require(pruned.errors.range(of: "(jokes)"))
        let characters = try #require(pruned.errors.range(of: "(characters)"))
        #expect(jokes.lowerBound < characters.lowerBound, "\(pruned.errors)")
        #expect(try await site.firestoreDocument("jokes/test-joke") == nil)
        #expect(try await site.firestoreDocument("characters/mr_test") == nil)
        #expect(try await site.firestoreDocument("jokes/kept-joke") != nil)
        #expect(try await site.firestoreDocument("jokes/apps-joke") != nil)
    }
}
