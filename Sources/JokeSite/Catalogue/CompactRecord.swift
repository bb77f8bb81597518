/// A model a `DiskCollectionCache` can keep: written field by field as
/// bytes, and read back far faster than its JSON is parsed.
protocol CompactRecord: Sendable {
    func write(to writer: inout CompactWriter)
    /// Nil when the bytes end early or are not what `write` wrote.
    init?(from reader: inout CompactReader)
    /// A requirement, so that it is compiled for each model type rather than
    /// reached through an existential one record at a time.
    static func records(_ count: Int, from reader: inout CompactReader) -> [Self]?
}

extension CompactRecord {
    static func records(_ count: Int, from reader: inout CompactReader) -> [Self]? {
        var records: [Self] = []
        records.reserveCapacity(count)
        for _ in 0..<count {
            guard let record = Self(from: &reader) else { return nil }
            records.append(record)
        }
        return records
    }
}

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
}

/// Reads what a `CompactWriter` wrote, from memory it does not own (see
/// `DiskCollectionCache`).
struct CompactReader {
    private let bytes: UnsafeRawBufferPointer
    private var offset: Int

    init(_ bytes: UnsafeRawBufferPointer, from offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    var isAtEnd: Bool { offset == bytes.count }

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

    mutating func string() -> String? {
        guard let count = int(), count >= 0, bytes.count - offset >= count else { return nil }
        defer { offset += count }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + count)]), as: UTF8.self)
    }

    mutating func optionalInt() -> Int?? {
        guard let stored = int() else { return nil }
        return .some(stored == 0 ? nil : stored &- 1)
    }
}
