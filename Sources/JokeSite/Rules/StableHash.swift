/// FNV-1a: a hash that is the same on every run and machine (Swift's
/// `Hasher` is seeded per process). Daily picks, build fingerprints, output
/// manifests and the preview server's ETags use it.
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
        var text = text
        // Native strings are contiguous UTF-8: hash the buffer, not the view.
        return text.withUTF8 { fnv1a($0, seed: seed) }
    }

    /// Spreads a hash's bits evenly (SplitMix64's finalizer): FNV-1a of
    /// texts that differ only at the end, like consecutive dates, differs
    /// mostly in the low bits.
    public static func scrambled(_ hash: UInt64) -> UInt64 {
        var z = hash &+ 0x9e37_79b9_7f4a_7c15
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }
}
