/// An open-addressed table from 64-bit hashes the caller computes (FNV-1a
/// of bytes, see `StableHash`) to entry numbers: a million ids are looked
/// up without making a `String` of each or hashing it again with `Hasher`.
/// The caller keeps the entries and says whether one is the key it has.
struct HashSlots: Sendable {
    /// Entry number plus one, 0 for an empty slot; a power of two long.
    private var slots: [UInt32]
    private var hashes: [UInt64] = []

    init(capacity: Int = 0) {
        slots = Array(repeating: 0, count: Self.slotCount(for: capacity))
        hashes.reserveCapacity(capacity)
    }

    var count: Int { hashes.count }

    func hash(ofEntry entry: Int) -> UInt64 { hashes[entry] }

    /// The first entry with `hash` that `isKey` accepts, or nil.
    func find(_ hash: UInt64, isKey: (Int) -> Bool) -> Int? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: StableHash.scrambled(hash)) & mask
        while true {
            let stored = Int(slots[slot])
            if stored == 0 { return nil }
            if hashes[stored - 1] == hash, isKey(stored - 1) { return stored - 1 }
            slot = (slot + 1) & mask
        }
    }

    /// Adds the next entry (number `count`) under `hash`.
    mutating func append(_ hash: UInt64) {
        if (hashes.count + 1) * 4 > slots.count * 3 { grow() }
        hashes.append(hash)
        place(hashes.count - 1)
    }

    private mutating func place(_ entry: Int) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: StableHash.scrambled(hashes[entry])) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = UInt32(entry + 1)
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        for entry in hashes.indices { place(entry) }
    }

    private static func slotCount(for capacity: Int) -> Int {
        var count = 16
        while count * 3 < capacity * 4 { count *= 2 }
        return count
    }
}
