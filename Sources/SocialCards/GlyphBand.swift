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
        let byTop = pieces.sorted { $0.row < $1.row }
        let length = rows * rowLength
        var sink = BitSink(capacity: length / 64 + 64)
        sink.append(0, bits: 1)  // not the last block
        sink.append(1, bits: 2)  // fixed Huffman codes
        var sums = AdlerSums()
        var written = 0
        // The pieces with a row in the current row, left to right.
        var across: [Int] = []
        var next = 0
        for row in 0..<rows {
            across.removeAll { byTop[$0].row + byTop[$0].piece.rows.count <= row }
            while next < byTop.count, byTop[next].row == row {
                let column = byTop[next].column
                across.insert(next, at: across.firstIndex { byTop[$0].column > column } ?? across.count)
                next += 1
            }
            let rowStart = row * rowLength + 1
            for index in across {
                let placed = byTop[index]
                let piece = placed.piece.rows[row - placed.row]
                guard piece.length > 0 else { continue }
                let start = rowStart + placed.column + piece.start
                sink.appendFill(start - written)
                sums.addZeros(start - written)
                sink.append(placed.piece.words[piece.word...], bits: piece.bits)
                sums.add(count: piece.length, sum: piece.sum, weighted: piece.weighted)
                written = start + piece.length
            }
        }
        sink.appendFill(length - written)
        sums.addZeros(length - written)
        return RunLengthDeflate.Block(bytes: sink.finishBlock(), adler: sums.value, length: length)
    }
}
