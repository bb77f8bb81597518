import Foundation
import Testing
import TemplateEngine
@testable import JokeSite

/// "What uses X?": an edit visits the jobs that read a value whose digest
/// changed, and the jobs the index does not answer for; no other.
@Suite struct ReadIndexTests {
    private static let tags = Int(Dependency.Tag.count)

    private static func digests(jokes: [String: UInt64], characters: [String: UInt64] = [:]) -> ReadDigests {
        var tags = Array(repeating: [ReadDigests.Entry](), count: Self.tags)
        let entry = { (name: String, digest: UInt64) in ReadDigests.Entry(name: StableHash.fnv1a(name), digest: ContentHash(high: digest, low: 0)) }
        tags[Int(Dependency.Tag.joke)] = jokes.map(entry)
        tags[Int(Dependency.Tag.character)] = characters.map(entry)
        return ReadDigests(seed: ContentHash(high: 1, low: 2), tags: tags)
    }

    /// Job 0 reads joke a; job 1 jokes a and b; job 2 joke gone; job 3
    /// character c; job 4 is not indexed.
    private static func index() -> ReadIndex {
        var reads = Array(repeating: [ReadIndex.Read](), count: tags)
        let read = { (tag: UInt8, name: String, job: UInt32) in reads[Int(tag)].append(ReadIndex.Read(name: StableHash.fnv1a(name), job: job)) }
        read(Dependency.Tag.joke, "b", 1)
        read(Dependency.Tag.joke, "a", 1)
        read(Dependency.Tag.joke, "a", 0)
        read(Dependency.Tag.joke, "gone", 2)
        read(Dependency.Tag.character, "c", 3)
        return ReadIndex.make(readsByTag: reads, unindexed: [4], parallel: true)
    }

    private static func visited(_ index: ReadIndex, from last: ReadDigests, to current: ReadDigests) throws -> [Int] {
        let visit = try #require(index.visits(from: last, to: current, jobCount: 6))
        return visit.indices.filter { visit[$0] }
    }

    @Test func anEditVisitsTheJobsThatReadWhatChanged() throws {
        let last = Self.digests(jokes: ["a": 1, "b": 2, "gone": 3], characters: ["c": 1])
        #expect(try Self.visited(Self.index(), from: last, to: last) == [4], "nothing changed: the job not indexed alone")
        let edited = Self.digests(jokes: ["a": 1, "b": 20, "gone": 3], characters: ["c": 1])
        #expect(try Self.visited(Self.index(), from: last, to: edited) == [1, 4])
        let deleted = Self.digests(jokes: ["a": 1, "b": 2], characters: ["c": 1])
        #expect(try Self.visited(Self.index(), from: last, to: deleted) == [2, 4], "a value gone is a change")
        let renamed = Self.digests(jokes: ["a": 1, "b": 2, "gone": 3], characters: ["c": 9])
        #expect(try Self.visited(Self.index(), from: last, to: renamed) == [3, 4])
        #expect(try Self.visited(Self.index(), from: deleted, to: deleted) == [2, 4], "no digest in either build: visited")
    }

    @Test func jobsMadeAgainAreVisitedUntilTheIndexIsMadeAnew() throws {
        let index = try #require(Self.index().notIndexing([0], jobCount: 100))
        let last = Self.digests(jokes: ["a": 1, "b": 2, "gone": 3], characters: ["c": 1])
        #expect(try Self.visited(index, from: last, to: last) == [0, 4])
        #expect(Self.index().notIndexing(Array(0..<1024), jobCount: 16384) != nil)
        #expect(Self.index().notIndexing(Array(0..<1025), jobCount: 16384) == nil, "more than 1,024 jobs and a sixteenth of them")
    }

    /// A build whose jobs were listed anew logs what each read as it
    /// renders (`ReadLog`), in chunks in any order: the index made from
    /// the log answers as one made from the records, and for every job,
    /// made ones too; a job whose reads cannot be read is visited always.
    @Test func theIndexOfTheLogAnswersAsTheRecordsDo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString).path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let encoded = { (dependencies: [Dependency]) in
            var bytes: [UInt8] = []
            for dependency in dependencies { dependency.encode(into: &bytes) }
            return bytes[...]
        }
        var draft = JobPlacesDraft(listing: 42, jobCount: 6, last: nil, carried: [])
        let log = try #require(ReadLog(in: folder, jobCount: 6))
        draft.log = log
        var chunk = ReadLog.Entries()
        chunk.add(job: 1, read: encoded([.joke("b"), .joke("a")]))
        chunk.add(job: 4, read: nil)
        draft.log?.append(&chunk)
        chunk.add(job: 3, read: encoded([.character("c")]))
        chunk.add(job: 5, read: encoded([.joke("a")]).dropLast())
        chunk.add(job: 0, read: encoded([.joke("a")]))
        chunk.add(job: 2, read: encoded([.joke("gone")]))
        draft.log?.append(&chunk)
        draft.indexLoggedReads()
        for job in 0..<6 { draft.outputs.add(job: job, output: -1 - job) }
        let index = try #require(draft.places(made: 6, kept: []).index)
        let last = Self.digests(jokes: ["a": 1, "b": 2, "gone": 3], characters: ["c": 1])
        for current in [last, Self.digests(jokes: ["a": 1, "b": 20, "gone": 3], characters: ["c": 1]),
                        Self.digests(jokes: ["a": 1, "b": 2], characters: ["c": 1]), Self.digests(jokes: ["a": 7, "b": 2, "gone": 3])] {
            #expect(try Self.visited(index, from: last, to: current) == (try Self.visited(Self.index(), from: last, to: current) + [5]))
        }
    }

    @Test func theManifestKeepsItAsItWas() throws {
        var draft = JobPlacesDraft(listing: 42, jobCount: 64, last: nil, carried: [])
        draft.index = Self.index()
        for job in 0..<64 { draft.outputs.add(job: job, output: job == 5 ? -1 : job) }
        var digests = Self.digests(jokes: ["a": 1, "b": 2, "gone": 3], characters: ["c": 1])
        digests.places = draft.places(made: 1, kept: Array(repeating: true, count: 64))
        let encoded = digests.encoded()
        let read = try #require(ReadDigests(seed: digests.seed, encoded: ArraySlice(encoded))?.places?.index)
        let edited = Self.digests(jokes: ["a": 10, "b": 2, "gone": 3], characters: ["c": 1])
        #expect(try Self.visited(read, from: digests, to: edited) == [0, 1, 4, 5], "job 5 was made: not answered for")
        #expect(ReadDigests(seed: digests.seed, encoded: ArraySlice(encoded.dropLast())) == nil)
    }
}
