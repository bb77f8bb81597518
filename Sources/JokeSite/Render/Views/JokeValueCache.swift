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
    /// Each one's place in `jokes`.
    private let places: [String: Int]
    private let make: @Sendable (Joke) -> JokeValues
    private let slots: Mutex<[JokeValues?]>

    init(jokes: [Joke], make: @escaping @Sendable (Joke) -> JokeValues) {
        self.jokes = jokes
        places = Dictionary(jokes.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        self.make = make
        slots = Mutex([JokeValues?](repeating: nil, count: jokes.count))
    }

    /// The joke's place in `jokes`, if it has values.
    func place(of id: String) -> Int? {
        places[id]
    }

    func values(_ id: String) -> JokeValues? {
        places[id].map(values(at:))
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
