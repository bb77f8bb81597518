import Crypto

/// Stable hashes of values and schemas (`ContentHash`, 128 bits): equal
/// inputs give equal hashes in every run and on every machine, which
/// Swift's `Hasher` does not. A page's output is a function of its
/// templates and its value tree, and the whole tree is hashed, so a value
/// added to a page cannot be left out of its fingerprint.
///
/// What is combined is written out as bytes that say it unambiguously (a
/// one-byte kind tag before each value, a length before each text and
/// list, numbers as eight little-endian bytes), and SHA-256 reads them a
/// block at a time as they come: two different inputs hash alike only if
/// SHA-256 collides. A page's whole value tree is never held as bytes.
public struct StableHasher: Sendable {
    private var digest = SHA256()
    /// Bytes not yet handed to `digest` (the first `used`): one call per
    /// block, not per value. Written in place, not appended: a page's key
    /// and a listing's hash combine thousands of small values.
    private var pending = [UInt8](repeating: 0, count: StableHasher.block)
    private var used = 0
    private static let block = 4096
    /// The first record that did not fit its schema in the values mixed in.
    var unfit: UnfitRecord?

    public init() {}

    /// Continues from another hash, as if its input came first.
    public init(seed: ContentHash) {
        self.init()
        combine(seed)
    }

    public var value: ContentHash {
        var digest = digest
        pending.withUnsafeBytes { digest.update(bufferPointer: UnsafeRawBufferPointer(rebasing: $0[..<used])) }
        return ContentHash(digest.finalize())
    }

    public mutating func combine(bytes more: UnsafeRawBufferPointer) {
        if used + more.count > Self.block {
            flush()
            if more.count > Self.block { return digest.update(bufferPointer: more) }
        }
        guard let source = more.baseAddress else { return }
        let start = used
        pending.withUnsafeMutableBytes { $0.baseAddress!.advanced(by: start).copyMemory(from: source, byteCount: more.count) }
        used += more.count
    }

    public mutating func combine(_ number: UInt64) {
        if used + 8 > Self.block { flush() }
        let start = used
        pending.withUnsafeMutableBytes { $0.storeBytes(of: number.littleEndian, toByteOffset: start, as: UInt64.self) }
        used += 8
    }

    private mutating func flush() {
        let count = used
        pending.withUnsafeBytes { digest.update(bufferPointer: UnsafeRawBufferPointer(rebasing: $0[..<count])) }
        used = 0
    }

    public mutating func combine(_ hash: ContentHash) {
        combine(hash.high)
        combine(hash.low)
    }

    /// Length first, so `"ab","c"` and `"a","bc"` differ.
    public mutating func combine(_ text: String) {
        combine(UInt64(text.utf8.count))
        // Native strings are contiguous UTF-8: read in place, neither
        // copied nor retained (a million ids are hashed on every build).
        if text.utf8.withContiguousStorageIfAvailable({ combine(bytes: UnsafeRawBufferPointer($0)) }) != nil { return }
        var text = text
        text.withUTF8 { combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// A one-byte kind before each value, so `["a"]` and `"a"` differ.
    mutating func tag(_ kind: Unicode.Scalar) {
        withUnsafeBytes(of: UInt8(kind.value & 0xff)) { combine(bytes: $0) }
    }
}

extension TemplateValue {
    /// The stable hash of this value tree, mixed into `seed`.
    public func fingerprint(seed: ContentHash? = nil) -> ContentHash {
        var hasher = seed.map(StableHasher.init(seed:)) ?? StableHasher()
        mix(into: &hasher)
        return hasher.value
    }

    /// The stable hash of this value tree, or the first record in it that
    /// did not fit its schema (found in the same walk).
    public func checkedFingerprint(seed: ContentHash? = nil) -> Result<ContentHash, UnfitRecord> {
        var hasher = seed.map(StableHasher.init(seed:)) ?? StableHasher()
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
    public var fingerprint: ContentHash {
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
