import Foundation
import TemplateEngine
import Synchronization

/// The template values of the jokes with pages, each made the first time a
/// page asks for it and then shared: a rebuild that keeps most pages
/// unmade (see `PageReader`) makes the values of the few jokes its new
/// pages show, not of the whole catalogue. Safe to read from every worker
/// thread.
final class JokeValueCache: Sendable {
    /// The jokes with values (a page of their own, their character
    /// there), with the ratings pages show.
    let jokes: [Joke]
    /// Each one's place in `jokes`, by a hash of its id's bytes: found
    /// from a manifest's bytes without making text of them.
    private let places: HashSlots
    /// Every id's UTF-8 bytes, one after another, and where each ends:
    /// compared where a hash matches without touching the jokes.
    private let idBytes: [UInt8]
    private let idEnds: [Int]
    private let make: @Sendable (Joke) -> JokeValues
    private let slots: Mutex<[JokeValues?]>

    init(jokes: [Joke], make: @escaping @Sendable (Joke) -> JokeValues) {
        self.jokes = jokes
        var places = HashSlots(capacity: jokes.count)
        var idBytes: [UInt8] = [], idEnds: [Int] = []
        idEnds.reserveCapacity(jokes.count)
        for joke in jokes {
            places.append(StableHash.fnv1a(joke.id))
            idBytes.append(contentsOf: joke.id.utf8)
            idEnds.append(idBytes.count)
        }
        self.places = places
        self.idBytes = idBytes
        self.idEnds = idEnds
        self.make = make
        slots = Mutex([JokeValues?](repeating: nil, count: jokes.count))
    }

    /// The joke's place in `jokes`, if it has values.
    func place(of id: String) -> Int? {
        var id = id
        return id.withUTF8 { place(ofUTF8: UnsafeRawBufferPointer($0)) }
    }

    /// The place of the joke whose id has these UTF-8 bytes: the first
    /// of that id, as ids are unique once validated.
    func place(ofUTF8 id: UnsafeRawBufferPointer) -> Int? {
        places.find(StableHash.fnv1a(id)) { place in
            let start = place == 0 ? 0 : idEnds[place - 1]
            return idEnds[place] - start == id.count && idBytes.withUnsafeBytes { bytes in
                id.isEmpty || memcmp(bytes.baseAddress! + start, id.baseAddress!, id.count) == 0
            }
        }
    }

    /// Mixes in the id of the joke at `place` as `StableHasher` mixes a text.
    func combineID(at place: Int, into hasher: inout StableHasher) {
        let start = place == 0 ? 0 : idEnds[place - 1]
        hasher.combine(UInt64(idEnds[place] - start))
        idBytes.withUnsafeBytes { hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: $0[start..<idEnds[place]])) }
    }

    func values(_ id: String) -> JokeValues? {
        place(of: id).map(values(at:))
    }

    /// The values of `jokes[place]`: no lookup by id, for pages that link
    /// many jokes.
    func values(at place: Int) -> JokeValues {
        if let made = slots.withLock({ $0[place] }) { return made }
        // Made outside the lock; of two threads that race, the first stored
        // wins, so every page shares one value (and its rendered cards).
        let made = make(jokes[place])
        return slots.withLock { slots in
            if let first = slots[place] { return first }
            slots[place] = made
            return made
        }
    }
}
