import Foundation
import Testing

/// A request that fails leaves `content/` byte-identical, with exit 3 and
/// one line naming the request.
@Suite(.enabled(if: FirestoreEmulator.isInstalled, FirestoreEmulator.notInstalled))
struct PullFaultTests {
    @Test func theEmulatorStoppedMidPull() throws {
        let emulator = try FirestoreEmulator()
        let site = try FirestoreSite(emulator: emulator)
        #expect(try site.run("push", ["--events", "--rankings", "--yes"]).status == 0)
        try site.write("jokes.json", "{}\n")
        try site.write("daily_jokes.json", "{}\n")
        try site.write("rating_events.json", "{}\n")
        let before = try site.snapshot()

        // Pages of 5 documents; the emulator stops as soon as the first page of events is read.
        let process = Process()
        process.executableURL = JokeSiteProcess.executable
        process.arguments = ["pull", "--content", site.content.path, "--project", site.project, "--events", "--page-size", "5", "--verbose",
                             "--timeout", "300"]
        process.environment = ProcessInfo.processInfo.environment.merging(["FIRESTORE_EMULATOR_HOST": emulator.host]) { $1 }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        var seen = ""
        while let chunk = try errors.fileHandleForReading.read(upToCount: 1), !chunk.isEmpty {
            seen += String(decoding: chunk, as: UTF8.self)
            if seen.contains("read rating_events page 1 ") { emulator.stop() }
        }
        process.waitUntilExit()
        #expect(process.terminationStatus == 3, "\(seen)")
        #expect(seen.contains("error: POST projects/\(site.project)/databases/(default)/documents:runQuery (rating_events, page "), "\(seen)")
        #expect(seen.contains(") failed: cannot connect to \(emulator.host)") || seen.contains(") failed: the connection to \(emulator.host) was lost"))
        #expect(seen.contains("was not changed"))
        #expect(try site.snapshot() == before)
    }

    @Test func aProjectTheEmulatorRefuses() throws {
        // In single-project mode the emulator refuses any other project
        // (with 400 INVALID_ARGUMENT, where Firestore itself says 403).
        let emulator = try FirestoreEmulator(arguments: ["--single_project_mode", "--single_project_mode_error", "--project_id=the-right-one"])
        let site = try FirestoreSite(emulator: emulator, project: "a-wrong-one")
        let before = try site.snapshot()
        let pull = try site.run("pull")
        #expect(pull.status == 3)
        #expect(pull.errors.hasPrefix("error: POST projects/a-wrong-one/databases/(default)/documents:runQuery (characters, page 1) was refused: HTTP 400: "
            + "INVALID_ARGUMENT: Multiple projectIds are not permitted in single project mode."), "\(pull.errors)")
        #expect(try site.snapshot() == before)
    }

    @Test func aServerThatNeverAnswers() throws {
        let silent = try LocalServer.silent()
        let site = try FirestoreSite(emulator: try FirestoreEmulator.shared.get())
        let before = try site.snapshot()
        let pull = try site.run("pull", ["--timeout", "1"], host: silent.host)
        #expect(pull.status == 3)
        #expect(pull.errors.contains("error: POST projects/\(site.project)/databases/(default)/documents:runQuery (characters, page 1) failed: "
            + "no answer from \(silent.host) within the timeout of 1 s"), "\(pull.errors)")
        #expect(try site.snapshot() == before)
    }
}
