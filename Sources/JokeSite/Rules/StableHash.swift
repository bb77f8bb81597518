/// FNV-1a: a fast 64-bit hash that is the same on every run and machine
/// (Swift's `Hasher` is seeded per process). The daily picks and the random
/// page draw from it (so it must never change), and the loader's hash
/// tables find strings by it. It names nothing a build keeps: that is
/// `ContentHash`'s, 128 bits.
public enum StableHash {
    public static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325

    public static func fnv1a(_ bytes: some Sequence<UInt8>, seed: UInt64 = offsetBasis) -> UInt64 {
        var hash = seed
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return hash
    }

    public static func fnv1a(_ text: String, seed: UInt64 = offsetBasis) -> UInt64 {
        // Native strings are contiguous UTF-8: hash the buffer where it is,
        // not the view, nor a copy (a retain and release each).
        if let hash = text.utf8.withContiguousStorageIfAvailable({ fnv1a($0, seed: seed) }) { return hash }
        var text = text
        return text.withUTF8 { fnv1a($0, seed: seed) }
    }

    /// Spreads a hash's bits evenly (SplitMix64's first number from it):
    /// FNV-1a of texts that differ only at the end, like consecutive dates,
    /// differs mostly in the low bits.
    public static func scrambled(_ hash: UInt64) -> UInt64 {
        var generator = SplitMix64(state: hash)
        return generator.next()
    }
}
