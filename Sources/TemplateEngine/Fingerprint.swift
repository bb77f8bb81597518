/// Stable 64-bit hashes of values and schemas: equal inputs give equal
/// hashes in every run and on every machine, which Swift's `Hasher` does
/// not. A page's output is a function of its templates and its value tree,
/// and the whole tree is hashed, so a value added to a page cannot be left
/// out of its fingerprint.
///
/// Each step is a bijection of the state given its input, so inputs that
/// differ in one place always hash apart: a one-byte kind tag is an FNV-1a
/// step; numbers and text go eight bytes (little-endian) at a time through
/// a multiply and a shift, several times faster than FNV-1a's byte steps,
/// as every page's whole value is hashed on every build.
public struct StableHasher: Sendable {
    public static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x100_0000_01b3
    private static let multiplier: UInt64 = 0xff51_afd7_ed55_8ccd

    public private(set) var value: UInt64
    /// The first record that did not fit its schema in the values mixed in.
    var unfit: UnfitRecord?

    public init(seed: UInt64 = offsetBasis) {
        value = seed
    }

    /// Bytes eight at a time, the last word padded with zeros.
    public mutating func combine(bytes: UnsafeRawBufferPointer) {
        var hash = value
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = Self.step(hash, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        if offset < bytes.count {
            var word: UInt64 = 0
            for (shift, byte) in zip(stride(from: 0, to: 64, by: 8), bytes[offset...]) { word |= UInt64(byte) << UInt64(shift) }
            hash = Self.step(hash, word)
        }
        value = hash
    }

    public mutating func combine(_ number: UInt64) {
        value = Self.step(value, number)
    }

    /// Length first, so `"ab","c"` and `"a","bc"` differ.
    public mutating func combine(_ text: String) {
        combine(UInt64(text.utf8.count))
        if text.utf8.withContiguousStorageIfAvailable({ combine(bytes: UnsafeRawBufferPointer($0)) }) == nil {
            Array(text.utf8).withUnsafeBytes { combine(bytes: $0) }
        }
    }

    /// A one-byte kind before each value, so `["a"]` and `"a"` differ.
    mutating func tag(_ kind: Unicode.Scalar) {
        value = (value ^ UInt64(kind.value & 0xff)) &* Self.prime
    }

    private static func step(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = (hash ^ word) &* multiplier
        return mixed ^ (mixed >> 32)
    }
}

extension TemplateValue {
    /// The stable hash of this value tree, mixed into `seed`.
    public func fingerprint(seed: UInt64 = StableHasher.offsetBasis) -> UInt64 {
        var hasher = StableHasher(seed: seed)
        mix(into: &hasher)
        return hasher.value
    }

    /// The stable hash of this value tree, or the first record in it that
    /// did not fit its schema (found in the same walk).
    public func checkedFingerprint(seed: UInt64 = StableHasher.offsetBasis) -> Result<UInt64, UnfitRecord> {
        var hasher = StableHasher(seed: seed)
        mix(into: &hasher)
        if let unfit = hasher.unfit { return .failure(unfit) }
        return .success(hasher.value)
    }

    func mix(into hasher: inout StableHasher) {
        switch self {
        case .unfit(let unfit):
            hasher.tag("x")
            if hasher.unfit == nil { hasher.unfit = unfit }
        case .absent:
            hasher.tag("n")
        case .bool(let value):
            hasher.tag(value ? "t" : "f")
        case .int(let value):
            hasher.tag("i")
            hasher.combine(UInt64(bitPattern: Int64(value)))
        case .text(let text):
            hasher.tag("s")
            hasher.combine(text)
        case .list(let items):
            hasher.tag("l")
            hasher.combine(UInt64(items.count))
            for item in items { item.mix(into: &hasher) }
        case .record(let fields):
            hasher.tag("r")
            hasher.combine(UInt64(fields.count))
            for field in fields { field.mix(into: &hasher) }
        case .derived(let derived):
            // What it is made from; making it is left to rendering.
            hasher.tag("d")
            hasher.combine(derived.inputsFingerprint)
            if hasher.unfit == nil, let unfit = derived.inputsUnfit { hasher.unfit = unfit }
        case .object(let members):
            // Sorted: a dictionary's order changes from run to run.
            hasher.tag("o")
            hasher.combine(UInt64(members.count))
            for (name, member) in members.sorted(by: { $0.key < $1.key }) {
                hasher.combine(name)
                member.mix(into: &hasher)
            }
        }
    }
}

extension TemplateSchema {
    /// Changes when a name, type or order of fields does (docs do not
    /// count): values are read by position, so a page key should name it.
    public var fingerprint: UInt64 {
        var hasher = StableHasher()
        mix(into: &hasher)
        return hasher.value
    }

    func mix(into hasher: inout StableHasher) {
        hasher.combine(name)
        hasher.combine(UInt64(fields.count))
        for field in fields {
            hasher.combine(field.name)
            field.type.mix(into: &hasher)
        }
    }
}

extension TemplateType {
    func mix(into hasher: inout StableHasher) {
        switch self {
        case .text: hasher.tag("s")
        case .made(let format):
            hasher.tag("h")
            hasher.combine(format.rawValue)
        case .url: hasher.tag("u")
        case .bool: hasher.tag("b")
        case .int: hasher.tag("i")
        case .list(let element):
            hasher.tag("l")
            element.mix(into: &hasher)
        case .record(let schema):
            hasher.tag("r")
            schema.mix(into: &hasher)
        case .optional(let wrapped):
            hasher.tag("o")
            wrapped.mix(into: &hasher)
        }
    }
}
