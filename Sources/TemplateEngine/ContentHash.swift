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
        var hasher = ContentHasher()
        hasher.update(buffer)
        return hasher.value
    }

    /// The digest's first 128 bits.
    init(_ digest: SHA256.Digest) {
        (high, low) = digest.withUnsafeBytes { digest in
            (UInt64(bigEndian: digest.loadUnaligned(as: UInt64.self)),
             UInt64(bigEndian: digest.loadUnaligned(fromByteOffset: 8, as: UInt64.self)))
        }
    }

    /// 32 lowercase hexadecimal digits: the digest's first 16 bytes, in order.
    public var description: String {
        String(decoding: hexadecimal, as: UTF8.self)
    }

    /// `description`'s bytes, as state files write them.
    public var hexadecimal: [UInt8] {
        var digits: [UInt8] = []
        appendHexadecimal(to: &digits)
        return digits
    }

    /// Appends `hexadecimal` without making an array: a manifest writes
    /// one for each file of the site.
    @inlinable
    public func appendHexadecimal(to bytes: inout [UInt8]) {
        for place in 0..<32 {
            let word = place < 16 ? high : low
            let nibble = UInt8(truncatingIfNeeded: word >> UInt64(60 - 4 * (place % 16))) & 0xF
            bytes.append(nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10)
        }
    }

    /// The hash `hexadecimal` wrote, or nil for anything else. Inlinable:
    /// a manifest reads one for each file of the site, and a generic call
    /// across modules costs more than the parsing.
    @inlinable
    public init?(hexadecimal text: some Collection<UInt8>) {
        guard text.count == 32 else { return nil }
        var (high, low): (UInt64, UInt64) = (0, 0)
        var place = 0
        for digit in text {
            let value: UInt8
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = digit - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = digit - UInt8(ascii: "a") + 10
            default: return nil
            }
            if place < 16 { high = high << 4 | UInt64(value) } else { low = low << 4 | UInt64(value) }
            place += 1
        }
        self.init(high: high, low: low)
    }
}


/// `ContentHash.of` over bytes that come a piece at a time: a large state
/// file is hashed as it is written, never held whole.
public struct ContentHasher: Sendable {
    private var digest = SHA256()

    public init() {}

    public mutating func update(_ buffer: UnsafeRawBufferPointer) {
        digest.update(bufferPointer: buffer)
    }

    public var value: ContentHash {
        ContentHash(digest.finalize())
    }
}
