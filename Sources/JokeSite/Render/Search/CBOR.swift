/// The part of CBOR (RFC 8949) Pagefind's index files use: definite-length
/// items, decoded into a tree and encoded back in the shortest form, so a
/// file can be put in a canonical order (see `PagefindCanonicalizer`).
indirect enum CBOR: Equatable {
    case unsigned(UInt64)
    case negative(UInt64)
    case bytes([UInt8])
    case text([UInt8])
    case array([CBOR])
    /// Keys and values, alternating.
    case map([CBOR])
    /// A simple value or float, kept as its bytes after the head.
    case other(head: UInt8, payload: [UInt8])

    struct Malformed: Error {}

    /// Decodes one item that fills `bytes` exactly.
    static func decode(_ bytes: ArraySlice<UInt8>) throws(Malformed) -> CBOR {
        var reader = Reader(bytes: bytes, at: bytes.startIndex)
        let item = try reader.item(depth: 0)
        guard reader.at == bytes.endIndex else { throw Malformed() }
        return item
    }

    func encoded() -> [UInt8] {
        var out: [UInt8] = []
        encode(into: &out)
        return out
    }

    var text: String? {
        if case .text(let bytes) = self { return String(decoding: bytes, as: UTF8.self) }
        return nil
    }

    private func encode(into out: inout [UInt8]) {
        switch self {
        case .unsigned(let value): Self.head(0, value, &out)
        case .negative(let value): Self.head(1, value, &out)
        case .bytes(let bytes): Self.head(2, UInt64(bytes.count), &out); out += bytes
        case .text(let bytes): Self.head(3, UInt64(bytes.count), &out); out += bytes
        case .array(let items):
            Self.head(4, UInt64(items.count), &out)
            for item in items { item.encode(into: &out) }
        case .map(let items):
            Self.head(5, UInt64(items.count / 2), &out)
            for item in items { item.encode(into: &out) }
        case .other(let head, let payload): out.append(head); out += payload
        }
    }

    private static func head(_ major: UInt8, _ value: UInt64, _ out: inout [UInt8]) {
        let type = major << 5
        switch value {
        case ..<24: out.append(type | UInt8(value))
        case ...0xff: out += [type | 24, UInt8(value)]
        case ...0xffff: out += [type | 25] + bigEndian(value, 2)
        case ...0xffff_ffff: out += [type | 26] + bigEndian(value, 4)
        default: out += [type | 27] + bigEndian(value, 8)
        }
    }

    private static func bigEndian(_ value: UInt64, _ count: Int) -> [UInt8] {
        (0..<count).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }

    private struct Reader {
        let bytes: ArraySlice<UInt8>
        var at: Int

        mutating func byte() throws(Malformed) -> UInt8 {
            guard at < bytes.endIndex else { throw Malformed() }
            defer { at += 1 }
            return bytes[at]
        }

        mutating func take(_ count: Int) throws(Malformed) -> [UInt8] {
            guard count >= 0, count <= bytes.endIndex - at else { throw Malformed() }
            defer { at += count }
            return Array(bytes[at..<(at + count)])
        }

        mutating func argument(_ info: UInt8) throws(Malformed) -> UInt64 {
            switch info {
            case ..<24: return UInt64(info)
            case 24...27: return try take(1 << Int(info - 24)).reduce(0) { $0 << 8 | UInt64($1) }
            default: throw Malformed()  // indefinite lengths: not used by Pagefind
            }
        }

        mutating func count(_ info: UInt8) throws(Malformed) -> Int {
            let value = try argument(info)
            guard value <= UInt64(bytes.endIndex - at) else { throw Malformed() }
            return Int(value)
        }

        mutating func item(depth: Int) throws(Malformed) -> CBOR {
            guard depth < 64 else { throw Malformed() }
            let first = try byte()
            let info = first & 0x1f
            switch first >> 5 {
            case 0: return .unsigned(try argument(info))
            case 1: return .negative(try argument(info))
            case 2: return .bytes(try take(try count(info)))
            case 3: return .text(try take(try count(info)))
            case 4, 5:
                let pairs = first >> 5 == 5 ? 2 : 1
                var items: [CBOR] = []
                for _ in 0..<(try count(info) * pairs) { items.append(try item(depth: depth + 1)) }
                return first >> 5 == 5 ? .map(items) : .array(items)
            case 7:
                switch info {
                case ..<24: return .other(head: first, payload: [])
                case 24...27: return .other(head: first, payload: try take(1 << Int(info - 24)))
                default: throw Malformed()
                }
            default: throw Malformed()  // tags: not used by Pagefind
            }
        }
    }
}
