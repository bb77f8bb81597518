import SocialCards
import TemplateEngine

/// What a page's `make` reads the site through, one reader per page made:
/// each value it hands out is recorded with its hash as the page's
/// dependency (see `Dependency`), in the order first read. The page's key
/// is made of those alone (after what every page reads: `PageRenderer`), so
/// the next build keeps the page while every one of them hashes the same,
/// and a read added to a page is a dependency without another line.
///
/// What it hands out without recording is in every such page's key from
/// the start (`PageRenderer`): `site.json`'s settings and the links.
final class PageReader {
    private let context: RenderContext
    private var hasher: StableHasher
    private var read: Set<Dependency> = []
    /// The dependencies as the manifest keeps them (`Dependency.encode`).
    private(set) var dependencies: [UInt8] = []

    /// `key`: the page's key so far, before what it reads.
    init(_ context: RenderContext, key: StableHasher) {
        self.context = context
        hasher = key
    }

    /// The page's key: its seed and every dependency it read with its hash.
    var key: ContentHash { hasher.value }

    /// `site.json`'s settings.
    var site: Site { context.site.catalogue.site }
    var urls: SiteURLs { context.urls }

    /// The template values (and the view) of a joke with a page of its own.
    func joke(_ id: String) -> JokeValues? {
        record(.joke(id))
        return context.inputs.jokes.values(id)
    }

    /// The joke's document as pages show it (its ratings from the events).
    func jokeDocument(_ id: String) -> Joke? {
        record(.joke(id))
        return context.inputs.jokes.place(of: id).map { context.inputs.jokes.jokes[$0] }
    }

    func character(_ id: String) -> CharacterView? {
        record(.character(id))
        return context.charactersByID[id]
    }

    /// The joke's social card; nil when `site.json` turns cards off.
    func jokeCard(_ id: String) -> SocialCard? {
        jokeDocument(id).flatMap { context.cards?.jokeCard($0) }
    }

    /// The character's social card; nil when `site.json` turns cards off.
    func characterCard(_ id: String) -> SocialCard? {
        record(.character(id))
        return context.cards?.characterCard(id)
    }

    func neighbours(of id: String) -> JokeNeighbours? {
        let neighbours = context.inputs.neighbours(of: id)
        record(.jokeNeighbours(id), neighbours)
        return neighbours
    }

    func nextJoke(after id: String) -> String? {
        let next = context.site.nextJokes.next(after: id)
        record(.nextJoke(id), next)
        return next
    }

    /// Every joke of the one-more-joke order, in that order.
    func nextJokeOrder() -> [String] {
        record(.nextJokeOrder)
        return context.site.nextJokes.ids
    }

    func day(_ date: String) -> DailyPick? {
        let day = context.inputs.day(date)
        record(.day(date), day)
        return day
    }

    func adjacentDays(of date: String) -> AdjacentDays {
        let adjacent = context.inputs.adjacentDays(of: date)
        record(.adjacentDays(date), adjacent)
        return adjacent
    }

    /// A partition of a listing the page shows (see `PartitionedListing`).
    func listing(_ route: String) {
        record(.listing(route))
    }

    /// Records a dependency whose value `SiteInputs` mixes in.
    private func record(_ dependency: Dependency) {
        guard read.insert(dependency).inserted else { return }
        dependency.encode(into: &dependencies)
        Self.combine(dependency, into: &hasher) { context.inputs.combine(dependency, into: &$0) }
    }

    /// Records a derived value read, mixed in as `SiteInputs` mixes it:
    /// it was made by the same function.
    private func record(_ dependency: Dependency, _ value: some ReadValue) {
        guard read.insert(dependency).inserted else { return }
        dependency.encode(into: &dependencies)
        Self.combine(dependency, into: &hasher) { value.combine(into: &$0) }
    }

    /// The key a page that read `dependencies` (as the last build recorded
    /// them) has in this build; nil when they cannot be read.
    static func key(_ start: StableHasher, dependencies: ArraySlice<UInt8>, _ inputs: SiteInputs) -> ContentHash? {
        guard let decoded = Dependency.decode(dependencies) else { return nil }
        var hasher = start
        for dependency in decoded {
            combine(dependency, into: &hasher) { inputs.combine(dependency, into: &$0) }
        }
        return hasher.value
    }

    private static func combine(_ dependency: Dependency, into hasher: inout StableHasher, value: (inout StableHasher) -> Void) {
        hasher.combine(UInt64(dependency.tag))
        hasher.combine(dependency.name)
        value(&hasher)
    }
}

/// Where a joke's values come from: a page's reader (recorded), or, for
/// the pages keyed by their whole value and the documents, the context.
protocol JokeValueSource {
    func joke(_ id: String) -> JokeValues?
    var urls: SiteURLs { get }
}

extension PageReader: JokeValueSource {}
extension RenderContext: JokeValueSource {}
