import TemplateEngine

/// What each value a page can read (`Dependency`) was worth in one build:
/// per dependency kind, each name's digest of what `SiteInputs.combine`
/// mixes into a page's key after the name (`SiteInputs.digests`). The
/// manifest keeps the digests of the build that wrote it; the next build
/// makes its own and compares them (`ReadChanges`): a kept page none of
/// whose dependencies changed keeps its key without hashing them again,
/// so an edit re-keys the pages that read what it changed.
struct ReadDigests: Sendable {
    /// What every page that reads through a reader reads besides
    /// (`PageRenderer.readerSeed`): with another, no digest says anything.
    let seed: ContentHash
    /// By tag (`Dependency.Tag`): each name's hash (`StableHash.fnv1a` of
    /// its bytes) and digest, in the order of the names' hashes.
    let tags: [[Entry]]
    /// Where each job's output is, when the build listed its jobs.
    var places: JobPlaces?

    struct Entry: Sendable {
        var name: UInt64
        var digest: ContentHash
    }

    init(seed: ContentHash, tags: [[Entry]]) {
        self.seed = seed
        self.tags = tags.map { entries in
            zip(entries, entries.dropFirst()).allSatisfy { $0.name <= $1.name } ? entries : entries.sorted { $0.name < $1.name }
        }
    }

    /// The digests as the manifest keeps them: per tag, its count, then
    /// each name's hash and digest; then the jobs' places, if any.
    func encoded() -> [UInt8] {
        var writer = CompactWriter(startingWith: [], capacity: tags.reduce(0) { $0 + $1.count * 26 + 4 } + (places?.jobCount ?? 0) * 4 + 24)
        for entries in tags {
            writer.write(entries.count)
            for entry in entries {
                writer.write(Int(Int64(bitPattern: entry.name)))
                writer.write(entry.digest)
            }
        }
        places?.encode(into: &writer)
        return writer.bytes
    }

    /// Digests `encoded` wrote; nil for any other bytes.
    init?(seed: ContentHash, encoded: ArraySlice<UInt8>) {
        self.seed = seed
        var tags: [[Entry]] = []
        var places: JobPlaces?
        let read: Bool = encoded.withUnsafeBytes { bytes in
            var reader = CompactReader(bytes)
            for _ in 0..<Dependency.Tag.count {
                guard let count = reader.int(), count >= 0, count <= reader.remaining / 17 else { return false }
                var entries: [Entry] = []
                entries.reserveCapacity(count)
                for _ in 0..<count {
                    guard let name = reader.int(), let digest = reader.hash() else { return false }
                    entries.append(Entry(name: UInt64(bitPattern: Int64(name)), digest: digest))
                }
                tags.append(entries)
            }
            guard !reader.isAtEnd else { return true }
            places = JobPlaces(&reader, in: encoded)
            return places != nil && reader.isAtEnd
        }
        guard read else { return nil }
        self.tags = tags
        self.places = places
    }

    /// Whether each tag's names are in the order of their hashes, no two
    /// of one hash (else a name's digest cannot be told from another's).
    private var isStrictlyOrdered: Bool {
        tags.allSatisfy { entries in zip(entries, entries.dropFirst()).allSatisfy { $0.name < $1.name } }
    }

    /// Whether a name's digest in one says whether it changed in the
    /// other: the same seed and tags, and names told apart in both.
    static func comparable(_ last: ReadDigests, _ current: ReadDigests) -> Bool {
        last.seed == current.seed && last.tags.count == current.tags.count && last.isStrictlyOrdered && current.isStrictlyOrdered
    }
}

/// Which dependencies hash as they did in the build whose digests are
/// `last`: a name this build has a digest of, equal to the last build's.
/// Any other (changed, added, gone, or with no digest) may hash otherwise.
struct ReadChanges: Sendable {
    /// By tag, the hashes of the names whose digests are as they were.
    private let unchanged: [HashSlots]

    /// Nil when the builds' seeds differ, or either's names are out of
    /// order or ambiguous.
    init?(from last: ReadDigests, to current: ReadDigests) {
        guard ReadDigests.comparable(last, current) else { return nil }
        unchanged = zip(last.tags, current.tags).map { before, after in
            // Both are in the order of the names' hashes: one walk.
            var unchanged = HashSlots(capacity: after.count)
            var old = 0
            for entry in after {
                while old < before.count, before[old].name < entry.name { old += 1 }
                if old < before.count, before[old].name == entry.name, before[old].digest == entry.digest { unchanged.append(entry.name) }
            }
            return unchanged
        }
    }

    /// Whether every one of these dependencies (as the manifest keeps
    /// them, `Dependency.encode`) hashes as it did: a page that read only
    /// these has the key it had.
    func leaveUnchanged(_ dependencies: ArraySlice<UInt8>) -> Bool {
        Dependency.scan(dependencies) { tag, name in leavesUnchanged(tag: tag, name: StableHash.fnv1a(name)) }
    }

    /// Whether the dependency of kind `tag` whose name hashes to `name` hashes as it did.
    func leavesUnchanged(tag: UInt8, name: UInt64) -> Bool {
        Int(tag) < unchanged.count && unchanged[Int(tag)].find(name, isKey: { _ in true }) != nil
    }
}

/// A digest of values that are hashes already (views' SHA-256, ids'
/// FNV-1a), mixed in order without hashing them again: two 64-bit lanes,
/// each rotated and multiplied by its own odd constant per value.
struct HashMix {
    private var high: UInt64 = 0x243F_6A88_85A3_08D3
    private var low: UInt64 = 0x1319_8A2E_0370_7344

    mutating func add(_ value: UInt64) {
        high = ((high ^ value) << 27 | (high ^ value) >> 37) &* 0x9E37_79B9_7F4A_7C15
        low = ((low ^ value) << 31 | (low ^ value) >> 33) &* 0xC2B2_AE3D_27D4_EB4F
    }

    mutating func add(_ hash: ContentHash) {
        add(hash.high)
        add(hash.low)
    }

    var value: ContentHash { ContentHash(high: high, low: low) }
}
