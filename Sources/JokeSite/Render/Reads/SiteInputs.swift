import Synchronization
import TemplateEngine

/// Every value a page can read through `PageReader`, by `Dependency`:
/// the reader mixes what a page read into its key, and the next build
/// mixes each of the page's recorded dependencies anew (`combine`). The
/// same function makes a derived value for the reader and for the check,
/// so what a page read and what is checked cannot differ. Derived values are made on first use (a build that keeps most
/// pages asks for few) and shared by every thread.
final class SiteInputs: Sendable {
    let site: ResolvedSite
    let jokes: JokeValueCache
    /// `jokes.jokes`' document hashes, each with its character's.
    private let jokeHashes: [ContentHash]
    private let characters: [String: ContentHash]
    /// Each character's jokes that link one another, by character id.
    private let orders = Mutex<[String: CharacterOrder]>([:])
    /// Each published day's place in `site.publishedDays`, by date.
    private let dayPlaces: [String: Int]
    private let listings = Mutex<[String: ContentHash]>([:])
    private let nextJokeOrderHash = Mutex<ContentHash?>(nil)

    /// `faces`: the characters' SVG avatars, which their cards draw.
    init(site: ResolvedSite, jokes: JokeValueCache, faces: [String: [UInt8]], parallel: Bool) {
        self.site = site
        self.jokes = jokes
        let characters = Dictionary(site.catalogue.characters.map { ($0.id, CharacterDocumentHash.of($0, face: faces[$0.id])) },
                                    uniquingKeysWith: { first, _ in first })
        self.characters = characters
        jokeHashes = ParallelMap.map(jokes.jokes, parallel: parallel, grain: 256) { joke in
            var hasher = StableHasher(seed: characters[joke.character] ?? .zero)
            JokeDocumentHash.combine(joke, into: &hasher)
            return hasher.value
        }
        dayPlaces = Dictionary(site.publishedDays.enumerated().map { ($0.element.day.description, $0.offset) },
                               uniquingKeysWith: { first, _ in first })
    }

    /// Mixes in the dependency's value as this build has it: the hash of a
    /// joke or character document, a derived value itself (a few ids).
    func combine(_ dependency: Dependency, into hasher: inout StableHasher) {
        switch dependency {
        case .joke(let id): hasher.combine(jokes.place(of: id).map { jokeHashes[$0] } ?? .zero)
        case .character(let id): hasher.combine(characters[id] ?? .zero)
        case .jokeNeighbours(let id): neighbours(of: id).combine(into: &hasher)
        case .nextJoke(let id): site.nextJokes.next(after: id).combine(into: &hasher)
        case .nextJokeOrder: hasher.combine(nextJokeOrder)
        case .day(let date): day(date).combine(into: &hasher)
        case .adjacentDays(let date): adjacentDays(of: date).combine(into: &hasher)
        case .listing(let route): hasher.combine(listings.withLock { $0[route] } ?? .zero)
        }
    }

    /// The jokes the page of joke `id` links to, if it links any (it is
    /// safe for work and has a page).
    func neighbours(of id: String) -> JokeNeighbours? {
        guard let joke = jokes.place(of: id).map({ jokes.jokes[$0] }), joke.sfw else { return nil }
        let order = order(of: joke.character)
        return order.positions[id].map { JokeNeighbours(position: $0, in: order.ids) }
    }

    func day(_ date: String) -> DailyPick? {
        dayPlaces[date].map { site.publishedDays[$0] }
    }

    func adjacentDays(of date: String) -> AdjacentDays {
        guard let place = dayPlaces[date] else { return AdjacentDays() }
        let days = site.publishedDays
        return AdjacentDays(previous: place > 0 ? days[place - 1] : nil, next: place + 1 < days.count ? days[place + 1] : nil)
    }

    /// Records what a partition of a listing shows besides its items'
    /// values (`PartitionedListing`), before any of its pages renders.
    func register(listing route: String, _ hash: ContentHash) {
        listings.withLock { $0[route] = hash }
    }

    private var nextJokeOrder: ContentHash {
        if let hash = nextJokeOrderHash.withLock({ $0 }) { return hash }
        var hasher = StableHasher()
        site.nextJokes.ids.combine(into: &hasher)
        let hash = hasher.value
        nextJokeOrderHash.withLock { $0 = hash }
        return hash
    }

    /// The character's safe-for-work jokes with pages, in list order:
    /// made once, outside the lock (of two threads that race, both make
    /// the same).
    private func order(of character: String) -> CharacterOrder {
        if let made = orders.withLock({ $0[character] }) { return made }
        let ids = (site.jokesByCharacter[character] ?? []).compactMap { $0.sfw && jokes.place(of: $0.id) != nil ? $0.id : nil }
        let made = CharacterOrder(ids: ids, positions: Dictionary(ids.enumerated().map { ($0.element, $0.offset) },
                                                                  uniquingKeysWith: { first, _ in first }))
        orders.withLock { $0[character] = made }
        return made
    }

    private struct CharacterOrder: Sendable {
        var ids: [String]
        var positions: [String: Int]
    }
}

/// The published days either side of a day.
struct AdjacentDays: ReadValue {
    var previous: DailyPick?
    var next: DailyPick?

    func combine(into hasher: inout StableHasher) {
        previous.combine(into: &hasher)
        next.combine(into: &hasher)
    }
}

/// What a joke's page links to among its character's jokes: the one
/// before, the one after, and up to `moreCount` after those, wrapping
/// round, never the joke itself nor the ones beside it.
struct JokeNeighbours: ReadValue {
    static let moreCount = 3

    var previous: String?
    var next: String?
    var more: [String]

    init(position: Int, in ids: [String]) {
        let count = ids.count
        var more: [String] = []
        var index = position + 2
        while more.count < Self.moreCount, index < position + count {
            let wrapped = index % count
            if abs(wrapped - position) > 1 { more.append(ids[wrapped]) }
            index += 1
        }
        previous = position > 0 ? ids[position - 1] : nil
        next = position + 1 < count ? ids[position + 1] : nil
        self.more = more
    }

    func combine(into hasher: inout StableHasher) {
        previous.combine(into: &hasher)
        next.combine(into: &hasher)
        more.combine(into: &hasher)
    }
}
