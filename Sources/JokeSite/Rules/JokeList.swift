import TemplateEngine

/// Jokes of the catalogue in an order the rules decided, as their places
/// in `Catalogue.jokes`: a list shares the catalogue's array (no array of
/// jokes made and retained per list), and whoever needs a joke's place
/// reads it here, not by its id.
public struct JokeList: RandomAccessCollection, Sendable {
    let catalogue: [Joke]
    /// Each listed joke's place in `catalogue`.
    let places: [UInt32]
    /// The hash of the listed jokes' ids in order (`ids(_:)`): what a
    /// listing of them shows of them, made where the list is decided (and
    /// kept with it, see `RuleOrders`), not from jokes spread through the
    /// catalogue on every build.
    let ids: ContentHash

    /// No jokes.
    init() {
        self.init([], hashing: [])
    }

    init(_ catalogue: [Joke], places: [UInt32], ids: ContentHash) {
        (self.catalogue, self.places, self.ids) = (catalogue, places, ids)
    }

    /// Those of these jokes that pass `include`, in this order.
    func only(_ include: (Joke) -> Bool) -> JokeList {
        JokeList(catalogue, hashing: places.filter { include(catalogue[Int($0)]) })
    }

    private init(_ catalogue: [Joke], hashing places: [UInt32]) {
        self.init(catalogue, places: places, ids: Self.ids(places.lazy.map { catalogue[Int($0)].id }))
    }

    /// The hash of ids in order.
    static func ids(_ ids: some Collection<String>) -> ContentHash {
        var hasher = StableHasher()
        hasher.combine(UInt64(ids.count))
        for id in ids { hasher.combine(id) }
        return hasher.value
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { places.count }

    public subscript(position: Int) -> Joke {
        catalogue[Int(places[position])]
    }

    /// The id of the joke at `position`, read where it is.
    func id(at position: Int) -> String {
        catalogue[Int(places[position])].id
    }
}
