/// Jokes of the catalogue in an order the rules decided, as their places
/// in `Catalogue.jokes`: a list shares the catalogue's array and holds no
/// copy of a joke (224 bytes each, and a retain of each of its strings),
/// and whoever needs a joke's place reads it here, not by its id.
public struct JokeList: RandomAccessCollection, Sendable {
    let catalogue: [Joke]
    /// Each listed joke's place in `catalogue`.
    let places: [UInt32]

    /// No jokes.
    init() {
        self.init([], places: [])
    }

    init(_ catalogue: [Joke], places: [UInt32]) {
        self.catalogue = catalogue
        self.places = places
    }

    /// The jokes of `catalogue` that pass `include`, in its order.
    init(_ catalogue: [Joke], where include: (Joke) -> Bool) {
        self.init(catalogue, places: catalogue.indices.compactMap { include(catalogue[$0]) ? UInt32($0) : nil })
    }

    /// Those of these jokes that pass `include`, in this order.
    func only(_ include: (Joke) -> Bool) -> JokeList {
        JokeList(catalogue, places: places.filter { include(catalogue[Int($0)]) })
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
