/// SplitMix64 (Steele, Lea and Flood): a seeded generator whose numbers are
/// the same on every run and machine. The daily picks and the random page
/// (through `StableHash.scrambled`), the benchmark's synthetic catalogue
/// and the tests' generated inputs all draw from it, so each keeps its
/// sequence.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    public private(set) var state: UInt64

    public init(state: UInt64) {
        self.state = state
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }
}
