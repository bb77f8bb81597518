import CCairoPango

/// A zlib stream of one fixed-Huffman deflate block whose only matches
/// repeat the previous byte or the byte a row above: what a palette card
/// needs (rows are long runs of one index, and letters' stems repeat row
/// after row). One greedy pass costs a fraction of zlib's level 1 (which
/// keeps a hash table of the whole image), for files about as small.
enum RunLengthDeflate {
    /// `rowLength`: the distance of the byte above, at most 32,768.
    static func compress(_ bytes: [UInt8], rowLength: Int) -> [UInt8] {
        let whole = bytes.withUnsafeBufferPointer { Self.block(of: $0, range: 0..<$0.count, rowLength: rowLength, isLast: true) }
        return zlibStream([whole])
    }

    /// The zlib stream of `blocks`, in order, the last of them last.
    static func zlibStream(_ blocks: [Block]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        stream.reserveCapacity(blocks.reduce(6) { $0 + $1.bytes.count })
        var adler: UInt32 = 1
        for block in blocks {
            stream += block.bytes
            adler = UInt32(adler32_combine(uLong(adler), uLong(block.adler), numericCast(block.length)))
        }
        stream += [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
        return stream
    }

    /// Deflate blocks that end on a byte boundary, so that they join as
    /// bytes: a card's rows above and below its headline are the same on
    /// every card of a character, compressed once.
    struct Block: Sendable {
        let bytes: [UInt8]
        /// Of the `length` bytes it holds.
        let adler: UInt32
        let length: Int
    }

    /// One fixed-Huffman block of `input[range]`, whose matches may reach
    /// back before `range` (the decoder has those bytes from the blocks
    /// before). A block that is not the last ends with an empty stored
    /// block, which brings it to a byte boundary (zlib's sync flush).
    static func block(of input: UnsafeBufferPointer<UInt8>, range: Range<Int>, rowLength: Int, isLast: Bool) -> Block {
        // At most 9 bits a byte (a literal; a match costs less a byte).
        var writer = BitWriter(capacity: range.count * 9 / 8 + 64)
        writer.write(isLast ? 1 : 0, count: 1)
        writer.write(1, count: 2)  // fixed Huffman codes
        let (previous, above) = (distanceBits(1), distanceBits(rowLength))
        var checksum = Adler32()
        let raw = UnsafeRawBufferPointer(input)
        let bytes = input.baseAddress!
        /// How many bytes from `index` repeat those `distance` back (at
        /// most 258, within `range`), compared eight at a time.
        func matchLength(at index: Int, distance: Int) -> Int {
            let limit = min(258, range.upperBound - index)
            var length = 0
            while length + 8 <= limit {
                let here = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index + length, as: UInt64.self))
                let back = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index + length - distance, as: UInt64.self))
                if here != back { return length + (here ^ back).trailingZeroBitCount / 8 }
                length += 8
            }
            while length < limit && bytes[index + length] == bytes[index + length - distance] { length += 1 }
            return length
        }
        /// Whether the three bytes from `index` repeat those `distance`
        /// back: the shortest match, looked at before measuring one.
        func startsMatch(at index: Int, distance: Int) -> Bool {
            index >= distance && index + 3 <= range.upperBound && bytes[index] == bytes[index - distance]
                && bytes[index + 1] == bytes[index + 1 - distance] && bytes[index + 2] == bytes[index + 2 - distance]
        }
        var index = range.lowerBound
        // Literals and matches of the row above are summed in bulk, when
        // a run (summed in one step) or the end comes.
        var unsummed = index
        while index < range.upperBound {
            let run = startsMatch(at: index, distance: 1) ? matchLength(at: index, distance: 1) : 0
            let sameAsAbove = run < 258 && startsMatch(at: index, distance: rowLength) ? matchLength(at: index, distance: rowLength) : 0
            if max(run, sameAsAbove) < 3 {
                writer.writeLiteral(bytes[index])
                index += 1
            } else if run >= sameAsAbove {
                writer.writeMatch(length: run, distance: previous)
                checksum.add(UnsafeRawBufferPointer(rebasing: raw[unsummed..<index]))
                checksum.add(bytes[index], repeated: run)
                index += run
                unsummed = index
            } else {
                writer.writeMatch(length: sameAsAbove, distance: above)
                index += sameAsAbove
            }
        }
        checksum.add(UnsafeRawBufferPointer(rebasing: raw[unsummed..<index]))
        writer.writeEndOfBlock()
        if !isLast {
            writer.write(0, count: 3)  // a stored block, not the last
            writer.flush()
            for byte: UInt8 in [0x00, 0x00, 0xFF, 0xFF] { writer.write(UInt64(byte), count: 8) }
        }
        writer.flush()
        return Block(bytes: writer.finish(), adler: checksum.value, length: range.count)
    }

    /// RFC 1951 §3.2.6's fixed literal/length codes, bit-reversed since
    /// deflate packs Huffman codes from their most significant bit.
    static let symbolCodes: [(code: UInt64, bits: Int)] = (0..<288).map { symbol in
        let (code, bits) = switch symbol {
        case 0...143: (0x30 + symbol, 8)
        case 144...255: (0x190 + symbol - 144, 9)
        case 256...279: (symbol - 256, 7)
        default: (0xC0 + symbol - 280, 8)
        }
        return (reversed(code, bits: bits), bits)
    }

    /// A match length's or distance's code and extra bits (RFC 1951 §3.2.5).
    fileprivate struct Code {
        let symbol: Int
        let extra: UInt64
        let extraBits: Int

        init(_ value: Int, bases: [Int], extraBits: [Int], firstSymbol: Int) {
            let index = bases.lastIndex { $0 <= value }!
            symbol = firstSymbol + index
            extra = UInt64(value - bases[index])
            self.extraBits = extraBits[index]
        }
    }

    /// Bits as written, first bit lowest, and how many.
    typealias Bits = (value: UInt64, count: Int)

    /// Each match length's symbol and extra bits, as written.
    static let lengthBits: [Bits] = (0...258).map { length in
        let code = Code(
            max(length, 3),
            bases: [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258],
            extraBits: [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0],
            firstSymbol: 257
        )
        let symbol = symbolCodes[code.symbol]
        return (symbol.code | code.extra << UInt64(symbol.bits), symbol.bits + code.extraBits)
    }

    /// A distance's code and extra bits, as written: fixed distance codes
    /// are five bits, packed from the top like any Huffman code.
    static func distanceBits(_ distance: Int) -> Bits {
        let code = Code(
            distance,
            bases: [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577],
            extraBits: [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13],
            firstSymbol: 0
        )
        return (reversed(code.symbol, bits: 5) | code.extra << 5, 5 + code.extraBits)
    }

    fileprivate static func reversed(_ code: Int, bits: Int) -> UInt64 {
        var reversed: UInt64 = 0
        for bit in 0..<bits where code & (1 << bit) != 0 { reversed |= 1 << UInt64(bits - 1 - bit) }
        return reversed
    }
}

/// zlib's Adler-32 checksum, summed as the stream is written: a run of one
/// byte, most of a card, is added in one step, other bytes eight at a
/// time. The sums are reduced only when they grow large (a division costs
/// more than the rest of a step).
private struct Adler32 {
    private static let modulus: UInt64 = 65521
    private var sum: UInt64 = 1
    private var weighted: UInt64 = 0

    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var index = 0
        // Bytes b0…b7 raise `weighted` by 8·sum + 8·b0 + 7·b1 + … + 1·b7:
        // summed in 16-bit lanes of a word, even bytes and odd apart.
        let lanes: UInt64 = 0x00FF_00FF_00FF_00FF
        while index + 8 <= bytes.count {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            weighted += 8 * sum
            if word != 0 {
                let (even, odd) = (word & lanes, word >> 8 & lanes)
                // The top lane of a product is the lanes' weighted sum.
                weighted += (even &* 0x0008_0006_0004_0002) >> 48 + (odd &* 0x0007_0005_0003_0001) >> 48
                sum += ((even + odd) &* 0x0001_0001_0001_0001) >> 48
            }
            reduceIfLarge()
            index += 8
        }
        while index < bytes.count {
            sum += UInt64(bytes[index])
            weighted += sum
            index += 1
        }
        reduceIfLarge()
    }

    /// The same as adding `byte` `count` times.
    mutating func add(_ byte: UInt8, repeated count: Int) {
        let (byte, count) = (UInt64(byte), UInt64(count))
        weighted += count * sum + byte * count * (count + 1) / 2
        sum += count * byte
        reduceIfLarge()
    }

    /// A step (eight bytes, or a run of at most 258) raises `sum` by less
    /// than 2^17 and `weighted` by less than 2^9 times `sum`: below these
    /// bounds neither can overflow.
    private mutating func reduceIfLarge() {
        if sum >= 1 << 40 || weighted >= 1 << 62 {
            sum %= Self.modulus
            weighted %= Self.modulus
        }
    }

    var value: UInt32 { UInt32((weighted % Self.modulus) << 16 | sum % Self.modulus) }
}

/// Packs bits from the least significant end, as deflate does, four
/// bytes at a time into a buffer long enough for the whole block.
private struct BitWriter {
    private let start: UnsafeMutablePointer<UInt8>
    private var end: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    private var buffer: UInt64 = 0
    private var count = 0
    /// The code tables, held here: a static is checked for its first use
    /// on every read, a measurable share of a card.
    private let symbolCodes = RunLengthDeflate.symbolCodes
    private let lengthBits = RunLengthDeflate.lengthBits

    init(capacity: Int) {
        self.capacity = capacity
        start = .allocate(capacity: capacity)
        end = start
    }

    /// The bytes written; the writer is done.
    func finish() -> [UInt8] {
        defer { start.deallocate() }
        return Array(UnsafeBufferPointer(start: start, count: end - start))
    }

    mutating func writeLiteral(_ byte: UInt8) {
        let code = symbolCodes[Int(byte)]
        write(code.code, count: code.bits)
    }

    /// `distance`: from `RunLengthDeflate.distanceBits`.
    mutating func writeMatch(length: Int, distance: RunLengthDeflate.Bits) {
        let length = lengthBits[length]
        write(length.value, count: length.count)
        write(distance.value, count: distance.count)
    }

    mutating func writeEndOfBlock() {
        let code = symbolCodes[256]
        write(code.code, count: code.bits)
    }

    /// At most 32 bits at once.
    mutating func write(_ value: UInt64, count bits: Int) {
        buffer |= value << UInt64(count)
        count += bits
        if count >= 32 {
            precondition(end - start + 4 <= capacity, "deflate block longer than its bound")
            UnsafeMutableRawPointer(end).storeBytes(of: UInt32(truncatingIfNeeded: buffer).littleEndian, as: UInt32.self)
            end += 4
            buffer >>= 32
            count -= 32
        }
    }

    /// Writes the bits left, the last byte filled with zeros.
    mutating func flush() {
        while count > 0 {
            precondition(end - start < capacity, "deflate block longer than its bound")
            end.pointee = UInt8(truncatingIfNeeded: buffer)
            end += 1
            buffer >>= 8
            count = max(0, count - 8)
        }
        buffer = 0
    }
}
