import Synchronization
import TemplateEngine

/// The template values of the jokes with pages, each made the first time a
/// page asks for it and then shared: a rebuild that keeps most pages
/// unmade (see `InputKeys`) makes the values of the few jokes its new
/// pages show, not of the whole catalogue. Safe to read from every worker
/// thread.
///
/// A joke's pages (its character's, its own, its tags', its days') lie far
/// apart in the build, so values kept until the last of them would hold
/// the whole catalogue's at once. Only the `capacity` made last are kept;
/// one asked for again is made again. What makes that cheap is kept for
/// the whole build, small beside the values: each joke's rendered cards
/// (`RenderedCards`) and its link (`JokeValues.link`).
final class JokeValueCache: Sendable {
    /// The jokes with values (a page of their own, their character
    /// there), with the ratings pages show.
    let jokes: [Joke]
    /// Each one's place in `jokes`.
    private let places: [String: Int]
    private let make: @Sendable (Joke, RenderedCards) -> JokeValues
    private let slots: Mutex<Slots>
    private let links: Mutex<[TemplateValue?]>
    private let cards: RenderedCards.Store

    /// Values kept at once: the jokes of the pages both workers render at a
    /// time, many times over.
    static let capacity = 4096

    init(jokes: [Joke], make: @escaping @Sendable (Joke, RenderedCards) -> JokeValues) {
        self.jokes = jokes
        places = Dictionary(jokes.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        self.make = make
        slots = Mutex(Slots(count: jokes.count, capacity: Self.capacity))
        links = Mutex([TemplateValue?](repeating: nil, count: jokes.count))
        cards = RenderedCards.Store(count: jokes.count)
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
        if let made = slots.withLock({ $0.values[place] }) { return made }
        // Made outside the lock; of two threads that race, the first stored
        // wins, so the pages rendering at a time share one value.
        let made = make(jokes[place], RenderedCards(store: cards, place: place))
        links.withLock { links in
            if links[place] == nil { links[place] = made.link }
        }
        return slots.withLock { $0.store(made, at: place) }
    }

    /// `values(at:).link`, without making the values again once they were made.
    func link(at place: Int) -> TemplateValue {
        links.withLock { $0[place] } ?? values(at: place).link
    }

    /// The values kept, and the order they were made in: the oldest goes
    /// when a new one comes.
    private struct Slots {
        var values: [JokeValues?]
        /// Places of the values kept, a ring from `next`, oldest first.
        var ring: [Int] = []
        var next = 0
        let capacity: Int

        init(count: Int, capacity: Int) {
            values = [JokeValues?](repeating: nil, count: count)
            self.capacity = capacity
        }

        mutating func store(_ made: JokeValues, at place: Int) -> JokeValues {
            if let first = values[place] { return first }
            if ring.count < capacity {
                ring.append(place)
            } else {
                values[ring[next]] = nil
                ring[next] = place
                next = (next + 1) % capacity
            }
            values[place] = made
            return made
        }
    }
}

/// A joke's cards as `JokeValueCache` keeps them for the build: its values
/// render them on first use, and values made again find them rendered.
struct RenderedCards: Sendable {
    /// Every joke's cards, by place. Not the cache: the values it keeps
    /// hold this, and must not hold the cache.
    final class Store: Sendable {
        fileprivate struct Texts {
            var html: String?
            var markdown: String?
        }

        private let texts: Mutex<[Texts]>

        init(count: Int) {
            texts = Mutex([Texts](repeating: Texts(), count: count))
        }

        /// The card of the joke at `place` kept in `field`, else `render`'s;
        /// of two threads that race, the first stored wins.
        fileprivate func card(at place: Int, _ field: WritableKeyPath<Texts, String?>, _ render: () -> String) -> String {
            if let kept = texts.withLock({ $0[place][keyPath: field] }) { return kept }
            let rendered = render()
            return texts.withLock { texts in
                if let first = texts[place][keyPath: field] { return first }
                texts[place][keyPath: field] = rendered
                return rendered
            }
        }
    }

    fileprivate let store: Store
    fileprivate let place: Int

    func html(_ render: () -> String) -> String {
        store.card(at: place, \.html, render)
    }

    func markdown(_ render: () -> String) -> String {
        store.card(at: place, \.markdown, render)
    }
}
