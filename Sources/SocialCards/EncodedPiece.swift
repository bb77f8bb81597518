/// A box of a band's rows of shades (`CardShades`), each row's deflate
/// symbols made once. A row is encoded from its first to its last byte
/// that is not fill, with matches only inside the box (the byte before in
/// the row, the box's row above at the band's row length), so its bits are
/// right wherever the box is placed in a band, as long as no other ink
/// shares the box's bytes: the bytes around a row are fill, written
/// between pieces.
///
/// Rows are read in order, one after another: each row's two header
/// words and then its bits lie together in one buffer at a fixed address
/// (`stream`), so a band reads a piece straight through, by pointer,
/// without counting references. `@unchecked Sendable`: nothing changes
/// after `init`.
final class EncodedPiece: @unchecked Sendable {
    /// A row's header in `stream`: its first byte that is not fill, from the
    /// box's left, and how many bytes to its last (0: a row of fill);
    /// Adler-32's sums of those bytes alone (`AdlerSums`); how many bits
    /// follow.
    struct Row {
        let start: Int
        let length: Int
        let sum: UInt32
        let weighted: UInt32
        let bits: Int

        /// The header at `header`, and the next row's.
        init(at header: UnsafePointer<UInt64>) {
            let first = header[0]
            start = Int(first & 0xFFFF)
            length = Int(first >> 16 & 0xFFFF)
            sum = UInt32(first >> 32 & 0xFFFF)
            weighted = UInt32(first >> 48)
            bits = Int(header[1])
        }

        static func header(start: Int, length: Int, sum: UInt32, weighted: UInt32, bits: Int) -> [UInt64] {
            [UInt64(start) | UInt64(length) << 16 | UInt64(sum) << 32 | UInt64(weighted) << 48, UInt64(bits)]
        }

        /// Header words and bits: where the next row starts.
        var words: Int { 2 + (bits + 63) / 64 }
    }

    let height: Int
    let stream: UnsafeMutableBufferPointer<UInt64>
    /// Of all rows: to bound a band's bits.
    let bitCount: Int

    /// Coverage `levels`, `width` × `height` pixels, whose left pixel is
    /// the low half of a byte when `isOdd` (else the high half), in a band
    /// whose rows are `rowLength` bytes apart.
    convenience init(levels: [UInt8], width pixels: Int, height: Int, isOdd: Bool, rowLength: Int) {
        let first = isOdd ? 1 : 0
        let width = (first + pixels + 1) / 2
        var shades = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<pixels {
                let column = first + x
                let shade = CardShades.shade(ofLevel: levels[y * pixels + x])
                shades[y * width + column / 2] |= column % 2 == 0 ? shade << 4 : shade
            }
        }
        var stream: [UInt64] = []
        var bitCount = 0
        let above = RunLengthDeflate.distanceBits(rowLength)
        for y in 0..<height {
            let row = shades[(y * width)..<((y + 1) * width)]
            guard let start = row.firstIndex(where: { $0 != 0 }), let last = row.lastIndex(where: { $0 != 0 }) else {
                stream += Row.header(start: 0, length: 0, sum: 0, weighted: 0, bits: 0)
                continue
            }
            var sink = BitSink()
            Self.encode(shades, row: y, bytes: start...last, width: width, aboveDistance: above, into: &sink)
            let sums = AdlerSums.of(row[start...last])
            stream += Row.header(start: start - row.startIndex, length: last - start + 1, sum: sums.sum, weighted: sums.weighted,
                                 bits: sink.count)
            stream += sink.words
            bitCount += sink.count
        }
        self.init(stream: stream, height: height, bitCount: bitCount)
    }

    /// `parts` placed apart in a box of `height` rows, no byte shared, joined into one piece: each row their rows, fill
    /// between. Their bits stay as they are: a part's matches reach only
    /// its own bytes.
    convenience init(joining parts: [BandPiece], height: Int) {
        var stream: [UInt64] = []
        var bitCount = 0
        // The row being joined (-1: none yet), its first byte's column, the
        // column after its last, its own sums and bits.
        var (row, start, written, sums) = (-1, 0, 0, AdlerSums(sum: 0))
        var sink = BitSink()
        func finishRow() {
            stream += Row.header(start: start, length: written - start, sum: UInt32(sums.sum), weighted: UInt32(sums.weighted),
                                 bits: sink.count)
            stream += sink.words
            bitCount += sink.count
            sink = BitSink()
        }
        func fillRows(upTo end: Int) {
            for _ in (row + 1)..<end { stream += Row.header(start: 0, length: 0, sum: 0, weighted: 0, bits: 0) }
        }
        PieceRows.forEach(in: parts, rows: height) { number, column, header, bits in
            if number != row {
                if row >= 0 { finishRow() }
                fillRows(upTo: number)
                (row, start, written, sums) = (number, column, column, AdlerSums(sum: 0))
            }
            sink.appendFill(column - written)
            sums.addZeros(column - written)
            sink.append(bits, bits: header.bits)
            sums.add(count: header.length, sum: header.sum, weighted: header.weighted)
            written = column + header.length
        }
        if row >= 0 { finishRow() }
        fillRows(upTo: height)
        self.init(stream: stream, height: height, bitCount: bitCount)
    }

    private init(stream: [UInt64], height: Int, bitCount: Int) {
        self.height = height
        self.stream = .allocate(capacity: max(1, stream.count))
        _ = self.stream.initialize(from: stream)
        self.bitCount = bitCount
    }

    deinit {
        stream.deallocate()
    }

    /// One greedy pass, as `RunLengthDeflate.block`'s: the longer of a run
    /// of the byte before and a match of the row above (at least three
    /// bytes; a run when equal), else a literal. Both stay in the box.
    private static func encode(_ shades: [UInt8], row y: Int, bytes: ClosedRange<Int>, width: Int,
                               aboveDistance: RunLengthDeflate.Bits, into sink: inout BitSink) {
        let end = bytes.upperBound + 1
        var index = bytes.lowerBound
        func matchLength(from index: Int, back distance: Int) -> Int {
            var length = 0
            while index + length < end, length < 258, shades[index + length] == shades[index + length - distance] { length += 1 }
            return length
        }
        while index < end {
            let run = index > bytes.lowerBound ? matchLength(from: index, back: 1) : 0
            let sameAsAbove = y > 0 ? matchLength(from: index, back: width) : 0
            if max(run, sameAsAbove) < 3 {
                sink.appendLiteral(shades[index])
                index += 1
            } else if run >= sameAsAbove {
                sink.appendMatch(length: run, distance: previousByte)
                index += run
            } else {
                sink.appendMatch(length: sameAsAbove, distance: aboveDistance)
                index += sameAsAbove
            }
        }
    }

    private static let previousByte = RunLengthDeflate.distanceBits(1)

    /// Bytes held, to bound a cache of pieces.
    var byteCount: Int { stream.count * 8 }
}
