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
            // two matches before each row of a piece, 13 bits every 258 bytes.
            let fillBits = (pieces.reduce(0) { $0 + $1.piece.height } + 2) * 64 + length / 258 * 13
            var sink = BitSink(capacity: (pieces.reduce(0) { $0 + $1.piece.bitCount } + fillBits) / 64 + 4)
            sink.append(0, bits: 1)  // not the last block
            sink.append(1, bits: 2)  // fixed Huffman codes
            var sums = AdlerSums()
            var written = 0
            // The pieces with a row in the current row, left to right, each
            // at its next row.
            var across: [Placed] = []
            var next = 0
            for row in 0..<rows {
                across.removeAll { $0.rowsLeft == 0 }
                while next < placed.count, placed[next].row == row {
                    let column = placed[next].column
                    across.insert(placed[next], at: across.firstIndex { $0.column > column } ?? across.count)
                    next += 1
                }
                let rowStart = row * rowLength + 1
                for index in across.indices {
                    let encoded = EncodedPiece.Row(at: across[index].next)
                    across[index].next += encoded.words
                    across[index].rowsLeft -= 1
                    guard encoded.length > 0 else { continue }
                    let start = rowStart + across[index].column + encoded.start
                    sink.appendFill(start - written)
                    sums.addZeros(start - written)
                    sink.append(across[index].next - encoded.words + 2, bits: encoded.bits)
                    sums.add(count: encoded.length, sum: encoded.sum, weighted: encoded.weighted)
                    written = start + encoded.length
                }
            }
            sink.appendFill(length - written)
            sums.addZeros(length - written)
            return RunLengthDeflate.Block(bytes: sink.finishBlock(), adler: sums.value, length: length)
        }
    }

    /// A piece's place, and where its next row is read, by address (the
    /// pieces are kept alive around their use).
    private struct Placed {
        var next: UnsafePointer<UInt64>
        var rowsLeft: Int
        let column: Int
        let row: Int

        init(_ placed: BandPiece) {
            next = UnsafePointer(placed.piece.stream.baseAddress!)
            rowsLeft = placed.piece.height
            column = placed.column
            row = placed.row
        }
    }
}
