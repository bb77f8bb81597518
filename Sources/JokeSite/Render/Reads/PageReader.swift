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
    /// The jokes' values handed out: a page is one reader of each
    /// (`JokeValueCache`), however often it asks.
    private var jokesRead: [String: JokeValues] = [:]
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
        if let values = jokesRead[id] { return values }
        let values = context.inputs.jokes.values(id)
        jokesRead[id] = values
        return values
    }

    /// The values of the joke at `place` among those with values (a joke
    /// page's `readsJoke`), read as `joke(_:)` reads them.
    func joke(at place: Int) -> JokeValues {
        joke(context.inputs.jokes.jokes.id(at: place))!
    }

    func character(_ id: String) -> CharacterView? {
        record(.character(id))
        return context.charactersByID[id]
    }

    /// The joke's social card; nil when `site.json` turns cards off. It
    /// draws its teller's face, which is the character's, not the joke's.
    func jokeCard(_ id: String) -> SocialCard? {
        guard let joke = joke(id) else { return nil }
        record(.character(joke.view.character.id))
        return context.cards?.jokeCard(joke.view)
    }

    /// The character's social card; nil when `site.json` turns cards off.
    func characterCard(_ id: String) -> SocialCard? {
        record(.character(id))
        return context.cards?.characterCard(id)
    }

    /// The jokes the page of joke `id` links to (see `JokeNeighbours`),
    /// as `JokePages.jokeLink`; nil when it links none.
    func neighbours(of id: String) -> (previous: TemplateValue?, next: TemplateValue?, more: [TemplateValue])? {
        record(.jokeNeighbours(id))
        let jokes = context.inputs.jokes
        return context.inputs.neighbours(of: id).map { linked in
            (linked.previous.map(jokes.link(at:)), linked.next.map(jokes.link(at:)), linked.more.map(jokes.link(at:)))
        }
    }

    /// The joke after `id` in the one-more-joke order, as `JokePages.jokeLink`.
    func nextJoke(after id: String) -> TemplateValue? {
        record(.nextJoke(id))
        let jokes = context.inputs.jokes
        return context.site.nextJokes.next(after: id).flatMap(jokes.place(of:)).map(jokes.link(at:))
    }

    /// Every joke of the one-more-joke order, in that order.
    func nextJokeOrder() -> [String] {
        record(.nextJokeOrder)
        return context.site.nextJokes.ids
    }

    func day(_ date: String) -> DailyPick? {
        record(.day(date))
        return context.inputs.day(date)
    }

    func adjacentDays(of date: String) -> AdjacentDays {
        record(.adjacentDays(date))
        return context.inputs.adjacentDays(of: date)
    }

    /// The site's card, shown by a page without a card of its own.
    func siteCard() {
        record(.siteCard)
    }

    /// The build's day, shown by a page whose templates name it.
    func today() {
        record(.today)
    }

    /// A partition of a listing the page shows (see `PartitionedListing`).
    func listing(_ route: String) {
        record(.listing(route))
    }

    /// Records a dependency: its bytes as the manifest keeps them, and its
    /// value mixed into the key as the next build's check will mix it.
    private func record(_ dependency: Dependency) {
        guard read.insert(dependency).inserted else { return }
        let start = dependencies.count
        dependency.encode(into: &dependencies)
        _ = Dependency.scan(dependencies[start...]) { tag, name in context.inputs.combine(tag: tag, name: name, into: &hasher) }
    }

    /// The key a page that read `dependencies` (as the last build recorded
    /// them) has in this build; nil when they cannot be read.
    static func key(_ start: StableHasher, dependencies: ArraySlice<UInt8>, _ inputs: SiteInputs) -> ContentHash? {
        var hasher = start
        guard Dependency.scan(dependencies, { tag, name in inputs.combine(tag: tag, name: name, into: &hasher) }) else { return nil }
        return hasher.value
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
