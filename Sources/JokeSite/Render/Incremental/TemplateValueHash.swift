/// A stable hash of template values: equal values give equal hashes in
/// every run, whatever order a dictionary keeps its keys in. A page's
/// output is a function of its templates and its values, so an unchanged
/// hash means an unchanged page (see `PageKey`).
enum TemplateValueHash {
    static func hash(_ value: Any, seed: UInt64 = StableHash.offsetBasis) -> UInt64 {
        var hash = seed
        mix(value, into: &hash)
        return hash
    }

    /// Each value is tagged with its kind, so `["a"]` and `"a"` differ.
    private static func mix(_ value: Any, into hash: inout UInt64) {
        switch value {
        case let text as String:
            mixTag("s", text.utf8.count, into: &hash)
            hash = StableHash.fnv1a(text, seed: hash)
        case let flag as Bool:
            mixTag(flag ? "t" : "f", 0, into: &hash)
        case let number as Int:
            mixTag("i", number, into: &hash)
        case let object as [String: Any]:
            mixTag("o", object.count, into: &hash)
            for key in object.keys.sorted() {
                hash = StableHash.fnv1a(key, seed: hash)
                mix(object[key]!, into: &hash)
            }
        case let list as [Any]:
            mixTag("a", list.count, into: &hash)
            for element in list { mix(element, into: &hash) }
        // After the collections: a cast to a class tries to bridge them first.
        case let joke as JokeValues:
            mixTag("j", 0, into: &hash)
            mixNumber(joke.fingerprint, into: &hash)
        default:
            // Other values render through their description; hash that.
            mixTag("d", 0, into: &hash)
            hash = StableHash.fnv1a(String(reflecting: value), seed: hash)
        }
    }

    private static func mixTag(_ tag: Unicode.Scalar, _ number: Int, into hash: inout UInt64) {
        mixNumber(UInt64(tag.value), into: &hash)
        mixNumber(UInt64(bitPattern: Int64(number)), into: &hash)
    }

    private static func mixNumber(_ number: UInt64, into hash: inout UInt64) {
        var rest = number
        for _ in 0..<8 {
            hash = StableHash.fnv1a(CollectionOfOne(UInt8(truncatingIfNeeded: rest)), seed: hash)
            rest >>= 8
        }
    }
}
