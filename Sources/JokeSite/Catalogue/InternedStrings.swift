import Foundation

/// Each distinct string once, numbered in the order first seen. Looked up
/// by their FNV-1a hash, so that a string read from a file is found from
/// its bytes, and two tables join without hashing their strings again.
///
/// A table may start from `KnownStrings` (the catalogue's joke ids), which
/// it shares with the other tables made from them: each run of a
/// collection then numbers the strings it sees the same, and joining the
/// runs' tables only looks up the strings they saw beyond the known ones.
struct InternedStrings: @unchecked Sendable, Equatable {
    /// Keeps `knownTable` alive.
    private var known: KnownStrings?
    private var knownTable: KnownStrings.Table?
    /// The strings after the known ones.
    private var own: [String] = []
    private var slots = HashSlots()

    init(startingWith known: KnownStrings? = nil) {
        self.known = known
        knownTable = known?.table
    }

    init(_ strings: [String]) {
        slots = HashSlots(capacity: strings.count)
        for string in strings { _ = index(of: string) }
    }

    private var knownCount: Int { knownTable.map { $0.starts.count - 1 } ?? 0 }

    var count: Int { knownCount + own.count }

    var strings: [String] { known.map { $0.strings + own } ?? own }

    subscript(index: UInt32) -> String {
        let index = Int(index)
        return index < knownCount ? known!.strings[index] : own[index - knownCount]
    }

    mutating func index(of string: String) -> UInt32 {
        index(of: string, hash: StableHash.fnv1a(string))
    }

    /// The number of the string whose UTF-8 is `bytes`, which hash to `hash`.
    mutating func index(ofBytes bytes: UnsafeRawBufferPointer, hash: UInt64) -> UInt32 {
        if let found = knownTable?.find(bytes, hash: hash) { return UInt32(found) }
        if let found = slots.find(hash, isKey: { Self.equal(own[$0], bytes) }) { return UInt32(knownCount + found) }
        return add(String(decoding: bytes, as: UTF8.self), hash: hash)
    }

    /// The numbers here of each of `other`'s strings, in its order.
    mutating func indexes(of other: InternedStrings) -> [UInt32] {
        let shared = other.known != nil && other.known === known ? knownCount : 0
        var indexes = (0..<UInt32(shared)).map { $0 }
        indexes.reserveCapacity(other.count)
        for index in shared..<other.count {
            let hash = index < other.knownCount ? other.knownTable!.hash(ofEntry: index) : other.slots.hash(ofEntry: index - other.knownCount)
            indexes.append(self.index(of: other[UInt32(index)], hash: hash))
        }
        return indexes
    }

    private mutating func index(of string: String, hash: UInt64) -> UInt32 {
        if let knownTable, let found = withUnsafeUTF8(string, { knownTable.find($0, hash: hash) }) { return UInt32(found) }
        if let found = slots.find(hash, isKey: { own[$0] == string }) { return UInt32(knownCount + found) }
        return add(string, hash: hash)
    }

    private mutating func add(_ string: String, hash: UInt64) -> UInt32 {
        own.append(string)
        slots.append(hash)
        return UInt32(count - 1)
    }

    private func withUnsafeUTF8<Result>(_ string: String, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        var string = string
        return string.withUTF8 { body(UnsafeRawBufferPointer($0)) }
    }

    private static func equal(_ string: String, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var string = string
        return string.withUTF8 { utf8 in
            utf8.count == bytes.count && (bytes.isEmpty || memcmp(utf8.baseAddress!, bytes.baseAddress!, bytes.count) == 0)
        }
    }

    static func == (a: InternedStrings, b: InternedStrings) -> Bool {
        a.strings == b.strings
    }
}

/// Strings numbered before any other in the `InternedStrings` made from
/// them, each once; never changed, so the tables of every core share them.
/// Looked up through `Table`, plain memory: a reference counted on every
/// lookup from both cores would bounce between them.
final class KnownStrings: @unchecked Sendable {
    let strings: [String]
    let table: Table

    /// The strings' UTF-8 one after another, and an open-addressed index
    /// of their FNV-1a hashes (as in `HashSlots`).
    struct Table {
        fileprivate let utf8: UnsafeMutableBufferPointer<UInt8>
        /// Where each string starts in `utf8`, and where the last one ends.
        fileprivate let starts: UnsafeMutableBufferPointer<Int>
        fileprivate let hashes: UnsafeMutableBufferPointer<UInt64>
        /// Entry plus one, 0 for none.
        fileprivate let slots: UnsafeMutableBufferPointer<UInt32>

        func hash(ofEntry entry: Int) -> UInt64 { hashes[entry] }

        func find(_ bytes: UnsafeRawBufferPointer, hash: UInt64) -> Int? {
            var slot = Int(truncatingIfNeeded: StableHash.scrambled(hash)) & (slots.count - 1)
            while slots[slot] != 0 {
                let entry = Int(slots[slot]) - 1
                if hashes[entry] == hash, starts[entry + 1] - starts[entry] == bytes.count,
                   bytes.isEmpty || memcmp(utf8.baseAddress! + starts[entry], bytes.baseAddress!, bytes.count) == 0 { return entry }
                slot = (slot + 1) & (slots.count - 1)
            }
            return nil
        }
    }

    init(_ candidates: [String]) {
        strings = InternedStrings(candidates).strings
        let utf8 = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, strings.reduce(0) { $0 + $1.utf8.count }))
        let starts = UnsafeMutableBufferPointer<Int>.allocate(capacity: strings.count + 1)
        let hashes = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: max(1, strings.count))
        var slotCount = 16
        while slotCount < strings.count * 2 { slotCount *= 2 }
        let slots = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: slotCount)
        slots.initialize(repeating: 0)
        var end = 0
        for (entry, string) in strings.enumerated() {
            starts[entry] = end
            end = utf8[end...].initialize(fromContentsOf: string.utf8)
            hashes[entry] = StableHash.fnv1a(string)
            var slot = Int(truncatingIfNeeded: StableHash.scrambled(hashes[entry])) & (slotCount - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (slotCount - 1) }
            slots[slot] = UInt32(entry + 1)
        }
        starts[strings.count] = end
        table = Table(utf8: utf8, starts: starts, hashes: hashes, slots: slots)
    }

    deinit {
        table.utf8.deallocate()
        table.starts.deallocate()
        table.hashes.deallocate()
        table.slots.deallocate()
    }
}
