import Foundation
import Testing
import TemplateEngine
@testable import JokeSite

/// The manifest is read without making its names text: each output is
/// found by the bytes of its name, and what the writer wrote reads back.
@Suite final class OutputManifestTests {
    deinit { try? FileManager.default.removeItem(at: root) }

    private let root = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString)")

    /// An output folder and its state folder in a new temporary folder.
    private func state() throws -> (StateFolder, inode: UInt64) {
        let output = root.appendingPathComponent("public")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let state = StateFolder(for: output)
        try FileManager.default.createDirectory(at: state.url, withIntermediateDirectories: true)
        return (state, try #require(BuildFingerprint.inode(of: output.path)))
    }

    private func key(_ number: Int) -> ContentHash {
        ContentHash(high: UInt64(number), low: UInt64(number) &* 31)
    }

    @Test func everyOutputIsFoundByItsNameWithItsFilesAndWhatItNamed() throws {
        let (state, inode) = try state()
        // Enough names to share slots; some a prefix of another, some not ASCII.
        let names = (0..<2_000).map { "jokes/\($0)/" } + ["tags/café/", "tags/cafe/", "a", "ab", ""]
        var writer = try ManifestWriter(state.manifest, folderInode: inode)
        writer.file("robots.txt", OutputFileRecord(hash: key(99_999), size: 1, modified: 2))
        for (place, name) in names.enumerated() {
            let files = [(path: name + "index.html", record: OutputFileRecord(hash: key(place), size: Int64(place), modified: 7)),
                         (path: name + "index.md", record: OutputFileRecord(hash: key(place + 1), size: 3, modified: 8))]
            let derived = place.isMultiple(of: 2) ? [DerivedRecord(name: "cards/\(place).png", key: key(place + 2))] : []
            writer.output(name, key: key(place), files: files, derived: derived)
        }
        try writer.finish()

        let manifest = try #require(OutputManifest.read(state))
        #expect(manifest.outputs.count == names.count)
        #expect(manifest.path(of: 0) == "robots.txt" && manifest.files[0].output == nil)
        for (place, name) in names.enumerated() {
            let found = try #require(manifest.output(named: name), "\(name)")
            #expect(found == place && manifest.name(of: found) == name)
            #expect(manifest.outputs[found].key == key(place))
            #expect(manifest.output(found, madeFiles: [name + "index.html", name + "index.md"]))
            #expect(!manifest.output(found, madeFiles: [name + "index.html"]))
            let expected = place.isMultiple(of: 2) ? [DerivedRecord(name: "cards/\(place).png", key: key(place + 2))] : []
            #expect(manifest.derived(of: found) == expected)
        }
        for missing in ["jokes/2000/", "tags/cafe", "abc", "jokes/1/index.html"] {
            #expect(manifest.output(named: missing) == nil, "\(missing)")
        }
        #expect(manifest.filePlaces()["tags/café/index.md"].map(manifest.path(of:)) == "tags/café/index.md")
    }

    @Test func twoOutputsOfOneNameAreNotBelieved() throws {
        let (state, inode) = try state()
        var writer = try ManifestWriter(state.manifest, folderInode: inode)
        writer.output("jokes/a/", key: key(1), files: [], derived: [])
        writer.output("jokes/b/", key: key(2), files: [], derived: [])
        writer.output("jokes/a/", key: key(3), files: [], derived: [])
        try writer.finish()
        #expect(OutputManifest.read(state) == nil)
    }

    /// An output's files come before the outputs it names: a file after
    /// them would be read as one of them.
    @Test func aFileAfterWhatItsOutputNamedIsNotBelieved() throws {
        let (state, inode) = try state()
        let record = OutputFileRecord(hash: key(1), size: 1, modified: 1)
        var writer = try ManifestWriter(state.manifest, folderInode: inode)
        writer.output("jokes/a/", key: key(1), files: [("jokes/a/index.html", record)],
                      derived: [DerivedRecord(name: "cards/a.png", key: key(2))])
        writer.file("jokes/a/index.md", record)
        try writer.finish()
        #expect(OutputManifest.read(state) == nil)
    }
}
