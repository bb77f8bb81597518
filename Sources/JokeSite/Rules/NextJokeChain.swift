/// "One more joke": the safe-for-work jokes with pages in one ring, each
/// placed by a stable hash of its id (`StableHash`, seeded from the site's
/// title), so the order reads as shuffled, is the same on every build, and
/// a joke added or removed changes the next link of the joke before it
/// alone, not every page's.
public struct NextJokeChain: Sendable {
    private struct Place: Comparable {
        var key: UInt64
        var id: String

        static func < (a: Self, b: Self) -> Bool {
            a.key != b.key ? a.key < b.key : a.id < b.id
        }
    }

    private let seed: UInt64
    /// Each joke's place in the ring (`key`), in chain order.
    private let keys: [UInt64]
    /// Every joke's id, in chain order.
    public let ids: [String]

    /// The ring of `ids` given in its order (`order(of:site:)`).
    init(ordered ids: [String], site: Site) {
        let seed = Self.seed(site)
        self.seed = seed
        keys = ids.map { Self.key($0, seed: seed) }
        self.ids = ids
    }

    /// The places of `ids` in the ring's order.
    static func order(of ids: [String], site: Site) -> [Int] {
        let seed = seed(site)
        return ids.indices.map { (place: Place(key: key(ids[$0], seed: seed), id: ids[$0]), index: $0) }.sorted { $0.place < $1.place }.map(\.index)
    }

    private static func seed(_ site: Site) -> UInt64 {
        StableHash.fnv1a("next joke \(site.title)")
    }

    /// The joke after `id` in the ring, wrapping round; for a joke not in
    /// the ring (one not safe for work), the one after where it would be;
    /// for none (a visitor with no joke yet, as on a day without one), the
    /// ring's first. Nil when no other joke is there.
    public func next(after id: String?) -> String? {
        guard let id else { return ids.first }
        let place = Place(key: Self.key(id, seed: seed), id: id)
        // The first place after `id`'s own, by binary search.
        var low = 0
        var high = ids.count
        while low < high {
            let middle = (low + high) / 2
            if Place(key: keys[middle], id: ids[middle]) <= place { low = middle + 1 } else { high = middle }
        }
        guard let next = ids.isEmpty ? nil : ids[low == ids.count ? 0 : low], next != id else { return nil }
        return next
    }

    private static func key(_ id: String, seed: UInt64) -> UInt64 {
        StableHash.scrambled(StableHash.fnv1a(id, seed: seed))
    }
}
