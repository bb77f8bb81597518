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

/// The done-when of the finding: `kill -9` at 20 random moments of a
/// 1,500-document push, each followed by a push that finishes it.
@Suite(.enabled(if: FirestoreEmulator.isInstalled, FirestoreEmulator.notInstalled))
struct KilledPushTests {
    static let bulk = 1500

    @Test func aPushKilledAtTwentyRandomMomentsIsFinishedByPushingAgain() async throws {
        // An emulator of its own: its thousands of writes would keep the shared one from answering the other suites in time.
        let emulator = try FirestoreEmulator()
        defer { emulator.stop() }
        let site = try FirestoreSite(emulator: emulator)
        try setBulkTexts(of: site, round: 0)
        try site.succeeds("push", ["--yes"])
        // An update of every bulk joke, whole: its time bounds the kill moments.
        try setBulkTexts(of: site, round: 1)
        let started = Date()
        try site.succeeds("push", ["--yes"])
        let duration = Date().timeIntervalSince(started)
        var random = SplitMix64(state: 50)
        var killed = 0
        // A push that ended before its moment (a busy machine varies) is no kill: later moments are drawn
        // before it, and rounds go on until 20 pushes were killed.
        var latest = duration
        for round in 2...61 where killed < 20 {
            try setBulkTexts(of: site, round: round)
            let moment = Double.random(in: 0.05...max(0.06, latest), using: &random)
            if try push(site, killedAfter: moment) { killed += 1 } else { latest = moment * 0.9 }
            let again = try site.run("push", ["--yes"])
            // 4: the killed push had journaled every write before it died.
            #expect(again.status == 0 || again.status == 4, "round \(round), killed after \(moment) s: \(again.output)\(again.errors)")
            #expect(!again.errors.contains("conflict"), "round \(round), killed after \(moment) s: \(again.errors)")
        }
        #expect(killed == 20, "only \(killed) pushes were killed before they ended")
        // Firestore equals content/: a copy pulled from nothing holds the same jokes, and the site's pull has nothing to change.
        let mirror = try site.sibling()
        #expect(try mirror.run("pull").status == 0)
        #expect(try mirror.read("jokes.json") == site.read("jokes.json"))
        let pull = try site.run("pull")
        #expect(pull.status == 4, "\(pull.output)\(pull.errors)")
    }

    /// `bulk` jokes beside the sample's, their texts naming the round.
    private func setBulkTexts(of site: FirestoreSite, round: Int) throws {
        guard case .object(var jokes) = try JSONParser.parse(Array(site.read("jokes.json").utf8)) else { return }
        jokes.members.removeAll { $0.key.hasPrefix("bulk-") }
        for index in 0..<Self.bulk {
            let fields = jokeFields("Why bulk \(index)? Round \(round).")
            jokes.members.append(JSONObject.Member(key: String(format: "bulk-%04d", index),
                                                   value: .object(JSONObject(members: fields.sorted { $0.key < $1.key }.map { JSONObject.Member(key: $0.key, value: $0.value) }))))
        }
        try site.write("jokes.json", JSONWriter.format(.object(jokes)))
    }

    /// Runs `jokesite push --yes` and sends it SIGKILL after `seconds`: true when it was still running.
    private func push(_ site: FirestoreSite, killedAfter seconds: Double) throws -> Bool {
        let process = Process()
        process.executableURL = JokeSiteProcess.executable
        process.arguments = ["push", "--yes", "--content", site.content.path, "--project", site.project, "--timeout", "300"]
        process.environment = ProcessInfo.processInfo.environment.merging(["FIRESTORE_EMULATOR_HOST": site.emulator.host]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: seconds)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL
    }
}
