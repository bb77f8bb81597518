import Crypto

/// jokesite's one content hash: the first 128 bits of SHA-256. Equal
/// hashes are taken for equal content wherever the build keeps a file
/// (page and document keys, the manifest's file hashes, the binary's
/// hash, state-file checksums) and name the files made from their
/// content (social cards, the search index's files): at 128 bits a chance
/// collision is out of reach for any number of builds.
public struct ContentHash: Hashable, Sendable, CustomStringConvertible {
    public let high: UInt64
    public let low: UInt64

    public init(high: UInt64, low: UInt64) {
        (self.high, self.low) = (high, low)
    }

    /// No content: what an absent input hashes as.
    public static let zero = ContentHash(high: 0, low: 0)

    public static func of(_ bytes: some Collection<UInt8>) -> ContentHash {
        if let hash = bytes.withContiguousStorageIfAvailable({ of(UnsafeRawBufferPointer($0)) }) { return hash }
        return Array(bytes).withUnsafeBytes { of($0) }
    }

    public static func of(_ buffer: UnsafeRawBufferPointer) -> ContentHash {
        var hasher = SHA256()
        hasher.update(bufferPointer: buffer)
        return hasher.finalize().withUnsafeBytes { digest in
            ContentHash(high: UInt64(bigEndian: digest.loadUnaligned(as: UInt64.self)),
                        low: UInt64(bigEndian: digest.loadUnaligned(fromByteOffset: 8, as: UInt64.self)))
        }
    }

    /// 32 lowercase hexadecimal digits: the digest's first 16 bytes, in order.
    public var description: String {
        String(decoding: hexadecimal, as: UTF8.self)
    }

    /// `description`'s bytes, as state files write them.
    public var hexadecimal: [UInt8] {
        var digits: [UInt8] = []
        digits.reserveCapacity(32)
        for word in [high, low] {
            for shift in stride(from: 60, through: 0, by: -4) { digits.append(Self.digits[Int(word >> UInt64(shift) & 0xF)]) }
        }
        return digits
    }

    /// The hash `hexadecimal` wrote, or nil for anything else.
    public init?(hexadecimal text: some Collection<UInt8>) {
        guard text.count == 32 else { return nil }
        var words: [UInt64] = [0, 0]
        for (index, digit) in text.enumerated() {
            let value: UInt8
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = digit - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = digit - UInt8(ascii: "a") + 10
            default: return nil
            }
            words[index / 16] = words[index / 16] << 4 | UInt64(value)
        }
        self.init(high: words[0], low: words[1])
    }

    private static let digits = Array("0123456789abcdef".utf8)
}
