import Foundation
import Testing
@testable import JokeSite

/// `jokesite build` keeps the rating events' tally beside the output and
/// reads it back, in place of the events, while `rating_events.json` keeps
/// its stamp.
struct DiskCollectionCacheTests {
    let fixture: FixtureCatalogue
    let folder: URL
    var eventsFile: URL { fixture.content.appendingPathComponent(CatalogueFiles.ratingEvents) }
    var tallyFile: URL { folder.appendingPathComponent(CatalogueFiles.ratingEvents + ".tally.memo") }

    init() throws {
        fixture = try FixtureCatalogue()
        folder = fixture.root.appendingPathComponent(".public.jokesite/cache")
    }

    func load(generator: String = "test generator") -> (catalogue: Catalogue, problems: [Problem]) {
        let result = CatalogueLoader(contentDirectory: fixture.content.path, shape: .declared,
                                     cache: DiskCollectionCache(folder: folder, generator: generator)).load()
        return (result.catalogue, result.problems)
    }

    /// Load and validation problems, in file order.
    func problems(of loaded: (catalogue: Catalogue, problems: [Problem])) -> [String] {
        (loaded.problems + CatalogueValidator(catalogue: loaded.catalogue, shape: .declared).validate()).inFileOrder().map(\.description)
    }

    @Test func aSecondLoadCountsTheEventsFromTheirTally() throws {
        let parsed = load().catalogue
        // Events without a problem are counted, not kept.
        #expect(parsed.ratingEvents.isEmpty)
        #expect(FileManager.default.fileExists(atPath: tallyFile.path))
        let tallied = load()
        #expect(tallied.problems.isEmpty)
        #expect(tallied.catalogue.ratingTally == parsed.ratingTally)
        #expect(tallied.catalogue.ratingTally?.eventCount == 4)
        #expect(RankingCalculator.resolveWithRatings(tallied.catalogue, computedAt: "t").ratings
            == RankingCalculator.resolveWithRatings(parsed, computedAt: "t").ratings)
        #expect(RankingCalculator.resolve(tallied.catalogue, computedAt: "t") == RankingCalculator.resolve(parsed, computedAt: "t"))
    }

    /// The stamp alone decides: bytes changed behind an unchanged stamp
    /// (same size, inode and modification time) are not seen.
    @Test func anUnchangedStampMeansTheFileIsNotRead() throws {
        let before = load().catalogue.ratingTally
        let stamp = try #require(FileStamp(path: eventsFile.path))
        let text = try fixture.read(CatalogueFiles.ratingEvents)
        try Data(text.replacingOccurrences(of: "\"rating\": ", with: "\"rating\":!").utf8).write(to: eventsFile)
        try restoreModificationTime(stamp.modified, of: eventsFile.path)
        #expect(FileStamp(path: eventsFile.path) == stamp)
        let loaded = load()
        #expect(loaded.catalogue.ratingTally == before)
        #expect(loaded.problems.isEmpty)
    }

    @Test func aChangedFileIsCountedAgainAndKeptAgain() throws {
        _ = load()
        try fixture.replace("\"rating\": 4", with: "\"rating\": 1", in: CatalogueFiles.ratingEvents)
        let changed = load().catalogue
        #expect(changed.ratingTally?.totalHorrible == 2)
        let again = load().catalogue
        #expect(again.ratingTally == changed.ratingTally)
    }

    @Test func aDamagedOrForeignTallyIsIgnored() throws {
        let parsed = load().catalogue
        let whole = [UInt8](try Data(contentsOf: tallyFile))
        for position in stride(from: 0, to: whole.count, by: max(1, whole.count / 30)) {
            var damaged = whole
            damaged[position] ^= 1 << (position % 8)
            try Data(damaged).write(to: tallyFile)
            let loaded = load()
            #expect(loaded.catalogue.ratingTally == parsed.ratingTally, "bit flipped at \(position)")
            #expect(loaded.problems.isEmpty)
        }
        try Data(whole.dropLast(3)).write(to: tallyFile)
        #expect(load().catalogue.ratingTally == parsed.ratingTally)
        // Another jokesite binary may read JSON differently.
        #expect(load(generator: "another generator").catalogue.ratingTally == parsed.ratingTally)
        let header = try #require(String(decoding: Data(contentsOf: tallyFile), as: UTF8.self).split(separator: "\n").first)
        #expect(header.hasSuffix("another generator"))
    }

    /// Events with a problem keep no tally: the next load reads them, and
    /// the problem is named again, whether found loading or validating.
    @Test(arguments: ["\"four\"", "9"])
    func eventsWithAProblemLeaveNoTally(rating: String) throws {
        try fixture.replace("\"rating\": 4", with: "\"rating\": \(rating)", in: CatalogueFiles.ratingEvents)
        let first = load()
        #expect(problems(of: first).contains { $0.contains("rating") })
        #expect(!FileManager.default.fileExists(atPath: tallyFile.path))
        #expect(problems(of: load()) == problems(of: first))
    }

    /// Ratings of a deleted joke are one warning at its first event, the
    /// same from the tally as from the events.
    @Test func aDeletedJokesRatingsAreNamedFromTheTallyAsFromTheEvents() throws {
        _ = load()
        try fixture.replace("\"joke_a\": {", with: "\"joke_renamed\": {", in: CatalogueFiles.jokes)
        let tallied = load()
        let warning = "/rating_events.json:2: dev1_joke_a_2026-W47: joke_id: warning: names a missing joke \"joke_a\": left out of the rankings "
            + "(and so does 1 event after it)"
        #expect(problems(of: tallied).contains { $0.hasSuffix(warning) }, "\(problems(of: tallied))")
        let parsed = CatalogueLoader(contentDirectory: fixture.content.path, shape: .declared).load()
        #expect(problems(of: tallied) == problems(of: (parsed.catalogue, parsed.problems)))
    }

    /// The events' models, which builds before the tally kept, go.
    @Test func anOldEventsCacheIsDeleted() throws {
        let old = folder.appendingPathComponent(CatalogueFiles.ratingEvents + ".cache")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("jokesite-collection 3".utf8).write(to: old)
        _ = load()
        #expect(!FileManager.default.fileExists(atPath: old.path))
    }

    private func restoreModificationTime(_ nanoseconds: Int64, of path: String) throws {
        let time = timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
        let times = [time, time]
        #expect(utimensat(AT_FDCWD, path, times, 0) == 0)
    }
}
