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

    /// An edit writes a delta of the base: the base's outputs it drops are
    /// gone, its own come after the base's, its digests and places patch
    /// the base's. A delta of another base is not believed.
    @Test func aDeltaChangesItsBaseAndNoOther() throws {
        let (state, inode) = try state()
        let record = { (place: Int) in OutputFileRecord(hash: self.key(place), size: 1, modified: 1) }
        func digests(_ b: UInt64, places: [Int], unindexed: [Int]) -> ReadDigests {
            var tags = Array(repeating: [ReadDigests.Entry](), count: Int(Dependency.Tag.count))
            tags[Int(Dependency.Tag.joke)] = [("a", 1), ("b", b)].map { ReadDigests.Entry(name: StableHash.fnv1a($0.0), digest: ContentHash(high: $0.1, low: 0)) }
            var digests = ReadDigests(seed: key(7), tags: tags)
            var draft = JobPlacesDraft(listing: 42, jobCount: 3, last: nil, carried: [])
            draft.index = ReadIndex.make(readsByTag: Array(repeating: [], count: Int(Dependency.Tag.count)), unindexed: unindexed, parallel: false)
            for (job, place) in places.enumerated() { draft.outputs.add(job: job, output: place) }
            digests.places = draft.places(made: 0, kept: Array(repeating: true, count: 4))
            return digests
        }
        let base = digests(2, places: [0, 1, 2], unindexed: [])
        var writer = try ManifestWriter(state.manifest, folderInode: inode, digests: base)
        for job in 0..<3 { writer.output("jobs/\(job)/", key: key(job), files: [("jobs/\(job)/index.html", record(job))], derived: []) }
        try writer.finish()
        let generation = try #require(OutputManifest.read(state)?.base?.generation)
        let edited = digests(20, places: [0, 3, 2], unindexed: [1])
        let patch = try #require(edited.patch(against: base))
        var delta = try ManifestWriter(delta: state.manifestDelta, base: generation, patch: patch, dropped: [1])
        delta.output("jobs/1/", key: key(11), files: [("jobs/1/index.html", record(11))], derived: [])
        try delta.finish()

        let manifest = try #require(OutputManifest.read(state))
        #expect(manifest.outputs.count == 4 && manifest.outputs[1].isDropped)
        #expect(manifest.output(named: "jobs/1/") == 3 && manifest.outputs[3].key == key(11))
        #expect(manifest.files.count == 3, "the dropped output's file is not the manifest's")
        #expect(manifest.filePlaces()["jobs/1/index.html"].map { manifest.files[$0].record } == record(11))
        let places = try #require(manifest.digests?.places)
        #expect((0..<3).map(places.place(ofJob:)) == [0, 3, 2] && places.index?.unindexed == [1])
        let patched = try #require(manifest.digests)
        let changes = try #require(ReadChanges(from: edited, to: patched))
        var read: [UInt8] = []
        Dependency.joke("b").encode(into: &read)
        #expect(changes.leaveUnchanged(ArraySlice(read)), "b's digest as the delta patched it")

        var other = try ManifestWriter(delta: state.manifestDelta, base: "another", patch: patch, dropped: [1])
        other.output("jobs/1/", key: key(11), files: [], derived: [])
        try other.finish()
        let baseAlone = try #require(OutputManifest.read(state))
        #expect(baseAlone.outputs.count == 3 && baseAlone.output(named: "jobs/1/") == 1)
    }
}
