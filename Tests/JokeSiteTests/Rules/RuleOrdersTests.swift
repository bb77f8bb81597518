import Foundation
import Testing
import TemplateEngine
@testable import JokeSite

/// The rules' orders are kept by the hash of what they read of the jokes:
/// an edit of a joke's text takes them as they were, an edit of a field
/// they read decides them anew, and kept orders place the jokes as
/// deciding them does.
@Suite struct RuleOrdersTests {
    private static let today = CalendarDay("2026-11-22")!

    private static func inputs(_ catalogue: Catalogue) -> ContentHash {
        RuleOrders.inputs(of: catalogue.jokes, site: catalogue.site, dailyJokes: catalogue.dailyJokes,
                          today: today, parallel: true)
    }

    @Test func aTextEditKeepsTheInputsAFieldTheRulesReadChangesThem() throws {
        let catalogue = try FixtureCatalogue().load()
        var edited = catalogue
        edited.jokes[0].text += " And then some."
        #expect(Self.inputs(edited) == Self.inputs(catalogue))
        var retagged = catalogue
        retagged.jokes[0].tags += ["brand-new-tag"]
        #expect(Self.inputs(retagged) != Self.inputs(catalogue))
        var older = catalogue
        older.jokes[0].createdAt = Date(timeIntervalSince1970: 0)
        #expect(Self.inputs(older) != Self.inputs(catalogue))
    }

    @Test func keptOrdersPlaceTheJokesAsDecidingThemDoes() throws {
        let catalogue = try FixtureCatalogue().load()
        let decided = ResolvedSite(catalogue: catalogue, today: Self.today, computedAt: "")
        let folder = try TemporaryFolder()
        let state = StateFolder(for: folder.url.appendingPathComponent("public"))
        try FileManager.default.createDirectory(atPath: state.path, withIntermediateDirectories: true)
        decided.orders.write(to: state, generator: "test")
        #expect(RuleOrders.read(state, generator: "another") == nil, "another jokesite's orders")
        let kept = try #require(RuleOrders.read(state, generator: "test"))
        let site = ResolvedSite(catalogue: catalogue, today: Self.today, computedAt: "", kept: kept)
        #expect(site.pageJokes.map(\.id) == decided.pageJokes.map(\.id) && !site.pageJokes.isEmpty)
        #expect(site.jokesByCharacter.mapValues { $0.map(\.id) } == decided.jokesByCharacter.mapValues { $0.map(\.id) })
        #expect(site.tags.map { "\($0.slug) \($0.jokes.map(\.id))" } == decided.tags.map { "\($0.slug) \($0.jokes.map(\.id))" })
        #expect(site.nextJokes.ids == decided.nextJokes.ids)
        #expect(site.publishedDays == decided.publishedDays && !site.publishedDays.isEmpty)
        // A list stands for its ids in listings: the hash kept is of the ids it lists.
        let lists = [site.pageJokes] + Array(site.jokesByCharacter.values) + site.tags.map(\.jokes)
        #expect(lists.count > 2 && lists.allSatisfy { $0.ids == JokeList.ids($0.map(\.id)) })
        #expect(site.orders.ring.ids == JokeList.ids(site.nextJokes.ids) && decided.orders.ring.ids == site.orders.ring.ids)
    }

    /// Whatever made it, a list's hash is of its ids in its order.
    @Test func aListsHashIsOfItsIdsInOrder() throws {
        let catalogue = try FixtureCatalogue().load()
        #expect(!catalogue.site.includeNSFW && catalogue.jokes.contains { !$0.sfw })
        let safe = ResolvedSite(catalogue: catalogue, today: Self.today, computedAt: "").pageJokes
        #expect(safe.ids == JokeList.ids(catalogue.jokes.filter(\.sfw).map(\.id)))
        let first = safe.only { $0.id == safe.first?.id }
        #expect(first.ids == JokeList.ids([safe[0].id]) && first.ids != safe.ids && JokeList().ids == JokeList.ids([]))
    }

    /// Orders kept for a catalogue of more jokes name places this one has
    /// not: decided anew, whatever their hash says.
    @Test func keptOrdersOfMoreJokesAreNotTaken() throws {
        let catalogue = try FixtureCatalogue().load()
        let decided = ResolvedSite(catalogue: catalogue, today: Self.today, computedAt: "").orders
        var fewer = catalogue
        fewer.jokes = Array(catalogue.jokes.prefix(2))
        #expect(!decided.fits(fewer.jokes.count))
        let site = ResolvedSite(catalogue: fewer, today: Self.today, computedAt: "", kept: decided)
        #expect(site.nextJokes.ids.allSatisfy { id in fewer.jokes.contains { $0.id == id } })
    }
}
