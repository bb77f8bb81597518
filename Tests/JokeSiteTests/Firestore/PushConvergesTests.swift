import Foundation
import JokeSite
import Testing

/// A push cut off anywhere is finished by pushing again: what Firestore
/// confirmed is in the base at once, and what may have landed is read back.
@Suite(.enabled(if: FirestoreEmulator.isInstalled, FirestoreEmulator.notInstalled))
struct PushConvergesTests {
    /// The finding "a push that did not hear back cannot be finished by
    /// pushing again": the batch landed, its answer was lost.
    @Test func aBatchWhoseAnswerWasLostIsReadBackAndCounted() async throws {
        let emulator = try FirestoreEmulator.shared.get()
        let site = try FirestoreSite(emulator: emulator)
        try site.succeeds("push", ["--yes"])
        let editedID = try site.firstID("jokes.json")
        try site.edit("jokes.json", editedID) { $0["text"] = .string("Unheard? Unheard.") }
        try site.edit("jokes.json", "unheard-joke") { $0 = jokeFields("Why unheard? Because.") }
        // The first connection is the batch: it reaches Firestore, its answer does not come back.
        let losing = try LocalServer.forwarding(to: emulator.host, losingAnswers: { $0 == 0 })

        let push = try site.run("push", ["--yes"], host: losing.host)
        #expect(push.status == 3, "\(push.output)\(push.errors)")
        #expect(push.errors.contains("read back from Firestore: 2 of that request's 2 writes landed; 2 written in all, 0 not sent\n"),
                "\(push.errors)")
        #expect(!push.errors.contains("push again"), "\(push.errors)")
        let again = try site.run("push", ["--yes"])
        #expect(again.status == 4, "\(again.output)\(again.errors)")
        #expect(try site.run("pull").status == 4)
    }

    /// Killed after Firestore wrote but before the base was saved: pushing
    /// again meets its own writes, which are done, not conflicts.
    @Test func aWriteFirestoreAlreadyHoldsIsDoneNotAConflict() async throws {
        let site = try FirestoreSite(emulator: try FirestoreEmulator.shared.get())
        try site.succeeds("push", ["--yes", "--events"])
        let baseBefore = try site.read("firestore-sync.json")
        let editedID = try site.firstID("jokes.json")
        try site.edit("jokes.json", editedID) { $0["text"] = .string("Twice? Twice.") }
        try site.edit("jokes.json", "twice-joke") { $0 = jokeFields("Why twice? Because.") }
        let eventID = try site.firstID("rating_events.json")
        try site.edit("rating_events.json", eventID) { $0 = [:] }
        try site.succeeds("push", ["--yes", "--events", "--prune"])
        try site.write("firestore-sync.json", baseBefore)

        let again = try site.run("push", ["--yes", "--events", "--prune"])
        #expect(again.status == 0, "\(again.output)\(again.errors)")
        #expect(again.output.contains("sent 3 writes in 2 requests: 3 written"), "\(again.output)")
        #expect(!again.errors.contains("conflict"), "\(again.errors)")
        #expect(try site.run("push", ["--yes", "--events", "--prune"]).status == 4)
        #expect(try site.run("pull", ["--events"]).status == 4)
    }
}
