/// The catalogue's jokes by id: a hash of each id to its place among the
/// jokes (`HashSlots`), 16 bytes a joke where a dictionary of a million
/// takes 48. Of two jokes with one id, the first is found.
public struct JokesByID: Sendable {
    private let jokes: [Joke]
    private let places: HashSlots

    init(_ jokes: [Joke]) {
        self.jokes = jokes
        var places = HashSlots(capacity: jokes.count)
        for place in jokes.indices { places.append(StableHash.fnv1a(jokes[place].id)) }
        self.places = places
    }

    var count: Int { jokes.count }

    public subscript(id: String) -> Joke? {
        place(of: id).map { jokes[$0] }
    }

    /// The joke's place among the catalogue's jokes.
    func place(of id: String) -> Int? {
        places.find(StableHash.fnv1a(id)) { jokes[$0].id == id }
    }

    /// The place of the joke whose id has these UTF-8 bytes (a manifest's,
    /// never made text).
    func place(ofUTF8 id: UnsafeRawBufferPointer) -> Int? {
        places.find(StableHash.fnv1a(id)) { jokes[$0].id.utf8.elementsEqual(id) }
    }

    /// `StableHash.fnv1a` of the id of the joke at `place`.
    func idHash(at place: Int) -> UInt64 {
        places.hash(ofEntry: place)
    }
}
