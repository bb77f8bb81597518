/// A headline band's deflate block joined from encoded pieces: row by row,
/// each piece's encoded row where it falls, runs of fill between (the
/// filter bytes among them), and the Adler-32 sums combined piece by
/// piece. No pixel of the band is touched: a card's cost is its glyphs'
/// rows, not its bytes.
enum GlyphBand {
    /// `pieces` share no byte and leave the band's last row fill. Like
    /// `RunLengthDeflate.block` of the band's `rows` rows of `rowLength`
    /// bytes, not the last block, after a row of fill.
    static func block(_ pieces: [BandPiece], rows: Int, rowLength: Int) -> RunLengthDeflate.Block {
        withExtendedLifetime(pieces) {
            let placed = pieces.map(Placed.init).sorted { $0.row < $1.row }
            let length = rows * rowLength
            // Room for the pieces' bits and every run of fill: a literal and
            // two matches between rows of pieces, 13 bits every 258 bytes.
            let fillBits = (placed.reduce(0) { $0 + $1.height } + 2) * 64 + length / 258 * 13
            var sink = BitSink(capacity: (placed.reduce(0) { $0 + $1.bitCount } + fillBits) / 64 + 4)
            sink.append(0, bits: 1)  // not the last block
            sink.append(1, bits: 2)  // fixed Huffman codes
            var sums = AdlerSums()
            var written = 0
            // The pieces with a row in the current row, left to right.
            var across: [Int] = []
            var next = 0
            for row in 0..<rows {
                across.removeAll { placed[$0].row + placed[$0].height <= row }
                while next < placed.count, placed[next].row == row {
                    let column = placed[next].column
                    across.insert(next, at: across.firstIndex { placed[$0].column > column } ?? across.count)
                    next += 1
                }
                let rowStart = row * rowLength + 1
                for index in across {
                    let piece = placed[index]
                    let encoded = piece.rows[row - piece.row]
                    guard encoded.length > 0 else { continue }
                    let start = rowStart + piece.column + encoded.start
                    sink.appendFill(start - written)
                    sums.addZeros(start - written)
                    sink.append(piece.words + encoded.word, bits: encoded.bits)
                    sums.add(count: encoded.length, sum: encoded.sum, weighted: encoded.weighted)
                    written = start + encoded.length
                }
            }
            sink.appendFill(length - written)
            sums.addZeros(length - written)
            return RunLengthDeflate.Block(bytes: sink.finishBlock(), adler: sums.value, length: length)
        }
    }

    /// A piece's place and its rows and bits, by address (the pieces are
    /// kept alive around their use).
    private struct Placed {
        let rows: UnsafePointer<EncodedPiece.Row>
        let words: UnsafePointer<UInt64>
        let height: Int
        let bitCount: Int
        let column: Int
        let row: Int

        init(_ placed: BandPiece) {
            rows = UnsafePointer(placed.piece.rows.baseAddress!)
            words = UnsafePointer(placed.piece.words.baseAddress!)
            height = placed.piece.rows.count
            bitCount = placed.piece.bitCount
            column = placed.column
            row = placed.row
        }
    }
}
