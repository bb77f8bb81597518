/// The hash of a file's bytes that the manifest keeps: it reads eight
/// bytes per step, where FNV-1a (`StableHash`) reads one, and a build
/// hashes every file it makes. The same bytes give the same hash on every
/// run of a machine; the manifest never leaves the machine that wrote it.
enum ContentHash {
    static func of(_ bytes: some Collection<UInt8>) -> UInt64 {
        if let hash = bytes.withContiguousStorageIfAvailable({ of(UnsafeRawBufferPointer($0)) }) { return hash }
        return Array(bytes).withUnsafeBytes { of($0) }
    }

    static func of(_ buffer: UnsafeRawBufferPointer) -> UInt64 {
        var hash = 0x9e37_79b9_7f4a_7c15 ^ UInt64(buffer.count)
        var offset = 0
        while offset + 8 <= buffer.count {
            mix(buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self), into: &hash)
            offset += 8
        }
        var tail: UInt64 = 0
        for (shift, byte) in buffer[offset...].enumerated() { tail |= UInt64(byte) << (8 * shift) }
        mix(tail, into: &hash)
        // SplitMix64's finaliser, so every input bit reaches every output bit.
        hash = (hash ^ (hash >> 30)) &* 0xbf58_476d_1ce4_e5b9
        hash = (hash ^ (hash >> 27)) &* 0x94d0_49bb_1331_11eb
        return hash ^ (hash >> 31)
    }

    private static func mix(_ word: UInt64, into hash: inout UInt64) {
        hash = (hash ^ word) &* 0x9fb2_1c65_1e98_df25
        hash ^= hash >> 29
    }
}
