import Foundation
import Testing
@testable import JokeSite

/// State files are checked before they are trusted: damaged means ignored
/// and rebuilt, and no path read from them reaches outside the output.
@Suite struct StateDamageTests {
    private func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    private func write(_ bytes: [UInt8], to path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    @Test func aManifestCutToAValidPrefixIsNotBelieved() throws {
        let site = try FixtureSite()
        try site.build()
        let state = StateFolder(for: site.output)
        let whole = try bytes(state.manifest)
        #expect(OutputManifest.read(state) != nil)
        let lineEnds = whole.indices.filter { whole[$0] == UInt8(ascii: "\n") }
        for end in lineEnds.dropLast() {
            try write(Array(whole[...end]), to: state.manifest)
            #expect(OutputManifest.read(state) == nil, "cut after byte \(end)")
        }
    }

    @Test func aFlippedBitInTheManifestOrTheRecordIsNotBelieved() throws {
        let site = try FixtureSite()
        try site.build()
        let state = StateFolder(for: site.output)
        for (path, isBelieved) in [(state.manifest, { OutputManifest.read(state) != nil }),
                                   (state.upToDateRecord, { BuildFingerprint.read(state) != nil })] {
            let whole = try bytes(path)
            for position in stride(from: 0, to: whole.count, by: max(1, whole.count / 40)) {
                var damaged = whole
                damaged[position] ^= 0x10
                try write(damaged, to: path)
                #expect(!isBelieved(), "\(path): bit flipped at \(position)")
            }
            try write(whole, to: path)
            #expect(isBelieved())
        }
        try write(Array("{\"fingerprint\": \"x\"}".utf8), to: state.upToDateRecord)
        try site.fixture.replace("The rain returned", with: "The rain came back", in: "jokes.json")
        #expect(try !site.build().upToDate)
    }

    /// A manifest (or journal) that names a path outside the output, even
    /// with a checksum that holds, removes nothing there.
    @Test func pathsFromStateStayInsideTheOutput() throws {
        let site = try FixtureSite()
        try site.build()
        let state = StateFolder(for: site.output)
        let victim = site.fixture.root.appendingPathComponent("victim.txt")
        let deeper = site.fixture.root.deletingLastPathComponent().appendingPathComponent("victim-\(UUID().uuidString).txt")
        try Data("keep".utf8).write(to: victim)
        try Data("keep".utf8).write(to: deeper)
        defer { try? FileManager.default.removeItem(at: deeper) }

        // Records as a build writes them, with a checksum that holds.
        let inode = try #require(BuildFingerprint.inode(of: site.output.path))
        let record = OutputFileRecord(hash: .zero, size: 4, modified: 0)
        for path in ["../victim.txt", "../../\(deeper.lastPathComponent)", victim.path] {
            var writer = try ManifestWriter(state.manifest, folderInode: inode)
            writer.file("index.html", record)
            writer.file(path, record)
            try writer.finish()
            #expect(OutputManifest.read(state) == nil, "\(path)")
        }
        var writer = try ManifestWriter(state.manifest, folderInode: inode)
        writer.file("index.html", record)
        try writer.finish()
        #expect(OutputManifest.read(state) != nil)
        writer = try ManifestWriter(state.manifest, folderInode: inode)
        writer.file("../victim.txt", record)
        try writer.finish()
        try site.fixture.replace("The rain returned", with: "The rain came back", in: "jokes.json")
        try site.build()

        try FileManager.default.createDirectory(atPath: state.staging, withIntermediateDirectories: true)
        let journal = "jokesite-journal 1\nremove ../victim.txt\nremove ../../\(deeper.lastPathComponent)\n"
        try SealedFile.write(state.journal, Array(journal.utf8))
        #expect(CommitJournal.read(state) == nil)
        try site.fixture.replace("The rain came back", with: "The rain returned", in: "jokes.json")
        try site.build()

        #expect(FileManager.default.fileExists(atPath: victim.path))
        #expect(FileManager.default.fileExists(atPath: deeper.path))
        let fresh = try FixtureSite()
        try fresh.build()
        // A build that cannot trust its state keeps files it did not make:
        // a card drawn then is named by its own hash, so it may stay beside
        // the ones the pages name.
        let kept = try site.snapshot(), made = try fresh.snapshot()
        #expect(kept.filter { !$0.key.hasPrefix(CardFolder.route) } == made.filter { !$0.key.hasPrefix(CardFolder.route) })
        #expect(made.allSatisfy { kept[$0.key] == $0.value })
    }

    /// A stale file is not removed through a symbolic link in the output.
    @Test func aRemovalDoesNotFollowALinkOutOfTheOutput() throws {
        let site = try FixtureSite()
        try site.build()
        let elsewhere = site.fixture.root.appendingPathComponent("elsewhere/joke_d")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: elsewhere.appendingPathComponent("index.html"))
        try Data("keep".utf8).write(to: elsewhere.appendingPathComponent("index.md"))
        let linked = site.output.appendingPathComponent("jokes/joke_d")
        try FileManager.default.removeItem(at: linked)
        try FileManager.default.createSymbolicLink(at: linked, withDestinationURL: elsewhere)
        try site.fixture.replace("\"joke_d\":", with: "\"joke_f\":", in: "jokes.json")
        try site.build()
        #expect(FileManager.default.fileExists(atPath: elsewhere.appendingPathComponent("index.html").path))
        #expect(FileManager.default.fileExists(atPath: elsewhere.appendingPathComponent("index.md").path))
    }
}
