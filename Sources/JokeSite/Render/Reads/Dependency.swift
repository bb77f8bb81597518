import TemplateEngine

/// One value a page read while it was made (see `PageReader`): a joke as
/// pages show it, a character, or a value derived from the catalogue. The
/// manifest keeps each output's dependencies in the order they were read
/// (`encode`), and the next build mixes each into the page's key anew
/// from those bytes (`SiteInputs.combine`), as the reader did: an equal
/// key, an equal page, kept unmade.
enum Dependency: Hashable, Sendable {
    /// The joke with values, as pages show it (its character's included).
    case joke(String)
    /// The character's document and face.
    case character(String)
    /// The jokes a joke's page links to, before, after and more of its
    /// character's (`JokeNeighbours`), each with its document.
    case jokeNeighbours(String)
    /// The joke after this one in the one-more-joke order (`NextJokeChain`).
    case nextJoke(String)
    /// The whole one-more-joke order.
    case nextJokeOrder
    /// A day's pick: its joke and how it was chosen.
    case day(String)
    /// The published days either side of a day.
    case adjacentDays(String)
    /// A partition of a listing (`PartitionedListing`), by its first route:
    /// its header and which items it lists.
    case listing(String)
    /// The site's card, which a page without one of its own shows: it
    /// draws every character's face and the app's icon.
    case siteCard
    /// The build's day (`{{site.today}}`, `{{site.today_label}}`).
    case today

    /// The byte that says which kind it is, first in its record.
    enum Tag {
        static let joke: UInt8 = 1, character: UInt8 = 2, jokeNeighbours: UInt8 = 3, nextJoke: UInt8 = 4,
                   nextJokeOrder: UInt8 = 5, day: UInt8 = 6, adjacentDays: UInt8 = 7, listing: UInt8 = 8, siteCard: UInt8 = 9,
                   today: UInt8 = 10
        /// One more than the last tag.
        static let count: UInt8 = 11
    }

    var tag: UInt8 {
        switch self {
        case .joke: Tag.joke
        case .character: Tag.character
        case .jokeNeighbours: Tag.jokeNeighbours
        case .nextJoke: Tag.nextJoke
        case .nextJokeOrder: Tag.nextJokeOrder
        case .day: Tag.day
        case .adjacentDays: Tag.adjacentDays
        case .listing: Tag.listing
        case .siteCard: Tag.siteCard
        case .today: Tag.today
        }
    }

    /// The id it is of: a joke's, a character's, a day's, a route.
    var name: String {
        switch self {
        case .joke(let id), .character(let id), .jokeNeighbours(let id), .nextJoke(let id), .day(let id),
             .adjacentDays(let id), .listing(let id): id
        case .nextJokeOrder, .siteCard, .today: ""
        }
    }

    /// Its tag byte, then its name's length (LEB128) and UTF-8 bytes.
    func encode(into bytes: inout [UInt8]) {
        bytes.append(tag)
        var count = UInt64(name.utf8.count)
        while count >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: count) | 0x80)
            count >>= 7
        }
        bytes.append(UInt8(count))
        bytes.append(contentsOf: name.utf8)
    }

    /// Hands each dependency `encode` wrote to `body` as its tag and its
    /// name's bytes, without making text of them; false for bytes `encode`
    /// could not have written, or when `body` refuses one.
    static func scan(_ bytes: ArraySlice<UInt8>, _ body: (_ tag: UInt8, _ name: UnsafeRawBufferPointer) -> Bool) -> Bool {
        bytes.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let tag = bytes[offset]
                offset += 1
                var count = 0, shift = 0
                while true {
                    guard offset < bytes.count, shift < 63 else { return false }
                    let byte = bytes[offset]
                    offset += 1
                    count |= Int(byte & 0x7F) << shift
                    if byte < 0x80 { break }
                    shift += 7
                }
                guard count <= bytes.count - offset,
                      body(tag, UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + count)])) else { return false }
                offset += count
            }
            return true
        }
    }
}

/// A value a page reads, hashed whole: what a dependency's hash is made of.
protocol ReadValue: Sendable {
    func combine(into hasher: inout StableHasher)
}

extension String: ReadValue {
    func combine(into hasher: inout StableHasher) { hasher.combine(self) }
}

extension Optional: ReadValue where Wrapped: ReadValue {
    func combine(into hasher: inout StableHasher) {
        guard let self else { return hasher.combine(0) }
        hasher.combine(1)
        self.combine(into: &hasher)
    }
}

extension Array: ReadValue where Element: ReadValue {
    func combine(into hasher: inout StableHasher) {
        hasher.combine(UInt64(count))
        // Each read where it is, not copied out (a retain and release each).
        for index in indices { self[index].combine(into: &hasher) }
    }
}

/// A listing's joke stands for its id: what the listing shows of it, it
/// reads. Listed as the jokes themselves, the lists share the rules'.
extension Joke: ReadValue {
    func combine(into hasher: inout StableHasher) { hasher.combine(id) }
}

/// A list of jokes stands for their ids, hashed where it was decided.
extension JokeList: ReadValue {
    func combine(into hasher: inout StableHasher) { hasher.combine(ids) }
}

extension DailyPick: ReadValue {
    func combine(into hasher: inout StableHasher) {
        hasher.combine(day.description)
        hasher.combine(jokeID)
        hasher.combine(isAssigned ? 1 : 0)
    }
}

extension DailyPick? {
    /// What `combine` mixes in, for a digest (`SiteInputs.digests`).
    func mix(into digest: inout HashMix) {
        guard let self else { return digest.add(0) }
        digest.add(StableHash.fnv1a(self.day.description))
        digest.add(StableHash.fnv1a(self.jokeID))
        digest.add(self.isAssigned ? 2 : 1)
    }
}
