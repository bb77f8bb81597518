import Foundation
import Testing

@Suite(.enabled(if: FirestoreEmulator.isInstalled, FirestoreEmulator.notInstalled))
struct PushTests {
    @Test func aDryRunWritesNothing() async throws {
        let emulator = try FirestoreEmulator.shared.get()
        let site = try FirestoreSite(emulator: emulator)
        let push = try site.run("push", ["--dry-run"])
        #expect(push.status == 0, "\(push.errors)")
        #expect(push.output.contains("plan (dry run, nothing is written):"))
        #expect(push.output.contains("  characters   5 to create, 0 to update"), "\(push.output)")
        #expect(push.output.contains("would send 108 writes in 1 commit"), "\(push.output)")
        #expect(try await emulator.documentIDs("jokes", project: site.project).isEmpty)
    }

    @Test func withoutPruneNothingIsDeleted() async throws {
        let emulator = try FirestoreEmulator.shared.get()
        let site = try FirestoreSite(emulator: emulator)
        #expect(try site.run("push", ["--yes"]).status == 0)
        let extra = try await emulator.request("PATCH", "/characters/mr_extra", project: site.project, body: #"{"fields": {"name": {"stringValue": "Mr. Extra"}}}"#)
        #expect(extra.status == 200)
        // A joke changed in content/ is updated; the character only Firestore has is kept.
        let jokes = try site.read("jokes.json")
        try site.write("jokes.json", jokes.replacingOccurrences(of: #""likes": 2,"#, with: #""likes": 3,"#, options: [], range: jokes.range(of: #""likes": 2,"#)))
        let push = try site.run("push", ["--yes"])
        #expect(push.status == 0, "\(push.errors)")
        #expect(push.output.contains("  characters   0 to create, 0 to update, 1 only in Firestore (kept; --prune deletes them)"), "\(push.output)")
        #expect(push.output.contains("  jokes        0 to create, 1 to update\n"), "\(push.output)")
        #expect(try await emulator.documentIDs("characters", project: site.project).contains("mr_extra"))

        let pruned = try site.run("push", ["--yes", "--prune"])
        #expect(pruned.output.contains("1 to delete"), "\(pruned.output)")
        #expect(try await !emulator.documentIDs("characters", project: site.project).contains("mr_extra"))
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
