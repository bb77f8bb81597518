import Foundation
import Testing
@testable import JokeSite

/// Every write of `content/` replaces its files as one (issue 32, item 6):
/// staged beside links to the other files, checked, journaled, renamed;
/// what a stopped command leaves is finished or dropped by the next one.
/// (KilledContentChangeTests kills a real pull at each step.)
@Suite struct ContentChangeTests {
    private let newText = "Why did the kettle retire? It was all steamed out."

    /// What the folder holds besides the lock, by path.
    private func files(of content: URL) throws -> [String: Data] {
        try FolderSnapshot.files(of: content).filter { $0.key != CatalogueEditor.lockName }
    }

    /// The jokes file with one more joke.
    private func jokesWithOneMore(_ editor: CatalogueEditor) throws -> JSONObject {
        var jokes = try editor.readObject(CatalogueFiles.jokes)
        jokes.set("joke_new", .object(JSONObject(members: [
            .init(key: "character", value: .string("mr_sad")), .init(key: "text", value: .string(newText)),
            .init(key: "type", value: .string("dad_joke")),
        ])))
        return jokes
    }

    /// The sync helper's base file goes in a folder that does not exist yet.
    @Test func aChangeMakesTheFoldersOfANewFile() throws {
        let sample = try SampleContent()
        let editor = CatalogueEditor(contentDirectory: sample.content.path)
        let base = JSONObject(members: [.init(key: "jokes", value: .object(JSONObject()))])
        try editor.writeChecked([CatalogueFiles.jokes: try jokesWithOneMore(editor), "firestore-sync/demo/(default).json": base]) { _ in [] }
        #expect(try sample.read("jokes.json").contains(newText))
        #expect(try sample.read("firestore-sync/demo/(default).json") == "{\n  \"jokes\": {}\n}\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: sample.content.path).filter { $0.hasPrefix(".") } == [CatalogueEditor.lockName])
    }

    /// A refused change names the files of `content/`, never the staged copy,
    /// and leaves nothing behind.
    @Test func aRefusedChangeNamesContentAndLeavesNothing() throws {
        let sample = try SampleContent()
        let before = try files(of: sample.content)
        let refused = try sample.run(["add", "--character", "mr_sad", "--text", newText, "--tag", String(repeating: "ж", count: 130)])
        #expect(refused.status == 1)
        #expect(refused.errors.contains("content/jokes.json:"), "\(refused.errors)")
        #expect(refused.errors.contains("too long"), "\(refused.errors)")
        #expect(!refused.errors.contains(ContentChange.folderName), "\(refused.errors)")
        #expect(try files(of: sample.content) == before)
    }

    /// Killed before its journal was written: nothing changed, and the
    /// next command drops what was staged.
    @Test func aChangeStoppedBeforeItsJournalIsDropped() throws {
        let sample = try SampleContent()
        let before = try files(of: sample.content)
        let change = ContentChange(CatalogueFiles(contentDirectory: sample.content.path))
        _ = try change.stage([CatalogueFiles.jokes: try jokesWithOneMore(CatalogueEditor(contentDirectory: sample.content.path))])
        let check = try sample.run(["check"])
        #expect(check.status == 0)
        #expect(check.errors.isEmpty, "nothing to say: \(check.errors)")
        #expect(try files(of: sample.content) == before)
    }

    /// Killed after its journal was written: the next command finishes it
    /// and says so.
    @Test func aChangeStoppedAfterItsJournalIsFinished() throws {
        let sample = try SampleContent()
        let editor = CatalogueEditor(contentDirectory: sample.content.path)
        let change = ContentChange(editor.files)
        let staged = try change.stage([CatalogueFiles.jokes: try jokesWithOneMore(editor), CatalogueFiles.dailyJokes: JSONObject()])
        _ = try change.writeJournal(for: staged)
        let check = try sample.run(["check"])
        #expect(check.status == 0)
        #expect(check.errors.contains("content/: finished a change of daily_jokes.json, jokes.json"), "\(check.errors)")
        #expect(try sample.read("jokes.json").contains(newText))
        #expect(try sample.read("daily_jokes.json") == "{}\n")
        #expect(!FileManager.default.fileExists(atPath: change.folder))
    }

    /// The owner edited a file after a command was stopped: the owner's
    /// file stays, the command's version of it goes.
    @Test func theOwnersEditAfterAStoppedChangeIsKept() throws {
        let sample = try SampleContent()
        let editor = CatalogueEditor(contentDirectory: sample.content.path)
        let change = ContentChange(editor.files)
        let staged = try change.stage([CatalogueFiles.jokes: try jokesWithOneMore(editor)])
        _ = try change.writeJournal(for: staged)
        let owners = try sample.read("jokes.json").replacingOccurrences(of: "\"text\": \"", with: "\"text\": \"Owner. ")
        try sample.write("jokes.json", owners)
        let check = try sample.run(["check"])
        #expect(check.errors.contains("kept jokes.json as changed since"), "\(check.errors)")
        #expect(try sample.read("jokes.json") == owners)
        #expect(!FileManager.default.fileExists(atPath: change.folder))
    }

    @Test func aCheckFolderJokesiteUsedToLeaveIsRemoved() throws {
        let sample = try SampleContent()
        let old = sample.root.appendingPathComponent(".content.jokesite-check-8D5A7E0C-0000-4000-8000-000000000000")
        try FileManager.default.createDirectory(at: old, withIntermediateDirectories: true)
        try Data("{}\n".utf8).write(to: old.appendingPathComponent("jokes.json"))
        #expect(try sample.run(["check"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: old.path))
    }

    /// A file named through a symlink that leads out of the staged copy (an
    /// absolute one) is checked as the new file, and stays a link.
    @Test func anAbsoluteSymlinkStaysALink() throws {
        let sample = try SampleContent()
        let daily = sample.content.appendingPathComponent("daily_jokes.json")
        let real = sample.content.appendingPathComponent("data/days.json")
        try FileManager.default.createDirectory(at: real.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: daily, to: real)
        try FileManager.default.createSymbolicLink(atPath: daily.path, withDestinationPath: real.path)
        let editor = CatalogueEditor(contentDirectory: sample.content.path)
        try editor.writeChecked([CatalogueFiles.dailyJokes: JSONObject()]) { $0.map(\.description) }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: daily.path) == real.path)
        #expect(try String(contentsOf: real, encoding: .utf8) == "{}\n")
    }

    #if os(Linux)
    /// A full disk, for real (a small tmpfs, as root): the command says the
    /// disk is full and that `content/` was not changed, and leaves it so.
    @Test(.enabled(if: DiskFullTests.canMount)) func aFullDiskChangesNothing() throws {
        let folder = try TemporaryFolder(prefix: "jokesite-full")
        #expect(mount("tmpfs", folder.url.path, "tmpfs", 0, "size=1m") == 0)
        defer { umount(folder.url.path) }
        let content = folder.url.appendingPathComponent("content")
        try FileManager.default.copyItem(at: FixtureSite.projectRoot.appendingPathComponent("content"), to: content)
        let before = try files(of: content)
        let filler = try DiskFullTests.fill(folder.url, leaving: 8 * 1024)
        let add = ["add", "--character", "mr_sad", "--text", newText, "--content", "content"]
        let full = try JokeSiteProcess.run(add, in: folder.url)
        #expect(full.status == 3)
        #expect(full.errors.contains("No space left on device"), "\(full.errors)")
        #expect(full.errors.contains("(content/ was not changed)"), "\(full.errors)")
        #expect(try files(of: content) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: content.path).filter { $0.hasPrefix(".") } == [CatalogueEditor.lockName])

        try FileManager.default.removeItem(at: filler)
        #expect(try JokeSiteProcess.run(add, in: folder.url).status == 0)
        #expect(try String(contentsOf: content.appendingPathComponent("jokes.json"), encoding: .utf8).contains(newText))
    }
    #endif
}
