/// A box of a band's rows of shades (`CardShades`), each row's deflate
/// symbols made once. A row is encoded from its first to its last byte
/// that is not fill, with matches only inside the box (the byte before in
/// the row, the box's row above at the band's row length), so its bits are
/// right wherever the box is placed in a band, as long as no other ink
/// shares the box's bytes: the bytes around a row are fill, written
/// between pieces.
///
/// A class holding its rows and bits at fixed addresses, so that a band
/// reads them through pointers, without counting references a row.
/// `@unchecked Sendable`: nothing changes after `init`.
final class EncodedPiece: @unchecked Sendable {
    struct Row {
        /// Its first byte that is not fill, from the box's left, and how
        /// many bytes to its last (0: a row of fill).
        let start: Int
        let length: Int
        /// Its bits: from `words[word]` on, how many.
        let word: Int
        let bits: Int
        /// Adler-32's sums of its bytes alone (`AdlerSums`).
        let sum: UInt32
        let weighted: UInt32
    }

    /// In bytes.
    let width: Int
    let rows: UnsafeMutableBufferPointer<Row>
    let words: UnsafeMutableBufferPointer<UInt64>
    /// Of all rows: to bound a band's bits.
    let bitCount: Int

    /// Coverage `levels`, `width` × `height` pixels, whose left pixel is
    /// the low half of a byte when `isOdd` (else the high half), in a band
    /// whose rows are `rowLength` bytes apart.
    init(levels: [UInt8], width pixels: Int, height: Int, isOdd: Bool, rowLength: Int) {
        let first = isOdd ? 1 : 0
        width = (first + pixels + 1) / 2
        var shades = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<pixels {
                let column = first + x
                let shade = CardShades.shade(ofLevel: levels[y * pixels + x])
                shades[y * width + column / 2] |= column % 2 == 0 ? shade << 4 : shade
            }
        }
        var rows: [Row] = []
        var words: [UInt64] = []
        let above = RunLengthDeflate.distanceBits(rowLength)
        for y in 0..<height {
            let row = shades[(y * width)..<((y + 1) * width)]
            guard let start = row.firstIndex(where: { $0 != 0 }), let last = row.lastIndex(where: { $0 != 0 }) else {
                rows.append(Row(start: 0, length: 0, word: words.count, bits: 0, sum: 0, weighted: 0))
                continue
            }
            var sink = BitSink()
            Self.encode(shades, row: y, bytes: start...last, width: width, aboveDistance: above, into: &sink)
            let sums = AdlerSums.of(row[start...last])
            rows.append(Row(start: start - row.startIndex, length: last - start + 1, word: words.count, bits: sink.count,
                            sum: sums.sum, weighted: sums.weighted))
            words += sink.words
        }
        self.rows = Self.copy(rows)
        self.words = Self.copy(words)
        bitCount = rows.reduce(0) { $0 + $1.bits }
    }

    deinit {
        rows.deallocate()
        words.deallocate()
    }

    /// At an address of its own, even when empty.
    private static func copy<Element>(_ elements: [Element]) -> UnsafeMutableBufferPointer<Element> {
        let copy = UnsafeMutableBufferPointer(start: UnsafeMutablePointer<Element>.allocate(capacity: max(1, elements.count)),
                                              count: elements.count)
        _ = copy.initialize(from: elements)
        return copy
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
    var byteCount: Int { words.count * 8 + rows.count * MemoryLayout<Row>.stride }
}
