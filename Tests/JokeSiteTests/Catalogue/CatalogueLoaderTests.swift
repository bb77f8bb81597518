import Foundation
import Testing
@testable import JokeSite

@Suite struct CatalogueLoaderTests {
    /// A file edited by hand may list jokes in any order: the catalogue
    /// holds them by id, as it does a file already in that order.
    @Test func jokesAreInIdOrderWhateverTheFilesOrder() throws {
        let loaded = try FixtureCatalogue().load()
        for jokes in [loaded.jokes, loaded.jokes.reversed(), [loaded.jokes[1], loaded.jokes[0]] + loaded.jokes.dropFirst(2)] {
            let catalogue = Catalogue(site: loaded.site, characters: loaded.characters, jokes: Array(jokes), dailyJokes: [], storedRankings: nil,
                                      ratingEvents: [], pages: [], files: loaded.files)
            #expect(catalogue.jokes.map(\.id) == ["joke_a", "joke_b", "joke_c", "joke_d", "joke_e"])
        }
    }

    @Test func loadsTheFixtureWithDefaultsAndIgnoresUnknownFields() throws {
        let catalogue = try FixtureCatalogue().load()
        #expect(catalogue.site.title == "Fixture Jokes")
        #expect(catalogue.site.language == "en")
        #expect(catalogue.site.appScheme == "mrfunnyjokes")
        #expect(catalogue.site.perPage == 2)
        #expect(catalogue.site.includeNSFW == false)
        #expect(catalogue.site.timeZone.identifier == "America/New_York")
        #expect(catalogue.characters.map(\.id) == ["mr_funny", "mr_sad"])
        #expect(catalogue.jokes.map(\.id) == ["joke_a", "joke_b", "joke_c", "joke_d", "joke_e"])
        let jokeA = try #require(catalogue.jokesByID["joke_a"])
        #expect(jokeA.likes == 4)
        #expect(jokeA.sfw)
        #expect(jokeA.dislikes == 0)
        #expect(jokeA.line == 2)
        #expect(catalogue.jokesByID["joke_b"]?.createdAt != nil, "fractional seconds are accepted")
        #expect(catalogue.jokesByID["joke_e"]?.sfw == false)
        #expect(catalogue.dailyJokes.map(\.day.description) == ["2026-11-20", "2026-11-22"])
        #expect(catalogue.storedRankings?.hilarious.first?.jokeID == "joke_a")
        #expect(catalogue.ratingTally?.eventCount == 4)
        #expect(catalogue.ratingEvents.isEmpty, "events without a problem are counted, not kept")
        #expect(catalogue.pages.map(\.slug) == ["about"])
        #expect(catalogue.pages.first?.title == "About the fixture")
        #expect(catalogue.pages.first?.body.contains("Hello from *the fixture*.") == true)
    }

    @Test func optionalFilesMayBeAbsent() throws {
        let fixture = try FixtureCatalogue()
        for name in ["daily_jokes.json", "weekly_rankings.json", "rating_events.json"] { try fixture.remove(name) }
        try FileManager.default.removeItem(at: fixture.content.appendingPathComponent("pages"))
        let catalogue = try fixture.load()
        #expect(catalogue.dailyJokes.isEmpty)
        #expect(catalogue.storedRankings == nil)
        #expect(catalogue.ratingEvents.isEmpty)
        #expect(catalogue.ratingTally == nil)
        #expect(catalogue.pages.isEmpty)
    }

    @Test func rankingsLoadWithoutWeekStartAndEnd() throws {
        let fixture = try FixtureCatalogue()
        #expect(try !fixture.read("weekly_rankings.json").contains("week_start"))
        #expect(try fixture.load().storedRankings?.totalHorribleRatings == 1)
    }

    @Test func nullCountsAsAbsent() throws {
        let fixture = try FixtureCatalogue()
        try fixture.replace("\"likes\": 4", with: "\"likes\": null", in: "jokes.json")
        #expect(try fixture.load().jokesByID["joke_a"]?.likes == 0)
    }

    /// `serve` keeps collections between rebuilds: an unchanged file is
    /// not parsed again (the very same array comes back) and its problems
    /// are still reported; a changed file is read afresh.
    @Test func aCacheKeepsUnchangedCollectionsWithTheirProblems() throws {
        let fixture = try FixtureCatalogue()
        try fixture.replace("\"rating\": 4", with: "\"rating\": \"four\"", in: "rating_events.json")
        // A rating outside 1–5 breaks a rule: its event is kept, not only counted.
        try fixture.replace("\"rating\": 3", with: "\"rating\": 9", in: "rating_events.json")
        let loader = CatalogueLoader(contentDirectory: fixture.content.path, shape: .declared, cache: MemoryCollectionCache())
        let first = loader.load()
        try fixture.replace("\"likes\": 4", with: "\"likes\": 40", in: "jokes.json")
        let second = loader.load()
        #expect(second.catalogue.jokesByID["joke_a"]?.likes == 40)
        let storage = { (events: RatingEvents) in events.records.withUnsafeBufferPointer { $0.baseAddress } }
        #expect(!first.catalogue.ratingEvents.isEmpty)
        #expect(storage(second.catalogue.ratingEvents) == storage(first.catalogue.ratingEvents))
        #expect(second.problems.map(\.description) == first.problems.map(\.description))
        #expect(second.problems.contains { $0.field == "rating" && $0.file.hasSuffix("rating_events.json") })
    }

    @Test func documentIDsMustBeSafeAsFolderNames() {
        for id in ["joke_a", "A-Z_09", String(repeating: "x", count: 128)] {
            #expect(DocumentID.isSafe(id), "\(id)")
        }
        for id in ["", "../x", "a/b", "has space", "dot.dot", "é", String(repeating: "x", count: 129)] {
            #expect(!DocumentID.isSafe(id), "\(id)")
        }
    }
}
