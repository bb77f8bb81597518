import TemplateEngine

/// One value a page read while it was made (see `PageReader`): a joke as
/// pages show it, a character, or a value derived from the catalogue. The
/// manifest keeps each output's dependencies in the order they were read
/// (`encode`), and the next build mixes each into the page's key anew
/// (`SiteInputs.combine`): an equal key, an equal page, kept unmade.
enum Dependency: Hashable, Sendable {
    /// The joke with values, as pages show it (its character's included).
    case joke(String)
    /// The character's document and face.
    case character(String)
    /// The jokes a joke's page links to: before, after and more of its
    /// character's (`JokeNeighbours`).
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

    var tag: UInt8 {
        switch self {
        case .joke: 1
        case .character: 2
        case .jokeNeighbours: 3
        case .nextJoke: 4
        case .nextJokeOrder: 5
        case .day: 6
        case .adjacentDays: 7
        case .listing: 8
        }
    }

    /// The id it is of: a joke's, a character's, a day's, a route.
    var name: String {
        switch self {
        case .joke(let id), .character(let id), .jokeNeighbours(let id), .nextJoke(let id), .day(let id),
             .adjacentDays(let id), .listing(let id): id
        case .nextJokeOrder: ""
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

    /// The dependencies `encode` wrote, one after another; nil for bytes
    /// it could not have written (the manifest is then not trusted).
    static func decode(_ bytes: ArraySlice<UInt8>) -> [Dependency]? {
        var dependencies: [Dependency] = []
        var offset = bytes.startIndex
        while offset < bytes.endIndex {
            let tag = bytes[offset]
            offset += 1
            var count = 0, shift = 0
            while true {
                guard offset < bytes.endIndex, shift < 63 else { return nil }
                let byte = bytes[offset]
                offset += 1
                count |= Int(byte & 0x7F) << shift
                if byte < 0x80 { break }
                shift += 7
            }
            guard count <= bytes.endIndex - offset else { return nil }
            let name = String(decoding: bytes[offset..<(offset + count)], as: UTF8.self)
            offset += count
            guard let dependency = Dependency(tag: tag, name: name) else { return nil }
            dependencies.append(dependency)
        }
        return dependencies
    }

    private init?(tag: UInt8, name: String) {
        switch tag {
        case 1: self = .joke(name)
        case 2: self = .character(name)
        case 3: self = .jokeNeighbours(name)
        case 4: self = .nextJoke(name)
        case 5: self = .nextJokeOrder
        case 6: self = .day(name)
        case 7: self = .adjacentDays(name)
        case 8: self = .listing(name)
        default: return nil
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
        for element in self { element.combine(into: &hasher) }
    }
}

extension DailyPick: ReadValue {
    func combine(into hasher: inout StableHasher) {
        hasher.combine(day.description)
        hasher.combine(jokeID)
        hasher.combine(isAssigned ? 1 : 0)
    }
}
