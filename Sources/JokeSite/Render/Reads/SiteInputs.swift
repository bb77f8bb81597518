import Synchronization
import TemplateEngine

/// Every value a page can read through `PageReader`, by `Dependency`:
/// `combine` mixes a dependency's value into a page's key from its
/// recorded bytes (`Dependency.encode`), both when the reader records it
/// and when the next build checks the record, so what a page read and
/// what is checked cannot differ. Jokes are found by their ids' bytes
/// (`JokeValueCache`), not by text made of them: an edit checks every
/// kept page's record.
final class SiteInputs: Sendable {
    let site: ResolvedSite
    let jokes: JokeValueCache
    /// Per joke of `jokes.jokes`: its view's hash (`JokeViewHashes`), and
    /// the hash of what the view was made from.
    private let jokeHashes: [ContentHash]
    private let viewSources: [ContentHash]
    /// How many views were made to be hashed (not known from the last build).
    let viewsHashed: Int
    /// Whether they differ enough from the last build's to be kept again
    /// (the rule of the document memo, `CollectionReader.isWorthRewriting`):
    /// a few edited jokes' views cost less on each build than writing all.
    let viewsWorthKeeping: Bool
    /// Each character's view and face, hashed.
    private let characters: [String: ContentHash]
    /// Per character, the places in `jokes.jokes` of its safe-for-work
    /// jokes with pages, in list order: the jokes that link one another.
    private let linkedLists: [[Int]]
    /// Per place in `jokes.jokes`: its list in `linkedLists` and its
    /// position there; nil for a joke that links none (not safe for work).
    /// 32-bit, as a million are held.
    private let linkedSpots: [(list: UInt32, position: UInt32)?]
    /// Each published day's place in `site.publishedDays`, by date.
    private let dayPlaces: [String: Int]
    /// The site's card's file (`PageCards.route`, a hash of all it draws);
    /// empty with cards off.
    private let siteCard: String
    private let listings = Mutex<[String: ContentHash]>([:])
    private let parallel: Bool

    /// `characters`: their views, as pages are handed them; `faces`: their
    /// SVG avatars, which their cards draw; `views`: the joke views' hashes
    /// the last build kept; `baseURL`: the address the site is built for;
    /// `siteCard`: the site's card's file.
    init(site: ResolvedSite, jokes: JokeValueCache, characters characterViews: [CharacterView], faces: [String: [UInt8]],
         views: JokeViewHashes, baseURL: String, siteCard: String, parallel: Bool) {
        self.site = site
        self.jokes = jokes
        self.siteCard = siteCard
        self.parallel = parallel
        // What every joke's view reads besides the joke and its character.
        var seed = StableHasher()
        seed.combine(site.catalogue.site.fileHash)
        seed.combine(baseURL)
        let viewSeed = seed.value
        let characters = Dictionary(characterViews.map { view in
            var hasher = StableHasher(seed: view.value.fingerprint())
            let face = faces[view.id] ?? []
            hasher.combine(UInt64(face.count))
            face.withUnsafeBytes { hasher.combine(bytes: $0) }
            return (view.id, hasher.value)
        }, uniquingKeysWith: { first, _ in first })
        self.characters = characters
        let linked = Mutex<(lists: [[Int]], spots: [(list: UInt32, position: UInt32)?])>(([], []))
        let hashed = ParallelMap.map(jokes.jokes.indices, parallel: parallel, grain: 256,
                                     alongside: { linked.withLock { $0 = Self.linkedLists(site, jokes) } }) { place in
            let joke = jokes.jokes[place]
            let source = JokeViewHashes.source(of: joke, ratings: site.shownRatings(at: Int(jokes.jokes.places[place])),
                                               character: characters[joke.character] ?? .zero, seed: viewSeed)
            if let known = views.known[source] { return (source, known, false) }
            return (source, jokes.fingerprint(at: place), true)
        }
        jokeHashes = hashed.map(\.1)
        viewSources = hashed.map(\.0)
        viewsHashed = hashed.count(where: \.2)
        viewsWorthKeeping = CollectionReader.isWorthRewriting(memo: views.known.isEmpty ? nil : views.known.count,
                                                              reused: hashed.count - viewsHashed, memoized: hashed.count)
        (linkedLists, linkedSpots) = linked.withLock { $0 }
        dayPlaces = Dictionary(site.publishedDays.enumerated().map { ($0.element.day.description, $0.offset) },
                               uniquingKeysWith: { first, _ in first })
    }

    /// Per character, the places of its jokes that link one another, and
    /// each joke's list and position there (see `linkedLists`).
    private static func linkedLists(_ site: ResolvedSite, _ jokes: JokeValueCache)
        -> (lists: [[Int]], spots: [(list: UInt32, position: UInt32)?]) {
        let lists = site.jokesByCharacter.values.map { list in
            list.places.compactMap { list.catalogue[Int($0)].sfw ? jokes.place(inCatalogue: $0) : nil }
        }
        var spots = [(list: UInt32, position: UInt32)?](repeating: nil, count: jokes.jokes.count)
        for (list, places) in lists.enumerated() {
            for (position, place) in places.enumerated() { spots[place] = (UInt32(list), UInt32(position)) }
        }
        return (lists, spots)
    }

    /// Keeps the view hashes in the state folder for the next build.
    func keepViews(in state: StateFolder, generator: String) {
        JokeViewHashes.write(zip(viewSources, jokeHashes), count: jokeHashes.count, to: state, generator: generator)
    }

    /// Mixes in the value of the dependency `tag` and `name` (see
    /// `Dependency.encode`) as this build has it: the hash of a joke's or
    /// character's view, a derived value itself (a few ids). False for
    /// a tag no dependency has.
    func combine(tag: UInt8, name: UnsafeRawBufferPointer, into hasher: inout StableHasher) -> Bool {
        hasher.combine(UInt64(tag))
        hasher.combine(UInt64(name.count))
        hasher.combine(bytes: name)
        let text = { String(decoding: name, as: UTF8.self) }
        switch tag {
        case Dependency.Tag.joke: hasher.combine(jokes.place(ofUTF8: name).map { jokeHashes[$0] } ?? .zero)
        case Dependency.Tag.character: hasher.combine(characters[text()] ?? .zero)
        case Dependency.Tag.jokeNeighbours: combine(neighbours(ofPlace: jokes.place(ofUTF8: name)), into: &hasher)
        case Dependency.Tag.nextJoke: combine(joke: site.nextJokes.next(after: text()), into: &hasher)
        case Dependency.Tag.nextJokeOrder: hasher.combine(nextJokeOrder)
        case Dependency.Tag.day: day(text()).combine(into: &hasher)
        case Dependency.Tag.adjacentDays: adjacentDays(of: text()).combine(into: &hasher)
        case Dependency.Tag.listing: hasher.combine(listings.withLock { $0[text()] } ?? .zero)
        case Dependency.Tag.siteCard: hasher.combine(siteCard)
        case Dependency.Tag.today: hasher.combine(site.today.description)
        default: return false
        }
        return true
    }

    /// Each dependency's digest by tag, for `ReadDigests`: a name's hash
    /// and a digest of what `combine` mixes in after the name, made from
    /// the hashes found already (no view made again, no SHA-256 a name).
    /// A name left out is one whose pages are re-keyed on every build.
    func digests() -> [[ReadDigests.Entry]] {
        var tags = Array(repeating: [ReadDigests.Entry](), count: Int(Dependency.Tag.count))
        // In the order of the ids' hashes, which `ReadDigests` keeps: 16
        // bytes a joke sorted (`OrderKey.order` held 56 at a million jokes).
        var order = jokes.jokes.indices.map { (idHash: jokes.idHash(at: $0), place: UInt32($0)) }
        order.sort { $0.idHash != $1.idHash ? $0.idHash < $1.idHash : $0.place < $1.place }
        let places = order
        func entry(_ name: String, _ mix: (inout HashMix) -> Void) -> ReadDigests.Entry {
            var digest = HashMix()
            mix(&digest)
            return ReadDigests.Entry(name: StableHash.fnv1a(name), digest: digest.value)
        }
        let jokeTags = [Dependency.Tag.joke, Dependency.Tag.jokeNeighbours, Dependency.Tag.nextJoke]
        let digests = ParallelMap.map(jokeTags, parallel: parallel, grain: 1) { jokeDigests($0, places) }
        for (tag, entries) in zip(jokeTags, digests) {
            tags[Int(tag)] = entries
        }
        tags[Int(Dependency.Tag.character)] = characters.map { ReadDigests.Entry(name: StableHash.fnv1a($0.key), digest: $0.value) }
        tags[Int(Dependency.Tag.day)] = dayPlaces.keys.map { date in entry(date) { day(date).mix(into: &$0) } }
        tags[Int(Dependency.Tag.adjacentDays)] = dayPlaces.keys.map { date in
            entry(date) { digest in
                let adjacent = adjacentDays(of: date)
                adjacent.previous.mix(into: &digest)
                adjacent.next.mix(into: &digest)
            }
        }
        tags[Int(Dependency.Tag.listing)] = listings.withLock { $0.map { ReadDigests.Entry(name: StableHash.fnv1a($0.key), digest: $0.value) } }
        tags[Int(Dependency.Tag.nextJokeOrder)] = [ReadDigests.Entry(name: StableHash.fnv1a(""), digest: nextJokeOrder)]
        tags[Int(Dependency.Tag.siteCard)] = [entry("") { $0.add(StableHash.fnv1a(siteCard)) }]
        tags[Int(Dependency.Tag.today)] = [entry("") { $0.add(StableHash.fnv1a(site.today.description)) }]
        return tags
    }

    /// The digests of a dependency named by a joke's id, for the jokes at `places`.
    private func jokeDigests(_ tag: UInt8, _ places: [(idHash: UInt64, place: UInt32)]) -> [ReadDigests.Entry] {
        let next = tag == Dependency.Tag.nextJoke ? nextJokes() : []
        return places.map { idHash, place in
            let place = Int(place)
            var digest = HashMix()
            switch tag {
            case Dependency.Tag.joke: digest.add(jokeHashes[place])
            case Dependency.Tag.jokeNeighbours:
                if let neighbours = neighbours(ofPlace: place) {
                    mix(jokeAt: neighbours.previous, into: &digest)
                    mix(jokeAt: neighbours.next, into: &digest)
                    for more in neighbours.more { mix(jokeAt: more, into: &digest) }
                    digest.add(UInt64(neighbours.more.count))
                }
            default:
                digest.add(next[place].id)
                digest.add(next[place].view)
            }
            return ReadDigests.Entry(name: idHash, digest: digest.value)
        }
    }

    /// Per place in `jokes.jokes`, what `combine` mixes in for the joke
    /// after it in the one-more-joke order (`NextJokeChain.next(after:)`),
    /// as its id's hash and its view's: a joke of the ring is followed by
    /// the next one there, any other is looked up.
    private func nextJokes() -> [(id: UInt64, view: ContentHash)] {
        // The ring's jokes by their places in the catalogue, as the rules keep them: no id looked up.
        let ring = site.nextJokes.ids
        let ringPlaces = site.orders.ring.places.map { jokes.place(inCatalogue: $0) }
        func joke(_ id: String, at place: Int?) -> (id: UInt64, view: ContentHash) {
            (place.map(jokes.idHash(at:)) ?? StableHash.fnv1a(id), place.map { jokeHashes[$0] } ?? .zero)
        }
        var next = [(id: UInt64, view: ContentHash)?](repeating: nil, count: jokes.jokes.count)
        for (index, place) in ringPlaces.enumerated() {
            guard let place else { continue }
            let after = (index + 1) % ring.count
            next[place] = ring.count > 1 ? joke(ring[after], at: ringPlaces[after]) : (0, .zero)
        }
        return next.indices.map { place in
            next[place] ?? site.nextJokes.next(after: jokes.jokes.id(at: place)).map { joke($0, at: jokes.place(of: $0)) } ?? (0, .zero)
        }
    }

    /// Which joke, if any, and its view's hash, as `combine(jokeAt:)` mixes them.
    private func mix(jokeAt place: Int?, into digest: inout HashMix) {
        guard let place else { return digest.add(0) }
        digest.add(jokes.idHash(at: place))
        digest.add(jokeHashes[place])
    }

    /// The jokes the page of joke `id` links to, if it links any (it is
    /// safe for work and has a page).
    func neighbours(of id: String) -> JokeNeighbours? {
        neighbours(ofPlace: jokes.place(of: id))
    }

    private func neighbours(ofPlace place: Int?) -> JokeNeighbours? {
        guard let place, let spot = linkedSpots[place] else { return nil }
        return JokeNeighbours(position: Int(spot.position), in: linkedLists[Int(spot.list)])
    }

    /// Which jokes they are and each one's view: what the page shows of
    /// them. Not their places in `jokes`, which a joke deleted above them
    /// moves: that re-made every page after it.
    private func combine(_ neighbours: JokeNeighbours?, into hasher: inout StableHasher) {
        guard let neighbours else { return hasher.combine(0) }
        hasher.combine(1)
        combine(jokeAt: neighbours.previous, into: &hasher)
        combine(jokeAt: neighbours.next, into: &hasher)
        hasher.combine(UInt64(neighbours.more.count))
        for place in neighbours.more { combine(jokeAt: place, into: &hasher) }
    }

    private func combine(jokeAt place: Int?, into hasher: inout StableHasher) {
        guard let place else { return hasher.combine(0) }
        hasher.combine(1)
        hasher.combine(jokes.jokes.id(at: place))
        hasher.combine(jokeHashes[place])
    }

    /// Which joke it is and its document, if any.
    private func combine(joke id: String?, into hasher: inout StableHasher) {
        id.combine(into: &hasher)
        hasher.combine(id.flatMap(jokes.place(of:)).map { jokeHashes[$0] } ?? .zero)
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

    /// The hash of `site.nextJokes.ids`, kept with the rules' orders.
    private var nextJokeOrder: ContentHash {
        site.orders.ring.ids
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

/// What a joke's page links to among its character's jokes, by their
/// places in `JokeValueCache.jokes`: the one before, the one after, and up
/// to `moreCount` after those, wrapping round, never the joke itself nor
/// the ones beside it.
struct JokeNeighbours {
    static let moreCount = 3

    var previous: Int?
    var next: Int?
    var more: [Int]

    /// The neighbours of the joke at `position` in `list`.
    init(position: Int, in list: [Int]) {
        let count = list.count
        var more: [Int] = []
        var index = position + 2
        while more.count < Self.moreCount, index < position + count {
            let wrapped = index % count
            if abs(wrapped - position) > 1 { more.append(list[wrapped]) }
            index += 1
        }
        previous = position > 0 ? list[position - 1] : nil
        next = position + 1 < count ? list[position + 1] : nil
        self.more = more
    }
}
