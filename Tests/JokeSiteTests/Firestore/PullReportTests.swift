import Foundation
import JokeSite
import Testing

/// What `pull` says when it has little to do.
@Suite(.enabled(if: FirestoreEmulator.isInstalled, FirestoreEmulator.notInstalled))
struct PullReportTests {
    /// The finding "a pull that changed nothing hides the waiting list".
    @Test func aPullThatChangedNothingStillListsWhatWaitsToBePushed() throws {
        let site = try FirestoreSite(emulator: try FirestoreEmulator.shared.get())
        try site.succeeds("push", ["--yes"])
        try site.edit("jokes.json", "waiting-joke") { $0 = jokeFields("Why wait? Because.") }
        let pull = try site.run("pull")
        #expect(pull.status == 4, "\(pull.output)\(pull.errors)")
        #expect(pull.output.contains("nothing changed; \(site.content.path)/ was not written\n"
            + "waiting to be pushed (jokesite push):\n  jokes/waiting-joke (new)\n"), "\(pull.output)")
    }

    /// The small finding "the settling pull prints nothing of what it settled".
    @Test func aSettlingPullSaysWhatItSettled() async throws {
        let site = try FirestoreSite(emulator: try FirestoreEmulator.shared.get())
        try site.succeeds("push", ["--yes"])
        let jokeID = try site.firstID("jokes.json")
        try site.edit("jokes.json", jokeID) { $0["text"] = .string("Mine? Mine.") }
        try await site.firestoreSet("jokes/\(jokeID)", #"{"text": {"stringValue": "Theirs? Theirs."}}"#)
        #expect(try site.run("pull").status == 1)
        // Settled Firestore's way: content/ takes its text.
        try site.edit("jokes.json", jokeID) { $0["text"] = .string("Theirs? Theirs.") }
        let settling = try site.run("pull")
        #expect(settling.status == 0, "\(settling.output)\(settling.errors)")
        #expect(settling.output.contains("settled (both sides hold the same value now): jokes/\(jokeID): text\n"), "\(settling.output)")
        #expect(try site.run("push", ["--yes"]).status == 4)
    }
}
