import Foundation
import JokeSite
import Testing

/// `pull` merges three ways against the sync base, and `push` sends only
/// what changed since, on condition: what either side changed survives.
@Suite(.enabled(if: FirestoreEmulator.isInstalled, FirestoreEmulator.notInstalled))
struct SyncMergeTests {
    /// The finding "push reverts what the app wrote": the app raises `likes`
    /// while the owner adds a joke and edits another's text.
    @Test func theAppsLikesAndTheOwnersChangesBothSurvive() async throws {
        let site = try FirestoreSite(emulator: try FirestoreEmulator.shared.get())
        try site.succeeds("push", ["--yes"])
        let jokeID = try site.firstID("jokes.json")
        try await site.firestoreSet("jokes/\(jokeID)", #"{"likes": {"integerValue": "3"}}"#)

        try site.edit("jokes.json", "owners-new-joke") { $0 = jokeFields("Why did the owner push? To share.") }
        let push = try site.run("push", ["--yes"])
        #expect(push.status == 0, "\(push.output)\(push.errors)")
        #expect(push.output.contains("  jokes        1 to create, 0 to update\n"), "\(push.output)")
        #expect(try await site.firestoreDocument("jokes/\(jokeID)")?.contains(#""integerValue": "3""#) == true)
        #expect(try await site.firestoreDocument("jokes/owners-new-joke") != nil)

        // The same document: the owner edits the text; the precondition stops the write.
        try site.edit("jokes.json", jokeID) { $0["text"] = .string("A new text? A new text.") }
        let refused = try site.run("push", ["--yes"])
        #expect(refused.status == 1, "\(refused.output)\(refused.errors)")
        #expect(refused.errors.contains("jokes/\(jokeID): Firestore changed it since the last sync (FAILED_PRECONDITION"), "\(refused.errors)")
        #expect(refused.errors.contains("pull, then push"))
        #expect(try await site.firestoreDocument("jokes/\(jokeID)")?.contains("A new text") == false)

        // Pull takes the likes and keeps the text, which waits to be pushed; then push sends only the text.
        let pull = try site.run("pull")
        #expect(pull.status == 0, "\(pull.output)\(pull.errors)")
        #expect(pull.output.contains("waiting to be pushed (jokesite push):\n  jokes/\(jokeID): text\n"), "\(pull.output)")
        let jokes = try site.read("jokes.json")
        #expect(jokes.contains("A new text? A new text."))
        let again = try site.run("push", ["--yes"])
        #expect(again.status == 0, "\(again.output)\(again.errors)")
        #expect(again.output.contains("  jokes        0 to create, 1 to update\n"), "\(again.output)")
        let document = try #require(try await site.firestoreDocument("jokes/\(jokeID)"))
        #expect(document.contains("A new text? A new text.") && document.contains(#""integerValue": "3""#), "\(document)")
        #expect(try site.run("pull").status == 4)
    }

    /// The finding "the hourly workflow deletes the owner's jokes".
    @Test func aMergedPullRequestsJokeSurvivesThePullAndReachesFirestore() async throws {
        let site = try FirestoreSite(emulator: try FirestoreEmulator.shared.get())
        try site.succeeds("push", ["--yes"])
        // Found before the add: the new joke's random id may sort first.
        let likedID = try site.firstID("jokes.json")
        let added = try JokeSiteProcess.run(["add", "--content", site.content.path, "--character", "mr_sad", "--text", "Why merge? Because."])
        #expect(added.status == 0, "\(added.errors)")
        let jokeID = String(try #require(added.output.firstMatch(of: /added (\S+) \(/)).1)
        try await site.firestoreSet("jokes/\(likedID)", #"{"likes": {"integerValue": "40"}}"#)

        let pull = try site.run("pull")
        #expect(pull.status == 0, "\(pull.output)\(pull.errors)")
        #expect(pull.output.contains("  jokes/\(jokeID) (new)"), "\(pull.output)")
        #expect(try site.read("jokes.json").contains("Why merge? Because."))
        #expect(try site.read("jokes.json").contains(#""likes": 40"#))

        let push = try site.run("push", ["--yes"])
        #expect(push.status == 0, "\(push.output)\(push.errors)")
        #expect(try await site.firestoreDocument("jokes/\(jokeID)")?.contains("Why merge? Because.") == true)
        #expect(try site.run("pull").status == 4)
        #expect(try site.run("push", ["--yes"]).status == 4)
    }

    @Test func theSameFieldChangedOnBothSidesIsAConflictNamedAndNothingIsLost() async throws {
        let site = try FirestoreSite(emulator: try FirestoreEmulator.shared.get())
        try site.edit("jokes.json", "to-delete") { $0 = jokeFields("Why delete? Because.") }
        try site.edit("jokes.json", "deleted-there") { $0 = jokeFields("Why gone? Because.") }
        try site.succeeds("push", ["--yes"])
        let jokeID = try site.firstID("jokes.json")
        try site.edit("jokes.json", jokeID) {
            $0["text"] = .string("Mine? Mine.")
            $0["likes"] = .number(JSONNumber(100))
        }
        try site.edit("jokes.json", "to-delete") { $0 = [:] }
        try await site.firestoreSet("jokes/\(jokeID)", #"{"text": {"stringValue": "Theirs? Theirs."}, "likes": {"integerValue": "7"}}"#)
        try await site.firestoreSet("jokes/to-delete", #"{"tags": {"arrayValue": {"values": [{"stringValue": "late"}]}}}"#)
        try await site.firestoreDelete("jokes/deleted-there")

        let pull = try site.run("pull")
        #expect(pull.status == 1, "\(pull.output)\(pull.errors)")
        #expect(pull.errors.contains(#"jokes/\#(jokeID): text: content/ has "Mine? Mine.", Firestore has "Theirs? Theirs." (both changed"#),
                "\(pull.errors)")
        #expect(pull.errors.contains("jokes/to-delete: deleted in content/, changed in Firestore"), "\(pull.errors)")
        // The app's counter: Firestore's value is kept, and said so.
        #expect(pull.output.contains("kept Firestore's: jokes/\(jokeID): likes: Firestore's 7 kept over content/'s 100 (the app's)"), "\(pull.output)")
        // Deleted in Firestore, unchanged here: deleted here too.
        let jokes = try site.read("jokes.json")
        #expect(!jokes.contains("deleted-there"))
        #expect(jokes.contains("Mine? Mine."))
        #expect(try await site.firestoreDocument("jokes/\(jokeID)")?.contains("Theirs? Theirs.") == true)

        // Until settled, push refuses to overwrite; --force settles it content/'s way.
        let push = try site.run("push", ["--yes"])
        #expect(push.status == 1)
        #expect(push.errors.contains("jokes/\(jokeID): Firestore changed it since the last sync"), "\(push.errors)")
        #expect(try await site.firestoreDocument("jokes/\(jokeID)")?.contains("Theirs? Theirs.") == true)
        let forced = try site.run("push", ["--yes", "--force"])
        #expect(forced.status == 0, "\(forced.output)\(forced.errors)")
        let document = try #require(try await site.firestoreDocument("jokes/\(jokeID)"))
        #expect(document.contains("Mine? Mine.") && document.contains(#""integerValue": "7""#), "\(document)")
    }
}
