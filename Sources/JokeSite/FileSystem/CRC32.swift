import CZlib

/// zlib's CRC-32 of the bytes given so far, as gzip and PNG check theirs.
struct CRC32 {
    private(set) var value: UInt32 = 0

    mutating func update(_ buffer: UnsafeRawBufferPointer) {
        guard let base = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
        value = UInt32(truncatingIfNeeded: crc32_z(UInt(value), base, buffer.count))
    }

    /// 8 lowercase hexadecimal digits.
    var hexadecimal: [UInt8] {
        (0..<8).map { Array("0123456789abcdef".utf8)[Int(value >> (28 - 4 * $0) & 0xF)] }
    }
}
