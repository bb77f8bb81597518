import Foundation
import Testing

/// Folders that are missing or cannot be written: one line that names the
/// folder, exit 3.
@Suite struct FolderErrorTests {
    @Test func everyCommandSaysInOneLineThatThereIsNoContentFolder() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("jokesite-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        for command in [["build"], ["check"], ["serve"], ["rank"], ["daily", "list"], ["daily", "unset", "--date", "2030-01-01"],
                        ["add", "--character", "mr_sad", "--text", "Why? Because."]] {
            let result = try JokeSiteProcess.run(command, in: empty)
            #expect(result.status == 3, "\(command)")
            #expect(result.errors == "error: there is no content/ folder here: run jokesite in your site's folder, or give --content DIR\n",
                    "\(command): \(result.errors)")
            #expect(result.output.isEmpty)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: empty.path).isEmpty, "nothing was created")
        let named = try JokeSiteProcess.run(["check", "--content", "elsewhere"], in: empty)
        #expect(named.status == 3)
        #expect(named.errors == "error: the catalogue folder elsewhere does not exist\n")
    }

    /// As root, permissions do not stop writes: the command then runs as
    /// `nobody`, for whom the folder is read-only.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") || getuid() != 0))
    func aReadOnlyContentFolderIsNamedNotItsLockFile() throws {
        let sample = try SampleContent()
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: sample.content.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: sample.content.path) }
        let before = try sample.read("daily_jokes.json")
        let arguments = ["daily", "unset", "--date", "2026-11-22", "--content", "content"]
        let result = try JokeSiteProcess.run(arguments, in: sample.root, as: getuid() == 0 ? "nobody" : nil)
        #expect(result.status == 3)
        #expect(result.errors.hasPrefix("error: content/: the folder cannot be written: Permission denied"), "\(result.errors)")
        #expect(!result.errors.contains(".jokesite.lock"))
        #expect(try sample.read("daily_jokes.json") == before)
    }
}
