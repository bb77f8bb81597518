import Foundation
import Testing

/// `kill -9` at each of 20 steps of a pull that changes four files of
/// `content/` and writes its sync base (the real binary, stopped by `JOKESITE_TEST_KILL_AT_CONTENT_STEP`):
/// each time the next `jokesite check` passes, and `content/` holds exactly
/// the old files or the new ones, with nothing of the change left behind.
@Suite(.enabled(if: FirestoreEmulator.isInstalled, FirestoreEmulator.notInstalled))
struct KilledContentChangeTests {
    @Test func aPullKilledAtAnyStepLeavesTheOldCatalogueOrTheNew() throws {
        let emulator = try FirestoreEmulator.shared.get()
        let site = try FirestoreSite(emulator: emulator)
        #expect(try site.run("push", ["--events", "--rankings", "--yes"]).status == 0)
        // Without a sync base the pull is a first one: what only Firestore has is taken.
        try FileManager.default.removeItem(at: site.content.appendingPathComponent("firestore-sync.json"))
        // The old catalogue: valid, and lacking documents Firestore has in four files.
        try site.edit("jokes.json", try site.firstID("jokes.json")) { $0 = [:] }
        try site.write("daily_jokes.json", "{}\n")
        try site.write("weekly_rankings.json", "{}\n")
        try site.write("rating_events.json", "{}\n")
        let old = try site.snapshot()
        let saved = site.folder.url.appendingPathComponent("old-content")
        try FileManager.default.copyItem(at: site.content, to: saved)

        let reference = try site.sibling(onlySiteFiles: false)
        #expect(try reference.run("pull", ["--events"]).status == 0)
        let new = try reference.snapshot()
        #expect(Set(new.keys) == Set(old.keys).union(["firestore-sync.json"]))
        #expect(["jokes.json", "daily_jokes.json", "weekly_rankings.json", "rating_events.json"].allSatisfy { old[$0] != new[$0] })

        // Killed at each step in turn, until a pull has fewer steps and ends
        // by itself (the count grows with the files of content/).
        var outcomes: [String] = []
        var finished = false
        for step in 1...80 where !finished {
            try FileManager.default.removeItem(at: site.content)
            try FileManager.default.copyItem(at: saved, to: site.content)
            finished = try !pull(site, stoppingAt: step)
            let check = try JokeSiteProcess.run(["check", "--content", site.content.path])
            #expect(check.status == 0, "killed at step \(step): \(check.output)\(check.errors)")
            let after = try site.snapshot()
            #expect(after == old || after == new, "killed at step \(step): \(after.keys.filter { old[$0] != after[$0] && new[$0] != after[$0] }.sorted())")
            outcomes.append(after == old ? "old" : "new")
            let beside = try FileManager.default.contentsOfDirectory(atPath: site.folder.url.path).filter { $0.hasPrefix(".") }
            #expect(beside.isEmpty, "killed at step \(step): \(beside)")
        }
        #expect(finished && outcomes.count > 20, "\(outcomes.count) steps")
        // Kills before the journal leave the old files, kills after it the new.
        #expect(outcomes.first == "old" && outcomes.last == "new", "\(outcomes)")
        #expect(outcomes == outcomes.sorted { $0 > $1 }, "\(outcomes)")
    }

    /// Runs `jokesite pull --events`, which kills itself at `step`: true when it did.
    private func pull(_ site: FirestoreSite, stoppingAt step: Int) throws -> Bool {
        let process = Process()
        process.executableURL = JokeSiteProcess.executable
        process.arguments = ["pull", "--content", site.content.path, "--project", site.project, "--events", "--timeout", "300"]
        process.environment = ProcessInfo.processInfo.environment.merging([
            "FIRESTORE_EMULATOR_HOST": site.emulator.host, "JOKESITE_TEST_KILL_AT_CONTENT_STEP": String(step),
        ]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL
    }
}
