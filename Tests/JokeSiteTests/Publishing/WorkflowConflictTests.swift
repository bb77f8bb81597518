import Foundation
import Testing

/// A pull conflict never stops the day's site: the workflow's pull step,
/// run as Actions runs it (`bash -e`), with a stand-in `jokesite` that
/// exits as `pull` does, in a git checkout of its own.
@Suite struct WorkflowConflictTests {
    /// The `run:` script of the step named `name`.
    static func script(ofStep name: String) throws -> String {
        let lines = try String(contentsOf: WorkflowTests.workflow, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let step = try #require(lines.firstIndex { $0.hasSuffix("- name: \(name)") })
        let run = try #require(lines[step...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == "run: |" })
        let indent = lines[run].prefix { $0 == " " }.count + 2
        let body = lines[(run + 1)...].prefix { $0.isEmpty || $0.prefix { $0 == " " }.count >= indent }
        return body.map { String($0.dropFirst(indent)) }.joined(separator: "\n")
    }

    struct StepRun {
        var status: Int32
        var printed: String
        /// What the step wrote to `$GITHUB_OUTPUT`.
        var outputs: [String]
    }

    /// Runs the pull step where `jokesite pull` (the installed one, on the
    /// PATH) runs `fakePull` (shell).
    static func runPullStep(_ fakePull: String, hourly: Bool) throws -> StepRun {
        let folder = try TemporaryFolder()
        let root = folder.url.path
        let fake = folder.url.appendingPathComponent("bin/jokesite")
        try FileManager.default.createDirectory(at: fake.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "#!/bin/sh\n\(fakePull)\n".write(to: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("content"), withIntermediateDirectories: true)
        try "{}\n".write(to: folder.url.appendingPathComponent("content/jokes.json"), atomically: true, encoding: .utf8)
        let script = folder.url.appendingPathComponent("step.sh")
        try (try Self.script(ofStep: "Pull the catalogue from Firestore")).write(to: script, atomically: true, encoding: .utf8)
        let outputs = folder.url.appendingPathComponent("github-output")
        try "".write(to: outputs, atomically: true, encoding: .utf8)

        // A home of its own: no global git configuration of this machine's.
        let path = fake.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let environment = ["PATH": path, "HOME": root,
                           "GITHUB_WORKSPACE": root, "GITHUB_OUTPUT": outputs.path, "HOURLY": hourly ? "true" : "false",
                           "FIRESTORE_PROJECT": "project", "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.org",
                           "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.org"]
        _ = try Self.run("/bin/sh", ["-c", "git init -q && git add content && git commit -q -m content"], in: root, environment: environment)
        let (status, printed) = try Self.run("/bin/bash", ["-e", script.path], in: root, environment: environment)
        let written = try String(contentsOf: outputs, encoding: .utf8).split(separator: "\n").map(String.init)
        return StepRun(status: status, printed: printed, outputs: written)
    }

    static func run(_ executable: String, _ arguments: [String], in folder: String,
                    environment: [String: String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    /// What `pull --format github` does on a conflict: an annotation, the
    /// rest merged into content/, exit 1.
    static let conflictThatMerged = """
        echo '::warning title=Firestore conflict::jokes/joke_a: text: content/ has "Mine", Firestore has "Theirs"'
        echo '{"joke_b": {}}' > content/jokes.json
        exit 1
        """

    @Test func aConflictWithTheRestMergedIsCommittedBuiltAndPublished() throws {
        for hourly in [false, true] {
            let step = try Self.runPullStep(Self.conflictThatMerged, hourly: hourly)
            #expect(step.status == 0, "\(step.printed)")
            #expect(step.outputs == ["changed=true"], "\(step.outputs)")
            #expect(step.printed.contains("::warning title=Firestore conflict::jokes/joke_a: text: "), "\(step.printed)")
            #expect(step.printed.contains("::warning title=jokesite pull::"), "\(step.printed)")
        }
    }

    @Test func anUnsettledConflictAloneStopsOnlyTheHourlyRun() throws {
        let unchanged = "echo '::warning title=Firestore conflict::jokes/joke_a: text: ...'; exit 1"
        let daily = try Self.runPullStep(unchanged, hourly: false)
        #expect(daily.status == 0 && daily.outputs == [], "\(daily.printed) \(daily.outputs)")
        let hourly = try Self.runPullStep(unchanged, hourly: true)
        #expect(hourly.status == 0 && hourly.outputs == ["skip=true"], "\(hourly.printed) \(hourly.outputs)")
        #expect(hourly.printed.contains("::warning title=Firestore conflict::jokes/joke_a: text: "), "reported until settled")
    }

    @Test func aFailedRequestStillStopsTheRun() throws {
        let step = try Self.runPullStep("echo 'error: the request failed'; exit 3", hourly: false)
        #expect(step.status == 3, "\(step.printed)")
    }

    /// The hourly run that stops after the pull restores and saves no
    /// output cache: every cache step after the pull is skipped with it.
    @Test func theHourlyRunThatStopsAfterThePullTouchesNoCache() throws {
        let text = try String(contentsOf: WorkflowTests.workflow, encoding: .utf8)
        let pull = try #require(text.range(of: "- name: Pull the catalogue from Firestore"))
        let steps = text[pull.upperBound...].components(separatedBy: "\n      - ").dropFirst()
        let caches = steps.filter { $0.contains("uses: actions/cache@") }
        #expect(!caches.isEmpty)
        for step in caches {
            #expect(step.contains("if: steps.pull.outputs.skip != 'true'"), "\(step)")
        }
    }
}
