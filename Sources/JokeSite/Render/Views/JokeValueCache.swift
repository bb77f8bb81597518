import Foundation
import TemplateEngine
import Synchronization

/// The template values of the jokes with pages, each made the first time a
/// page asks for it and shared by the pages that read it after: a rebuild
/// that keeps most pages unmade (see `PageReader`) makes the values of the
/// few jokes its new pages show, not of the whole catalogue. Each joke's
/// values are let go once the pages expected to read them have (`readers`),
/// so a full build holds the values of the jokes being rendered, not of the
/// catalogue; a page not counted makes them again. Safe to read from every
/// worker thread.
final class JokeValueCache: Sendable {
    /// The jokes with values (a page of their own, their character
    /// there), with the ratings pages show.
    let jokes: JokeList
    /// The catalogue's jokes by id, whose places `jokes` lists.
    private let byID: JokesByID
    /// Per joke of the catalogue, its place in `jokes` plus one; 0 for none.
    private let placesInCatalogue: [UInt32]
    /// Makes a joke's values, given its place in the catalogue.
    private let make: @Sendable (Joke, Int) -> JokeValues
    /// A joke as other jokes' pages link to it, from its setup cut for a
    /// link (`JokeValues.linkSetup`), when its values are not held.
    private let makeLink: @Sendable (Joke, String) -> TemplateValue
    private let linkSetup: @Sendable (Joke) -> String
    private let slots: Mutex<[Slot]>

    /// A joke's values while pages are still to read them, and how many.
    private struct Slot {
        var values: JokeValues?
        var readers: UInt32
        /// Kept once made: a joke's setup is cut from its text split in
        /// two, which costs more than the link, and some ten pages link it.
        var linkSetup: LinkSetup?

        /// One reader reads: the values held, else `made` (nil: none made
        /// yet, then nothing is read), kept while readers are still to come.
        mutating func read(_ made: JokeValues?, of joke: Joke) -> JokeValues? {
            guard let read = values ?? made else { return nil }
            if linkSetup == nil { linkSetup = LinkSetup(read.linkSetup, of: joke.text) }
            if readers > 0 { readers -= 1 }
            values = readers > 0 ? read : nil
            return read
        }
    }

    /// A joke's setup as its links show it, kept for every joke to the end
    /// of the build: most often the first bytes of its text, which the joke
    /// holds already, so a million setups are not held twice.
    private enum LinkSetup {
        case prefix(Int)
        case text(String)

        init(_ setup: String, of text: String) {
            self = text.utf8.starts(with: setup.utf8) ? .prefix(setup.utf8.count) : .text(setup)
        }

        func setup(of text: String) -> String {
            switch self {
            case .prefix(let count): String(decoding: text.utf8.prefix(count), as: UTF8.self)
            case .text(let setup): setup
            }
        }
    }

    /// `link`: makes a joke's link from its setup cut for one (`setup`),
    /// without its values. Until `expect` says how many pages read each
    /// joke, values are kept to the end: a build that makes a few pages
    /// makes each joke's once.
    /// `byID`: the jokes of `jokes.catalogue` by id (`Catalogue.jokesByID`),
    /// which finds a joke for its values without a table of its own.
    init(jokes: JokeList, byID: JokesByID, make: @escaping @Sendable (Joke, Int) -> JokeValues,
         link: @escaping @Sendable (Joke, String) -> TemplateValue, setup: @escaping @Sendable (Joke) -> String) {
        self.jokes = jokes
        self.byID = byID
        var placesInCatalogue = [UInt32](repeating: 0, count: jokes.catalogue.count)
        for (place, inCatalogue) in jokes.places.enumerated() { placesInCatalogue[Int(inCatalogue)] = UInt32(place + 1) }
        self.placesInCatalogue = placesInCatalogue
        self.make = make
        makeLink = link
        linkSetup = setup
        slots = Mutex(Array(repeating: Slot(values: nil, readers: .max, linkSetup: nil), count: jokes.count))
    }

    /// How many pages are expected to read the values of each joke, by its place.
    func expect(readers: [UInt32]) {
        slots.withLock { slots in
            for place in slots.indices { slots[place].readers = readers[place] }
        }
    }

    /// The joke's place in `jokes`, if it has values.
    func place(of id: String) -> Int? {
        byID.place(of: id).flatMap { place(inCatalogue: UInt32($0)) }
    }

    /// The place in `jokes` of the catalogue's joke at `place`, if it has values.
    func place(inCatalogue place: UInt32) -> Int? {
        let found = placesInCatalogue[Int(place)]
        return found == 0 ? nil : Int(found) - 1
    }

    /// The place of the joke whose id has these UTF-8 bytes: the first
    /// of that id, as ids are unique once validated.
    func place(ofUTF8 id: UnsafeRawBufferPointer) -> Int? {
        byID.place(ofUTF8: id).flatMap { place(inCatalogue: UInt32($0)) }
    }

    /// `StableHash.fnv1a` of the id of the joke at `place`.
    func idHash(at place: Int) -> UInt64 {
        byID.idHash(at: Int(jokes.places[place]))
    }

    func values(_ id: String) -> JokeValues? {
        place(of: id).map(values(at:))
    }

    /// The values of `jokes[place]`, for one more of its readers: no lookup
    /// by id, for pages that link many jokes.
    func values(at place: Int) -> JokeValues {
        let joke = jokes[place]
        if let made = slots.withLock({ $0[place].read(nil, of: joke) }) { return made }
        // Made outside the lock; of two threads that race, the first stored
        // wins, so the pages reading at once share one value (and its rendered cards).
        let made = make(joke, Int(jokes.places[place]))
        return slots.withLock { $0[place].read(made, of: joke) } ?? made
    }

    /// The joke at `place` as other jokes' pages link to it: from its values
    /// when they are held, else made alone (no reader of its values).
    func link(at place: Int) -> TemplateValue {
        let (held, setup) = slots.withLock { ($0[place].values?.link, $0[place].linkSetup) }
        if let held { return held }
        let joke = jokes[place]
        if let setup { return makeLink(joke, setup.setup(of: joke.text)) }
        let made = linkSetup(joke)
        slots.withLock { $0[place].linkSetup = LinkSetup(made, of: joke.text) }
        return makeLink(joke, made)
    }

    /// The hash of the values of `jokes[place]`, which are not kept for it
    /// (but the setup its links show).
    func fingerprint(at place: Int) -> ContentHash {
        let joke = jokes[place]
        let values = slots.withLock { $0[place].values } ?? make(joke, Int(jokes.places[place]))
        slots.withLock { $0[place].linkSetup = LinkSetup(values.linkSetup, of: joke.text) }
        return values.value.fingerprint()
    }
}
