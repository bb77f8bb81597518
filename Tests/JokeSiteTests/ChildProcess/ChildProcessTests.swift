import Foundation
import Testing
@testable import JokeSite

/// `ChildProcess`, on shell scripts: its own process group, the last
/// 64 KiB of its output, and nothing of it left running after `run`.
@Suite struct ChildProcessTests {
    static func script(_ body: String, in folder: TemporaryFolder) throws -> String {
        let path = folder.url.appendingPathComponent("child.sh").path
        try "#!/bin/sh\n\(body)\n".write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }

    static func run(_ body: String, timeLimit: Double = 120) throws -> Result<ChildProcess.Exit, ChildProcess.Failure> {
        let folder = try TemporaryFolder()
        return ChildProcess(executable: try script(body, in: folder), arguments: []).run(timeLimit: timeLimit)
    }

    static func text(_ exit: ChildProcess.Exit) -> String {
        String(decoding: exit.output.bytes, as: UTF8.self)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat")))
    func itLeadsAProcessGroupOfItsOwn() throws {
        // Field 5 of /proc/PID/stat is the process group.
        let exit = try Self.run("echo $$ $(cut -d' ' -f5 /proc/$$/stat) $(cut -d' ' -f5 /proc/$PPID/stat)").get()
        let ids = Self.text(exit).split(separator: " ").map { String($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        #expect(ids.count == 3)
        #expect(ids[0] == ids[1], "its group is its own id")
        #expect(ids[1] != ids[2], "not the build's group")
    }

    @Test func bothStreamsAreKeptToTheirLast64KiB() throws {
        let exit = try Self.run("head -c 1000000 /dev/zero | tr '\\0' a; echo; echo 'to stderr' >&2; exit 5").get()
        #expect(exit.status == .exited(5))
        #expect(exit.output.bytes.count == 64 * 1024)
        #expect(Self.text(exit).hasSuffix("aaaa\nto stderr\n"))
        #expect(exit.output.lastLine() == "to stderr")
    }

    @Test func aRunPastItsTimeLimitEndsWithEverythingItStarted() throws {
        let folder = try TemporaryFolder()
        let pids = folder.url.appendingPathComponent("pids").path
        let path = try Self.script("sleep 600 & echo $! > '\(pids)'; sleep 600", in: folder)
        let result = ChildProcess(executable: path, arguments: []).run(timeLimit: 1)
        guard case .failure(.timedOut) = result else {
            Issue.record("not stopped: \(result)")
            return
        }
        let child = try #require(pid_t(try String(contentsOfFile: pids, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        // SIGKILL is delivered, and the orphan reaped, a moment after the group is ended.
        let deadline = Date().addingTimeInterval(30)
        while HostilePagefindTests.isRunning(child), Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(!HostilePagefindTests.isRunning(child))
    }

    @Test func aProgramThatIsMissingIsNamedAsSuch() throws {
        let result = ChildProcess(executable: "/nonexistent/pagefind", arguments: []).run(timeLimit: 60)
        guard case .failure(.cannotStart(let reason)) = result else {
            Issue.record("it ran: \(result)")
            return
        }
        #expect(!reason.isEmpty)
    }
}
