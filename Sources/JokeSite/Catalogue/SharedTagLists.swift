import Synchronization

/// The tag lists jokes name, each distinct list held once: a million jokes
/// name a few hundred lists between them, and a list of its own takes 64
/// bytes a joke. A catalogue of more distinct lists than `limit` keeps the
/// rest as they come.
enum SharedTagLists {
    private static let known = Mutex<[[String]: [String]]>([:])
    private static let limit = 1 << 16

    static func shared(_ tags: [String]) -> [String] {
        guard !tags.isEmpty else { return tags }
        return known.withLock { known in
            if let found = known[tags] { return found }
            if known.count < limit { known[tags] = tags }
            return tags
        }
    }
}
