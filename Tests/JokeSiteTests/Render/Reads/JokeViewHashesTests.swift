import Foundation
import Testing
import TemplateEngine
@testable import JokeSite

/// A page that reads a joke depends on the joke as pages are handed it
/// (its view), not on its document: no list of fields is kept by hand.
@Suite struct JokeViewHashesTests {
    private static let templates = Result { try TemplateSet(directory: FixtureSite.templates.path) }

    /// The inputs of the fixture's site with `change` made to joke_d.
    private static func inputs(_ catalogue: Catalogue, views: JokeViewHashes = JokeViewHashes(),
                               change: (inout Joke) -> Void = { _ in }) throws -> SiteInputs {
        var catalogue = catalogue
        let place = try #require(catalogue.jokes.firstIndex { $0.id == "joke_d" })
        change(&catalogue.jokes[place])
        let site = ResolvedSite(catalogue: catalogue, today: CalendarDay("2026-11-22")!, computedAt: "")
        return RenderContext(site: site, shape: .declared, baseURL: "https://example.org/", templates: try templates.get(),
                             parallel: false, views: views).inputs
    }

    /// What a page that read joke_d mixes into its key.
    private static func hash(_ inputs: SiteInputs) -> ContentHash {
        var hasher = StableHasher()
        var name = "joke_d"
        _ = name.withUTF8 { inputs.combine(tag: Dependency.Tag.joke, name: UnsafeRawBufferPointer($0), into: &hasher) }
        return hasher.value
    }

    /// (Its ratings are the rating events', whatever its document says.)
    @Test func aFieldPagesShowChangesWhatTheyDependOn() throws {
        let catalogue = try FixtureCatalogue().load()
        let before = Self.hash(try Self.inputs(catalogue))
        let changes: [(String, (inout Joke) -> Void)] = [
            ("text", { $0.text += "!" }), ("tags", { $0.tags.append("new") }), ("sfw", { $0.sfw.toggle() }),
            ("character", { $0.character = "mr_funny" }), ("type", { $0.type = "pun" }), ("createdAt", { $0.createdAt = .distantPast }),
            ("likes", { $0.likes += 1 }), ("dislikes", { $0.dislikes += 1 }),
        ]
        for (field, change) in changes {
            #expect(Self.hash(try Self.inputs(catalogue, change: change)) != before, "\(field)")
        }
    }

    /// Its source, its dates of change, the scores the rankings use and
    /// the ids it had are on no page of it: their pages are kept.
    @Test func aFieldNoPageShowsChangesNothingTheyDependOn() throws {
        let catalogue = try FixtureCatalogue().load()
        let before = Self.hash(try Self.inputs(catalogue))
        let changes: [(String, (inout Joke) -> Void)] = [
            ("source", { $0.source = "imported" }), ("updatedAt", { $0.updatedAt = .distantPast }), ("ratingSum", { $0.ratingSum += 1 }),
            ("popularityScore", { $0.popularityScore += 1 }), ("duplicateOf", { $0.duplicateOf = "joke_a" }),
            ("previousIDs", { $0.previousIDs = ["old"] }), ("migratedFrom", { $0.migratedFrom = "old" }), ("line", { $0.line = 99 }),
        ]
        for (field, change) in changes {
            #expect(Self.hash(try Self.inputs(catalogue, change: change)) == before, "\(field)")
        }
    }

    /// A joke made of what the last build's was is not made into a view
    /// again to be hashed; an edited one is, and hashes as if made anew.
    @Test func theLastBuildsHashesSpareTheViewsOfUnchangedJokes() throws {
        let catalogue = try FixtureCatalogue().load()
        let first = try Self.inputs(catalogue)
        #expect(first.viewsHashed > 1)
        let kept = try Self.kept(first)
        let again = try Self.inputs(catalogue, views: kept)
        #expect(again.viewsHashed == 0)
        #expect(Self.hash(again) == Self.hash(first))
        let edited = try Self.inputs(catalogue, views: kept) { $0.text += "!" }
        #expect(edited.viewsHashed == 1)
        #expect(Self.hash(edited) == Self.hash(try Self.inputs(catalogue) { $0.text += "!" }))
    }

    /// The hashes as the next build reads them from the state folder.
    private static func kept(_ inputs: SiteInputs) throws -> JokeViewHashes {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("views-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let state = StateFolder(for: folder.appendingPathComponent("public"))
        try FileManager.default.createDirectory(at: state.url, withIntermediateDirectories: true)
        inputs.keepViews(in: state, generator: "test")
        return JokeViewHashes.read(state, generator: "test")
    }

    /// Kept in the state folder for the same jokesite only; a file cut
    /// short is not believed.
    @Test func theHashesAreKeptForTheSameGenerator() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("views-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let state = StateFolder(for: folder.appendingPathComponent("public"))
        try FileManager.default.createDirectory(at: state.url, withIntermediateDirectories: true)
        let inputs = try Self.inputs(try FixtureCatalogue().load())
        #expect(inputs.viewsWorthKeeping)
        inputs.keepViews(in: state, generator: "one")
        #expect(JokeViewHashes.read(state, generator: "one").known.count == inputs.viewsHashed)
        #expect(JokeViewHashes.read(state, generator: "two").known.isEmpty)
        let path = state.path + "/views"
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        try bytes.dropLast(3).write(to: URL(fileURLWithPath: path))
        #expect(JokeViewHashes.read(state, generator: "one").known.isEmpty)
    }
}
