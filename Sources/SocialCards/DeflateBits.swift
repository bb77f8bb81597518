/// Deflate's bits, first bit lowest, packed into 64-bit words: a fixed
/// Huffman block's symbols are strings of bits, so encoded pieces join by
/// shifts wherever they fall. Words go to a buffer of its own (no
/// reference counting a word), grown when full.
struct BitSink: ~Copyable {
    private var buffer: UnsafeMutablePointer<UInt64>
    private var capacity: Int
    private var stored = 0
    /// Bits not yet stored, and how many (below 64).
    private var pending: UInt64 = 0
    private var used = 0
    /// Held here: a static is checked for its first use on every read.
    private let fills = Self.fillBits

    init(capacity words: Int = 16) {
        capacity = max(words, 1)
        buffer = .allocate(capacity: capacity)
    }

    deinit {
        buffer.deallocate()
    }

    var count: Int { stored * 64 + used }

    /// All the bits, the last word's unused bits zero.
    var words: [UInt64] {
        Array(UnsafeBufferPointer(start: buffer, count: stored)) + (used > 0 ? [pending] : [])
    }

    /// `value` has no bits above the lowest `bits`, at most 64.
    mutating func append(_ value: UInt64, bits: Int) {
        pending |= value &<< UInt64(used)
        let total = used + bits
        if total < 64 {
            used = total
            return
        }
        if stored == capacity { grow() }
        buffer[stored] = pending
        stored += 1
        // The bits of `value` that did not fit, if any.
        pending = used == 0 ? 0 : value &>> UInt64(64 - used)
        used = total - 64
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<UInt64>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: buffer, count: stored)
        buffer.deallocate()
        (buffer, capacity) = (larger, capacity * 2)
    }

    /// `bits` bits from `source`, a whole word at a time.
    mutating func append(_ source: UnsafePointer<UInt64>, bits: Int) {
        var (word, left) = (source, bits)
        while left > 64 {
            append(word.pointee, bits: 64)
            (word, left) = (word + 1, left - 64)
        }
        append(word.pointee, bits: left)
    }

    mutating func appendLiteral(_ byte: UInt8) {
        let code = RunLengthDeflate.symbolCodes[Int(byte)]
        append(code.code, bits: code.bits)
    }

    /// `length` from 3 to 258.
    mutating func appendMatch(length: Int, distance: RunLengthDeflate.Bits) {
        let length = RunLengthDeflate.lengthBits[length]
        append(length.value | distance.value << UInt64(length.count), bits: length.count + distance.count)
    }

    /// `count` bytes of fill (0) after a byte that is not: the first as a
    /// literal, the rest copies of the byte before.
    mutating func appendFill(_ count: Int) {
        guard count > 0 else { return }
        var left = count - 1
        if left < fills.count {
            append(fills[left].value, bits: fills[left].count)
            return
        }
        let (literal, longest) = (fills[0], Self.longestCopy)
        append(literal.value, bits: literal.count)
        while left >= fills.count {
            append(longest.value, bits: longest.count)
            left -= 258
        }
        // What is left after a literal, less the literal.
        append(fills[left].value >> UInt64(literal.count), bits: fills[left].count - literal.count)
    }

    /// A literal 0 and `n` copies of the byte before, for each `n` whose
    /// bits fit a word (up to 260: two matches).
    private static let fillBits: [RunLengthDeflate.Bits] = (0...260).map { copies in
        let literal = RunLengthDeflate.symbolCodes[0]
        var bits: RunLengthDeflate.Bits = (literal.code, literal.bits)
        var left = copies
        while left >= 3 {
            // A remainder of one or two bytes cannot be a match: leave three.
            let length = left <= 258 ? left : left - 3
            let match = copyBits(length)
            (bits.value, bits.count) = (bits.value | match.value << UInt64(bits.count), bits.count + match.count)
            left -= length
        }
        for _ in 0..<left { (bits.value, bits.count) = (bits.value | literal.code << UInt64(bits.count), bits.count + literal.bits) }
        return bits
    }

    /// A match of `length` bytes of the byte before.
    private static func copyBits(_ length: Int) -> RunLengthDeflate.Bits {
        let (code, distance) = (RunLengthDeflate.lengthBits[length], previousByte)
        return (code.value | distance.value << UInt64(code.count), code.count + distance.count)
    }

    private static let previousByte = RunLengthDeflate.distanceBits(1)
    private static let longestCopy = copyBits(258)

    /// The end of a block that is not the last, then an empty stored block
    /// that brings the stream to a byte boundary (zlib's sync flush): the
    /// bytes written.
    mutating func finishBlock() -> [UInt8] {
        let end = RunLengthDeflate.symbolCodes[256]
        append(end.code, bits: end.bits)
        append(0, bits: 3)  // a stored block, not the last
        append(0, bits: (8 - count % 8) % 8)
        append(0xFFFF_0000, bits: 32)  // its length 0 and the length's complement
        let byteCount = count / 8
        if used > 0 { append(0, bits: 64 - used) }
        return Array(UnsafeRawBufferPointer(start: buffer, count: byteCount))
    }
}

/// Adler-32's two sums, modulo 65,521, of bytes joined from pieces whose
/// own sums are known: bytes b1…bn after sums (a, b) give a + Σ bi and
/// b + n·a + Σ (n − i + 1)·bi.
struct AdlerSums {
    static let modulus: UInt64 = 65521
    private(set) var sum: UInt64
    private(set) var weighted: UInt64 = 0

    /// `sum` 1: Adler-32's start; 0: a piece's own sums.
    init(sum: UInt64 = 1) {
        self.sum = sum
    }

    /// `sum` and `weighted`: the piece's own, from sums (0, 0), reduced.
    mutating func add(count: Int, sum pieceSum: UInt32, weighted pieceWeighted: UInt32) {
        weighted = (weighted + UInt64(count) * sum + UInt64(pieceWeighted)) % Self.modulus
        sum = (sum + UInt64(pieceSum)) % Self.modulus
    }

    /// `count` bytes of 0.
    mutating func addZeros(_ count: Int) {
        weighted = (weighted + UInt64(count) % Self.modulus * sum) % Self.modulus
    }

    var value: UInt32 { UInt32(weighted << 16 | sum) }

    /// A piece's own sums (from 0, 0), reduced.
    static func of(_ bytes: ArraySlice<UInt8>) -> (sum: UInt32, weighted: UInt32) {
        var (sum, weighted): (UInt64, UInt64) = (0, 0)
        for byte in bytes {
            sum += UInt64(byte)
            weighted += sum
        }
        return (UInt32(sum % modulus), UInt32(weighted % modulus))
    }
}
