import Foundation
import Testing

/// `kill -9` at many moments of a first build and of an update in place,
/// then a build with the same inputs or with the previous ones (the date
/// switched back, an edit reverted): each time the output is byte-identical
/// to a clean build of those inputs (an update's search index once its
/// recent shard is merged, `--compact-search`), with no temporary files,
/// and "up to date" is never said of an output that is not.
@Suite struct KilledBuildTests {
    private let root: URL
    private let content: URL
    private var output: URL { root.appendingPathComponent("public") }
    private var jokes: URL { content.appendingPathComponent("jokes.json") }
    private let originalJokes: Data
    private let editedJokes: Data
    private static let kills = 5

    /// Inputs of one build: its date, and whether the edit is in.
    struct Inputs: Hashable, Sendable, CustomStringConvertible {
        var date: String
        var edited: Bool

        var description: String { "--date \(date)\(edited ? ", edited" : "")" }
    }

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("jokesite-killed-\(UUID().uuidString)")
        content = root.appendingPathComponent("content")
        let made = try JokeSiteProcess.run(["synthesize", "--jokes", "10", "--events-per-joke", "1", "--out", root.path])
        guard made.status == 0 else { throw Failure(made.errors) }
        originalJokes = try Data(contentsOf: root.appendingPathComponent("content/jokes.json"))
        let text = String(decoding: originalJokes, as: UTF8.self)
        let at = try #require(text.range(of: "\"text\": \"")).upperBound
        editedJokes = Data((text[..<at] + "Edited. " + text[at...]).utf8)
    }

    private struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    private func arguments(_ inputs: Inputs, into folder: URL) throws -> [String] {
        let current = try Data(contentsOf: jokes)
        let wanted = inputs.edited ? editedJokes : originalJokes
        if current != wanted { try wanted.write(to: jokes) }
        return ["build", "--content", content.path, "--templates", FixtureSite.templates.path,
                "--output", folder.path, "--date", inputs.date]
    }

    /// A clean build of `inputs` (its files), and how long it took.
    private func reference(_ inputs: Inputs) throws -> (files: [String: Data], seconds: Double) {
        let folder = root.appendingPathComponent("references/\(inputs.date)-\(inputs.edited)")
        let started = Date()
        let result = try JokeSiteProcess.run(try arguments(inputs, into: folder))
        guard result.status == 0 else { throw Failure(result.errors) }
        return (try FolderSnapshot.files(of: folder), Date().timeIntervalSince(started))
    }

    /// Starts a build of `inputs` into the output and kills it after `delay` seconds.
    private func killedBuild(_ inputs: Inputs, after delay: Double) throws {
        let process = Process()
        process.executableURL = JokeSiteProcess.executable
        process.arguments = try arguments(inputs, into: output)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: delay)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Builds `inputs` to the end and checks the output against a clean
    /// build. An update's search index is left out (`withSearch` false):
    /// it keeps its settled shards and indexes the edits in a recent one,
    /// which `--compact-search` merges into what a clean build makes.
    private func buildAndCheck(_ inputs: Inputs, expected: [String: Data], after note: String, withSearch: Bool = true) throws {
        let result = try JokeSiteProcess.run(try arguments(inputs, into: output))
        #expect(result.status == 0, "\(note): \(result.errors)")
        let isCompared = { (path: String) in withSearch || !path.hasPrefix("pagefind/") }
        let files = try FolderSnapshot.files(of: output).filter { isCompared($0.key) }
        let expected = expected.filter { isCompared($0.key) }
        let upToDate = result.output.contains("(up to date)")
        #expect(files.keys.sorted() == expected.keys.sorted(), "\(note), then \(inputs)\(upToDate ? ", said up to date" : "")")
        #expect(files == expected, "\(note), then \(inputs)\(upToDate ? ", said up to date" : ""): bytes differ")
        let state = root.appendingPathComponent(".public.jokesite")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: state.path)
            .filter { $0 == "staging" || $0 == "journal" || $0.contains(".tmp-") }
        #expect(leftovers.isEmpty, "\(note): \(leftovers)")
        let beside = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasPrefix(".") }
        #expect(beside == [".public.jokesite"], "\(note): \(beside)")
    }

    /// Kill moments spread over a build's duration (and a little past it).
    /// The commit window is short: CommitJournalTests stops it at each step.
    private func delays(over seconds: Double) -> [Double] {
        (0..<Self.kills).map { seconds * 1.1 * (Double($0) + 0.5) / Double(Self.kills) }
    }

    @Test func aKilledFirstBuildLeavesNoTrace() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let inputs = Inputs(date: "2026-11-22", edited: false)
        let expected = try reference(inputs)
        for delay in delays(over: expected.seconds) {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: root.appendingPathComponent(".public.jokesite"))
            try killedBuild(inputs, after: delay)
            try buildAndCheck(inputs, expected: expected.files, after: String(format: "first build killed at %.3f s", delay))
        }
    }

    @Test(arguments: [Inputs(date: "2026-11-23", edited: false), Inputs(date: "2026-11-22", edited: true)])
    func aKilledUpdateIsFinishedOrUndone(next: Inputs) throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let previous = Inputs(date: "2026-11-22", edited: false)
        var expected = [previous: try reference(previous).files]
        expected[next] = try reference(next).files
        var current = previous
        _ = try JokeSiteProcess.run(try arguments(current, into: output))
        let started = Date()
        _ = try JokeSiteProcess.run(try arguments(next, into: output))
        let update = Date().timeIntervalSince(started)
        _ = try JokeSiteProcess.run(try arguments(current, into: output))
        for (index, delay) in delays(over: update).enumerated() {
            let target = current == previous ? next : previous
            try killedBuild(target, after: delay)
            // Alternately the inputs of the killed build and the ones before it.
            let then = index % 2 == 0 ? current : target
            try buildAndCheck(then, expected: expected[then]!, after: String(format: "update to \(target) killed at %.3f s", delay),
                              withSearch: false)
            current = then
        }
        let compacted = try JokeSiteProcess.run(try arguments(current, into: output) + ["--compact-search"])
        #expect(compacted.status == 0, "\(compacted.errors)")
        #expect(try FolderSnapshot.files(of: output) == expected[current]!, "after the kills, then --compact-search")
    }
}
