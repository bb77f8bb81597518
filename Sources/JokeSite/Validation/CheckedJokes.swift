import TemplateEngine

/// The jokes the last successful build passed, by the hash of each one's
/// document (id and fields: the load's `Joke.document`), and the
/// characters' ids they were checked against. Documents that passed
/// together pass together again: a build checks a rule across jokes (a
/// duplicate text, ids alike but for case, tags sharing a slug) only for
/// pairs with a document not among them (`CatalogueValidator`). Kept in
/// the state folder by a build that commits (`toKeep`).
struct CheckedJokes: Sendable {
    /// In the order of the jokes: a build's jokes are found here in turn.
    private let documents: [ContentHash]
    /// Each one's id, its case folded (`CatalogueValidator.foldedHash`).
    private let foldedIDs: [UInt64]
    let characters: ContentHash
    /// Both of the above by hash: made for the jokes read, not for those written.
    private let index: (documents: HashSlots, foldedIDs: HashSlots)?

    private init(documents: [ContentHash], foldedIDs: [UInt64], characters: ContentHash, indexed: Bool) {
        (self.documents, self.foldedIDs, self.characters) = (documents, foldedIDs, characters)
        guard indexed else {
            index = nil
            return
        }
        var index = (documents: HashSlots(capacity: documents.count), foldedIDs: HashSlots(capacity: documents.count))
        for document in documents { index.documents.append(document.high) }
        for id in foldedIDs { index.foldedIDs.append(id) }
        self.index = index
    }

    /// The catalogue's jokes that have a document hash (those the load
    /// found no problem in), once it passed; an unchanged one's folded id
    /// is taken from the jokes `found` compared it with.
    private init(passed catalogue: Catalogue, comparedWith found: Compared? = nil) {
        var documents: [ContentHash] = [], foldedIDs: [UInt64] = []
        documents.reserveCapacity(catalogue.jokes.count)
        foldedIDs.reserveCapacity(catalogue.jokes.count)
        for (place, joke) in catalogue.jokes.enumerated() {
            guard let document = joke.document else { continue }
            let entry = found.map { Int($0.found.entries[place]) } ?? -1
            documents.append(document)
            foldedIDs.append(entry >= 0 ? found!.jokes.foldedIDs[entry] : CatalogueValidator.foldedHash(joke.id))
        }
        self.init(documents: documents, foldedIDs: foldedIDs, characters: Self.characters(of: catalogue), indexed: false)
    }

    /// Where each of `jokes` is among these, and each of these among
    /// `jokes`. Looked for in turn first.
    func find(_ jokes: [Joke]) -> Found {
        var found = Found(entries: Array(repeating: -1, count: jokes.count), places: Array(repeating: -1, count: documents.count))
        guard let index else { return found }
        var next = 0
        for (place, joke) in jokes.enumerated() {
            guard let document = joke.document else { continue }
            let entry = next < documents.count && documents[next] == document ? next : index.documents.find(document.high) { documents[$0] == document }
            guard let entry else { continue }
            found.entries[place] = Int32(entry)
            found.places[entry] = Int32(place)
            next = entry + 1
        }
        return found
    }

    /// The jokes to keep as passed by a build whose `catalogue` passed,
    /// checked against `checked` (nil: each as new); nil to keep those,
    /// which differ from them in a 64th at most (jokes that passed in an
    /// earlier build pass with these as well; a few more new ones cost
    /// less to check on each build than 100,000 to write).
    static func toKeep(passed catalogue: Catalogue, checked: Compared?) -> CheckedJokes? {
        guard let checked else { return CheckedJokes(passed: catalogue) }
        let known = checked.found.entries.count { $0 >= 0 }
        guard CollectionReader.isWorthRewriting(memo: checked.jokes.count, reused: known, memoized: catalogue.jokes.count) else { return nil }
        return CheckedJokes(passed: catalogue, comparedWith: checked)
    }

    typealias Compared = (jokes: CheckedJokes, found: Found)

    /// Per joke, which of these it is (-1: new); per one of these, which
    /// joke it is now (-1: gone or changed).
    struct Found: Sendable {
        fileprivate var entries: [Int32]
        fileprivate var places: [Int32]

        /// Whether the joke at `place` is not one of these.
        func isNew(_ place: Int) -> Bool { entries[place] < 0 }

        /// The places of the new jokes, in order.
        var newPlaces: [Int] { entries.indices.filter { entries[$0] < 0 } }
    }

    /// Whether a joke that passed and is still there has an id whose folded
    /// hash is `folded` and which `isOther` says is not the id looked for.
    func hasID(folded: UInt64, in found: Found, _ isOther: (Int) -> Bool) -> Bool {
        guard let index else { return true }
        return index.foldedIDs.find(folded) { entry in found.places[entry] >= 0 && isOther(Int(found.places[entry])) } != nil
    }

    var count: Int { documents.count }

    static func characters(of catalogue: Catalogue) -> ContentHash {
        var hasher = StableHasher()
        for id in catalogue.charactersByID.keys.sorted() { hasher.combine(id) }
        return hasher.value
    }

    private static func file(in state: StateFolder, generator: String) -> StateCache {
        StateCache("checked-jokes", version: 1, in: state, generator: generator)
    }

    /// The jokes the last successful build of this jokesite passed, if any.
    static func read(_ state: StateFolder, generator: String) -> CheckedJokes? {
        file(in: state, generator: generator).read { bytes in
            var reader = CompactReader(bytes)
            guard let characters = reader.hash(), let count = reader.int(), count >= 0, count <= reader.remaining / 17 else { return nil }
            var documents: [ContentHash] = [], foldedIDs: [UInt64] = []
            documents.reserveCapacity(count)
            foldedIDs.reserveCapacity(count)
            for _ in 0..<count {
                guard let document = reader.hash(), let id = reader.int() else { return nil }
                documents.append(document)
                foldedIDs.append(UInt64(bitPattern: Int64(id)))
            }
            return reader.isAtEnd ? CheckedJokes(documents: documents, foldedIDs: foldedIDs, characters: characters, indexed: true) : nil
        }
    }

    func write(to state: StateFolder, generator: String) {
        let file = Self.file(in: state, generator: generator)
        var writer = file.writer(capacity: documents.count * 26 + 64)
        writer.write(characters)
        writer.write(documents.count)
        for (document, id) in zip(documents, foldedIDs) {
            writer.write(document)
            writer.write(Int(Int64(bitPattern: id)))
        }
        file.write(writer)
    }
}
