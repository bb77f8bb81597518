import Foundation
import Testing
import TemplateEngine
@testable import JokeSite

/// What the values pages read were worth, kept in the manifest: the next
/// build re-keys only the pages that read a value whose digest changed.
@Suite struct ReadDigestsTests {
    private static func dependencies(_ read: Dependency...) -> ArraySlice<UInt8> {
        var bytes: [UInt8] = []
        for dependency in read { dependency.encode(into: &bytes) }
        return ArraySlice(bytes)
    }

    private static func digests(seed: ContentHash = ContentHash(high: 1, low: 2), jokes: [String: UInt64]) -> ReadDigests {
        var tags = Array(repeating: [ReadDigests.Entry](), count: Int(Dependency.Tag.count))
        tags[Int(Dependency.Tag.joke)] = jokes.map { ReadDigests.Entry(name: StableHash.fnv1a($0.key), digest: ContentHash(high: $0.value, low: 0)) }
        return ReadDigests(seed: seed, tags: tags)
    }

    @Test func onlyWhatChangedIsChanged() throws {
        let last = Self.digests(jokes: ["a": 1, "b": 2, "gone": 3])
        let changes = try #require(ReadChanges(from: last, to: Self.digests(jokes: ["a": 1, "b": 20, "new": 4])))
        #expect(changes.leaveUnchanged(Self.dependencies(.joke("a"))))
        #expect(!changes.leaveUnchanged(Self.dependencies(.joke("a"), .joke("b"))), "its digest changed")
        #expect(!changes.leaveUnchanged(Self.dependencies(.joke("gone"))), "the last build had it, this one has not")
        #expect(!changes.leaveUnchanged(Self.dependencies(.joke("new"))), "this build has it, the last had not")
        #expect(!changes.leaveUnchanged(Self.dependencies(.joke("never"))), "no digest of it: checked")
        #expect(!changes.leaveUnchanged(Self.dependencies(.character("a"))), "another kind of value")
    }

    @Test func anotherSeedSaysNothing() {
        let last = Self.digests(jokes: ["a": 1])
        #expect(ReadChanges(from: last, to: Self.digests(seed: ContentHash(high: 9, low: 9), jokes: ["a": 1])) == nil)
    }

    /// Two names of one hash: neither's digest can be told apart, so no
    /// dependency of that kind is trusted.
    @Test func namesOfOneHashSayNothing() {
        var tags = Array(repeating: [ReadDigests.Entry](), count: Int(Dependency.Tag.count))
        tags[Int(Dependency.Tag.joke)] = [ReadDigests.Entry(name: 7, digest: .zero), ReadDigests.Entry(name: 7, digest: ContentHash(high: 1, low: 1))]
        let colliding = ReadDigests(seed: .zero, tags: tags)
        #expect(ReadChanges(from: colliding, to: colliding) == nil)
    }

    @Test func theManifestKeepsThemAsTheyWere() throws {
        let digests = Self.digests(jokes: ["a": 1, "b": 2])
        let read = try #require(ReadDigests(seed: digests.seed, encoded: ArraySlice(digests.encoded())))
        let changes = try #require(ReadChanges(from: read, to: digests))
        #expect(changes.leaveUnchanged(Self.dependencies(.joke("a"), .joke("b"))))
        #expect(ReadDigests(seed: digests.seed, encoded: ArraySlice(digests.encoded().dropLast())) == nil)
    }

    /// Built twice around an edit of one joke's text: its view changed, and
    /// the jokes its page and its neighbours' pages link; another joke's not.
    @Test func anEditChangesTheDigestsOfWhatShowsIt() throws {
        let site = try FixtureSite()
        let state = StateFolder(for: site.output.standardizedFileURL.resolvingSymlinksInPath())
        try site.build()
        let before = try #require(OutputManifest.read(state)?.digests)
        try site.fixture.replace("The rain returned", with: "The rain came back", in: "jokes.json")
        try site.build()
        let after = try #require(OutputManifest.read(state)?.digests)
        let changes = try #require(ReadChanges(from: before, to: after))
        #expect(!changes.leaveUnchanged(Self.dependencies(.joke("joke_d"))))
        #expect(changes.leaveUnchanged(Self.dependencies(.joke("joke_a"), .character("mr_funny"), .nextJokeOrder)))
    }
}
