/// A stable hash of template values: equal values give equal hashes in
/// every run, whatever order a dictionary keeps its keys in. A page's
/// output is a function of its templates and its values, so an unchanged
/// hash means an unchanged page (see `PageRenderer.key`).
enum TemplateValueHash {
    static func hash(_ value: Any, seed: UInt64 = StableHash.offsetBasis) -> UInt64 {
        var hash = seed
        mix(value, into: &hash)
        return hash
    }

    /// Each value is tagged with its kind, so `["a"]` and `"a"` differ.
    /// Exact types are tried first: comparing types is cheap, while a failed
    /// cast (of a dictionary to a class, say) costs more than the hashing.
    private static func mix(_ value: Any, into hash: inout UInt64) {
        let kind = type(of: value)
        if kind == String.self {
            mix(value as! String, into: &hash)
        } else if kind == JokeValues.self {
            mixTag("j", 0, into: &hash)
            mixNumber((value as! JokeValues).fingerprint, into: &hash)
        } else if kind == Int.self {
            mixTag("i", value as! Int, into: &hash)
        } else if kind == Bool.self {
            mixTag(value as! Bool ? "t" : "f", 0, into: &hash)
        } else if let object = value as? [String: Any] {
            mix(object, into: &hash)
        } else if let list = value as? [Any] {
            mixTag("a", list.count, into: &hash)
            for element in list { mix(element, into: &hash) }
        } else if let text = value as? String {
            mix(text, into: &hash)
        } else {
            // Other values render through their description; hash that.
            mixTag("d", 0, into: &hash)
            hash = StableHash.fnv1a(String(reflecting: value), seed: hash)
        }
    }

    private static func mix(_ text: String, into hash: inout UInt64) {
        mixTag("s", text.utf8.count, into: &hash)
        hash = StableHash.fnv1a(text, seed: hash)
    }

    /// A sum of the members' hashes does not depend on their order, and
    /// costs no sorting.
    private static func mix(_ object: [String: Any], into hash: inout UInt64) {
        mixTag("o", object.count, into: &hash)
        var members: UInt64 = 0
        for (key, member) in object {
            var memberHash = StableHash.fnv1a(key)
            mix(member, into: &memberHash)
            members &+= scramble(memberHash)
        }
        mixNumber(members, into: &hash)
    }

    private static func mixTag(_ tag: Unicode.Scalar, _ number: Int, into hash: inout UInt64) {
        mixNumber(UInt64(tag.value), into: &hash)
        mixNumber(UInt64(bitPattern: Int64(number)), into: &hash)
    }

    /// SplitMix64's finaliser: spreads FNV's weak low bits before summing.
    private static func scramble(_ value: UInt64) -> UInt64 {
        var bits = value
        bits = (bits ^ (bits >> 30)) &* 0xbf58_476d_1ce4_e5b9
        bits = (bits ^ (bits >> 27)) &* 0x94d0_49bb_1331_11eb
        return bits ^ (bits >> 31)
    }

    private static func mixNumber(_ number: UInt64, into hash: inout UInt64) {
        var rest = number
        for _ in 0..<8 {
            hash = StableHash.fnv1a(CollectionOfOne(UInt8(truncatingIfNeeded: rest)), seed: hash)
            rest >>= 8
        }
    }
}
