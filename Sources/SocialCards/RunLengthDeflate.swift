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
        var writer = BitWriter(capacity: range.count / 16 + 64)
        writer.write(isLast ? 1 : 0, count: 1)
        writer.write(1, count: 2)  // fixed Huffman codes
        let (previous, above) = (distanceCode(1), distanceCode(rowLength))
        var checksum = Adler32()
        let raw = UnsafeRawBufferPointer(input)
        /// How many bytes from `index` repeat those `distance` back (at
        /// most 258, within `range`), compared eight at a time.
        func matchLength(at index: Int, distance: Int) -> Int {
            guard index >= distance else { return 0 }
            let limit = min(258, range.upperBound - index)
            var length = 0
            while length + 8 <= limit {
                let here = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index + length, as: UInt64.self))
                let back = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index + length - distance, as: UInt64.self))
                if here != back { return length + (here ^ back).trailingZeroBitCount / 8 }
                length += 8
            }
            while length < limit && input[index + length] == input[index + length - distance] { length += 1 }
            return length
        }
        var index = range.lowerBound
        while index < range.upperBound {
            let run = matchLength(at: index, distance: 1)
            let sameAsAbove = run == 258 ? 0 : matchLength(at: index, distance: rowLength)
            if max(run, sameAsAbove) < 3 {
                writer.writeSymbol(Int(input[index]))
                checksum.add(input[index...index])
                index += 1
            } else if run >= sameAsAbove {
                writer.writeMatch(length: run, distance: previous)
                checksum.add(input[index], repeated: run)
                index += run
            } else {
                writer.writeMatch(length: sameAsAbove, distance: above)
                checksum.add(input[index..<index + sameAsAbove])
                index += sameAsAbove
            }
        }
        writer.writeSymbol(256)
        if !isLast {
            writer.write(0, count: 3)  // a stored block, not the last
            writer.flush()
            writer.output += [0x00, 0x00, 0xFF, 0xFF]
        }
        writer.flush()
        return Block(bytes: writer.output, adler: checksum.value, length: range.count)
    }

    /// RFC 1951 §3.2.6's fixed literal/length codes, bit-reversed since
    /// deflate packs Huffman codes from their most significant bit.
    fileprivate static let symbolCodes: [(code: UInt64, bits: Int)] = (0..<288).map { symbol in
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

    fileprivate static let lengthCodes: [Code] = (0...258).map { length in
        Code(
            max(length, 3),
            bases: [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258],
            extraBits: [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0],
            firstSymbol: 257
        )
    }

    fileprivate static func distanceCode(_ distance: Int) -> Code {
        Code(
            distance,
            bases: [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577],
            extraBits: [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13],
            firstSymbol: 0
        )
    }

    fileprivate static func reversed(_ code: Int, bits: Int) -> UInt64 {
        var reversed: UInt64 = 0
        for bit in 0..<bits where code & (1 << bit) != 0 { reversed |= 1 << UInt64(bits - 1 - bit) }
        return reversed
    }
}

/// zlib's Adler-32 checksum, summed as the stream is written: a run of one
/// byte, most of a card, is added in one step rather than byte by byte.
/// The sums are reduced only when they grow large (a division costs more
/// than the rest of a step).
private struct Adler32 {
    private static let modulus: UInt64 = 65521
    private var sum: UInt64 = 1
    private var weighted: UInt64 = 0

    /// At most 258 bytes (a match), as all the adds.
    mutating func add(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) {
        for byte in bytes {
            sum += UInt64(byte)
            weighted += sum
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

    /// An add of 258 bytes raises `sum` by less than 2^17 and `weighted` by
    /// less than 2^9 times `sum`: below these bounds neither can overflow.
    private mutating func reduceIfLarge() {
        if sum >= 1 << 40 || weighted >= 1 << 62 {
            sum %= Self.modulus
            weighted %= Self.modulus
        }
    }

    var value: UInt32 { UInt32((weighted % Self.modulus) << 16 | sum % Self.modulus) }
}

/// Packs bits from the least significant end, as deflate does.
private struct BitWriter {
    var output: [UInt8]
    private var buffer: UInt64 = 0
    private var count = 0
    /// The code tables, held here: a static is checked for its first use
    /// on every read, a measurable share of a card.
    private let symbolCodes = RunLengthDeflate.symbolCodes
    private let lengthCodes = RunLengthDeflate.lengthCodes

    init(capacity: Int) {
        output = []
        output.reserveCapacity(capacity)
    }

    /// `distance`: from `RunLengthDeflate.distanceCode`.
    mutating func writeMatch(length: Int, distance: RunLengthDeflate.Code) {
        let lengthCode = lengthCodes[length]
        writeSymbol(lengthCode.symbol)
        write(lengthCode.extra, count: lengthCode.extraBits)
        // Fixed distance codes are five bits, packed from the top like any Huffman code.
        write(RunLengthDeflate.reversed(distance.symbol, bits: 5), count: 5)
        write(distance.extra, count: distance.extraBits)
    }

    mutating func writeSymbol(_ symbol: Int) {
        let code = symbolCodes[symbol]
        write(code.code, count: code.bits)
    }

    mutating func write(_ value: UInt64, count bits: Int) {
        buffer |= value << UInt64(count)
        count += bits
        while count >= 8 {
            output.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count -= 8
        }
    }

    /// Writes the last partial byte.
    mutating func flush() {
        if count > 0 { output.append(UInt8(truncatingIfNeeded: buffer)) }
        buffer = 0
        count = 0
    }
}
