import Foundation
import Testing
import TemplateEngine
@testable import JokeSite

/// What a joke page's links to its character's other jokes depend on:
/// which jokes they are and their views, not where the jokes stand in
/// the catalogue, so deleting a joke re-makes the pages that linked it,
/// not every page after it.
@Suite struct JokeNeighboursTests {
    private static let templates = Result { try TemplateSet(directory: FixtureSite.templates.path) }

    /// What a page that links joke `id`'s neighbours mixes into its key,
    /// with the jokes `deleted` gone from the catalogue.
    private static func hash(ofNeighboursOf id: String, deleting deleted: Set<String> = []) throws -> ContentHash {
        var catalogue = try FixtureCatalogue().load()
        catalogue.jokes.removeAll { deleted.contains($0.id) }
        let site = ResolvedSite(catalogue: catalogue, today: CalendarDay("2026-11-22")!, computedAt: "")
        let inputs = RenderContext(site: site, shape: .declared, baseURL: "https://example.org/", templates: try templates.get(),
                                   parallel: false).inputs
        var hasher = StableHasher()
        var name = id
        _ = name.withUTF8 { inputs.combine(tag: Dependency.Tag.jokeNeighbours, name: UnsafeRawBufferPointer($0), into: &hasher) }
        return hasher.value
    }

    /// joke_a, Mr. Funny's, stands before Mr. Sad's joke_c and joke_d in `jokes.json`.
    @Test func aJokeDeletedAboveThemLeavesTheLinksAlone() throws {
        #expect(try Self.hash(ofNeighboursOf: "joke_c", deleting: ["joke_a"]) == Self.hash(ofNeighboursOf: "joke_c"))
    }

    @Test func aLinkedJokeDeletedChangesThem() throws {
        #expect(try Self.hash(ofNeighboursOf: "joke_c", deleting: ["joke_d"]) != Self.hash(ofNeighboursOf: "joke_c"))
    }
}
