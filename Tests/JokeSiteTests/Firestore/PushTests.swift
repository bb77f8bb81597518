import Foundation
import Testing

@Suite(.enabled(if: FirestoreEmulator.isInstalled, FirestoreEmulator.notInstalled))
struct PushTests {
    @Test func aDryRunWritesNothing() async throws {
        let emulator = try FirestoreEmulator.shared.get()
        let site = try FirestoreSite(emulator: emulator)
        let push = try site.run("push", ["--dry-run"])
        #expect(push.status == 0, "\(push.errors)")
        #expect(push.output.contains("plan (changes since the last sync; dry run, nothing is written):"))
        #expect(push.output.contains("  characters   5 to create, 0 to update"), "\(push.output)")
        #expect(push.output.contains("would send 108 writes in 3 requests"), "\(push.output)")
        #expect(try await emulator.documentIDs("jokes", project: site.project).isEmpty)
    }

    @Test func withoutPruneNothingIsDeletedAndPruneDeletesOnlyWhatTheBaseKnows() async throws {
        let emulator = try FirestoreEmulator.shared.get()
        let site = try FirestoreSite(emulator: emulator)
        try site.edit("jokes.json", "short-lived") { $0 = jokeFields("Why short? Because.") }
        #expect(try site.run("push", ["--yes"]).status == 0)
        // The app's new document is not in the base: no push deletes it.
        try await site.firestoreSet("characters/mr_extra", #"{"name": {"stringValue": "Mr. Extra"}}"#)
        // A joke changed in content/ is updated; one deleted there is kept without --prune.
        let jokes = try site.read("jokes.json")
        try site.write("jokes.json", jokes.replacingOccurrences(of: #""likes": 2,"#, with: #""likes": 3,"#, options: [], range: jokes.range(of: #""likes": 2,"#)))
        try site.edit("jokes.json", "short-lived") { $0 = [:] }
        let push = try site.run("push", ["--yes"])
        #expect(push.status == 0, "\(push.errors)")
        #expect(push.output.contains("  characters   0 to create, 0 to update\n"), "\(push.output)")
        #expect(push.output.contains("  jokes        0 to create, 1 to update, 1 deleted in \(site.content.path)/ (kept; --prune deletes them)"),
                "\(push.output)")
        #expect(try await emulator.documentIDs("jokes", project: site.project).contains("short-lived"))

        let pruned = try site.run("push", ["--yes", "--prune"])
        #expect(pruned.output.contains("  jokes        0 to create, 0 to update, 1 to delete"), "\(pruned.output)")
        #expect(try await !emulator.documentIDs("jokes", project: site.project).contains("short-lived"))
        #expect(try await emulator.documentIDs("characters", project: site.project).contains("mr_extra"))
    }

    @Test func aRejectedCatalogueIsNotPushed() async throws {
        let emulator = try FirestoreEmulator.shared.get()
        let site = try FirestoreSite(emulator: emulator)
        try site.write("characters.json", try site.read("characters.json").replacingOccurrences(of: "\"mr_bad\"", with: "\"Mr Bad!\""))
        let push = try site.run("push", ["--yes"])
        #expect(push.status == 1)
        #expect(push.errors.contains("the catalogue has problems; fix them first (jokesite check):"), "\(push.errors)")
        #expect(try await emulator.documentIDs("characters", project: site.project).isEmpty)
    }

    @Test func outsideATerminalItNeedsYes() async throws {
        let emulator = try FirestoreEmulator.shared.get()
        let site = try FirestoreSite(emulator: emulator)
        let push = try site.run("push")
        #expect(push.status == 2)
        #expect(push.errors.contains("outside a terminal give --yes"))
        #expect(try await emulator.documentIDs("jokes", project: site.project).isEmpty)
    }
}
