import TemplateEngine

/// Integers as zigzag varints (most take one to three bytes), strings as
/// their length and UTF-8 bytes.
struct CompactWriter {
    private(set) var bytes: [UInt8]

    init(startingWith prefix: [UInt8], capacity: Int) {
        bytes = prefix
        bytes.reserveCapacity(prefix.count + capacity)
    }

    mutating func write(_ value: Int) {
        var rest = UInt64(bitPattern: Int64(value) << 1 ^ Int64(value) >> 63)
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func write(_ text: String) {
        write(text.utf8.count)
        bytes.append(contentsOf: text.utf8)
    }

    mutating func write(_ value: Int?) {
        write(value.map { $0 &+ 1 } ?? 0)
    }

    /// Exactly, by its bits.
    mutating func write(_ value: Double) {
        write(Int(Int64(bitPattern: value.bitPattern)))
    }

    mutating func write(_ flag: Bool) {
        bytes.append(flag ? 1 : 0)
    }

    mutating func write(_ hash: ContentHash) {
        withUnsafeBytes(of: hash.high.littleEndian) { bytes.append(contentsOf: $0) }
        withUnsafeBytes(of: hash.low.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func write(bytes more: some Collection<UInt8>) {
        bytes.append(contentsOf: more)
    }
}

/// Reads what a `CompactWriter` wrote, from memory it does not own (a
/// memo, see `DiskCollectionCache`).
struct CompactReader {
    private let bytes: UnsafeRawBufferPointer
    private var offset: Int

    init(_ bytes: UnsafeRawBufferPointer, from offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    var isAtEnd: Bool { offset == bytes.count }

    /// Bytes not read yet.
    var remaining: Int { bytes.count - offset }

    /// A varint that fits a `UInt32` and, when given, is below `limit`.
    mutating func uint32(below limit: Int = Int(UInt32.max) + 1) -> UInt32? {
        guard let value = int(), value >= 0, value < limit else { return nil }
        return UInt32(value)
    }

    mutating func int() -> Int? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count, shift < 64 {
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return Int(Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1)) }
            shift += 7
        }
        return nil
    }

    mutating func double() -> Double? {
        int().map { Double(bitPattern: UInt64(bitPattern: Int64($0))) }
    }

    mutating func bool() -> Bool? {
        guard offset < bytes.count, bytes[offset] <= 1 else { return nil }
        defer { offset += 1 }
        return bytes[offset] == 1
    }

    mutating func hash() -> ContentHash? {
        guard bytes.count - offset >= 16 else { return nil }
        defer { offset += 16 }
        return ContentHash(high: UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)),
                           low: UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)))
    }

    /// The next `count` bytes' place, skipped.
    mutating func skip(_ count: Int) -> Range<Int>? {
        guard count >= 0, bytes.count - offset >= count else { return nil }
        defer { offset += count }
        return offset..<(offset + count)
    }

    /// A count, then that many strings.
    mutating func strings() -> [String]? {
        guard let count = int(), count >= 0, count <= remaining else { return nil }
        var strings: [String] = []
        strings.reserveCapacity(count)
        for _ in 0..<count {
            guard let string = string() else { return nil }
            strings.append(string)
        }
        return strings
    }

    mutating func string() -> String? {
        guard let count = int(), count >= 0, bytes.count - offset >= count else { return nil }
        defer { offset += count }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + count)]), as: UTF8.self)
    }
}
