import Foundation
import Testing
@testable import JokeSite

/// `jokesite build` keeps the parsed rating events beside the output and
/// reads them back while `rating_events.json` keeps its stamp.
struct DiskCollectionCacheTests {
    let fixture: FixtureCatalogue
    let folder: URL
    var eventsFile: URL { fixture.content.appendingPathComponent(CatalogueFiles.ratingEvents) }
    var cacheFile: URL { folder.appendingPathComponent(CatalogueFiles.ratingEvents + ".cache") }

    init() throws {
        fixture = try FixtureCatalogue()
        folder = fixture.root.appendingPathComponent(".public.jokesite/cache")
    }

    func load(generator: String = "test generator") -> (catalogue: Catalogue, problems: [Problem]) {
        let result = CatalogueLoader(contentDirectory: fixture.content.path, shape: .declared,
                                     cache: DiskCollectionCache(folder: folder, generator: generator)).load()
        return (result.catalogue, result.problems)
    }

    @Test func aSecondLoadReadsTheSameEventsBack() throws {
        let parsed = load()
        #expect(FileManager.default.fileExists(atPath: cacheFile.path))
        let cached = load()
        #expect(!parsed.catalogue.ratingEvents.isEmpty)
        #expect(cached.catalogue.ratingEvents == parsed.catalogue.ratingEvents)
        #expect(cached.problems.isEmpty)
    }

    /// The stamp alone decides: bytes changed behind an unchanged stamp
    /// (same size, inode and modification time) are not seen.
    @Test func anUnchangedStampMeansTheFileIsNotParsed() throws {
        let before = load().catalogue.ratingEvents
        let stamp = try #require(FileStamp(path: eventsFile.path))
        let text = try fixture.read(CatalogueFiles.ratingEvents)
        try Data(text.replacingOccurrences(of: "\"rating\": ", with: "\"rating\":!").utf8).write(to: eventsFile)
        try restoreModificationTime(stamp.modified, of: eventsFile.path)
        #expect(FileStamp(path: eventsFile.path) == stamp)
        #expect(load().catalogue.ratingEvents == before)
    }

    @Test func aChangedFileIsParsedAgainAndCachedAgain() throws {
        _ = load()
        try fixture.replace("\"rating\": 4", with: "\"rating\": 1", in: CatalogueFiles.ratingEvents)
        let changed = load().catalogue.ratingEvents
        #expect(changed.contains { $0.rating == 1 })
        #expect(load().catalogue.ratingEvents == changed)
    }

    @Test func aDamagedOrForeignCacheFileIsIgnored() throws {
        let parsed = load().catalogue.ratingEvents
        let bytes = try Data(contentsOf: cacheFile)
        try bytes.dropLast(3).write(to: cacheFile)
        #expect(load().catalogue.ratingEvents == parsed)
        // Another jokesite binary may read JSON differently.
        #expect(load(generator: "another generator").catalogue.ratingEvents == parsed)
        let header = try #require(String(decoding: Data(contentsOf: cacheFile), as: UTF8.self).split(separator: "\n").first)
        #expect(header.hasSuffix("another generator"))
    }

    /// A flipped bit behind an unchanged stamp is caught by the checksum,
    /// never read as other events (a phantom "names a missing joke").
    @Test func aFlippedBitInTheCacheIsIgnored() throws {
        let parsed = load()
        let whole = [UInt8](try Data(contentsOf: cacheFile))
        for position in stride(from: 0, to: whole.count, by: max(1, whole.count / 30)) {
            var damaged = whole
            damaged[position] ^= 1 << (position % 8)
            try Data(damaged).write(to: cacheFile)
            let cached = load()
            #expect(cached.catalogue.ratingEvents == parsed.catalogue.ratingEvents, "bit flipped at \(position)")
            #expect(cached.problems.isEmpty)
        }
    }

    @Test func aCollectionWithProblemsIsNotCached() throws {
        try fixture.replace("\"rating\": 4", with: "\"rating\": \"four\"", in: CatalogueFiles.ratingEvents)
        let result = load()
        #expect(result.problems.contains { $0.field == "rating" })
        #expect(!FileManager.default.fileExists(atPath: cacheFile.path))
        #expect(load().problems.map(\.description) == result.problems.map(\.description))
    }

    private func restoreModificationTime(_ nanoseconds: Int64, of path: String) throws {
        let time = timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
        let times = [time, time]
        #expect(utimensat(AT_FDCWD, path, times, 0) == 0)
    }
}
