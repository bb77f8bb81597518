/// A headline band's deflate block joined from encoded pieces: row by row,
/// each piece's encoded row where it falls, runs of fill between (the
/// filter bytes among them), and the Adler-32 sums combined piece by
/// piece. No pixel of the band is touched: a card's cost is its pieces'
/// rows, not its bytes.
enum GlyphBand {
    /// `pieces` share no byte and leave the band's last row fill. Like
    /// `RunLengthDeflate.block` of the band's `rows` rows of `rowLength`
    /// bytes, not the last block, after a row of fill.
    static func block(_ pieces: [BandPiece], rows: Int, rowLength: Int) -> RunLengthDeflate.Block {
        let length = rows * rowLength
        // Room for the pieces' bits and every run of fill: a literal and
        // two matches before each row of a piece, 13 bits every 258 bytes.
        let fillBits = (pieces.reduce(0) { $0 + $1.piece.height } + 2) * 64 + length / 258 * 13
        var sink = BitSink(capacity: (pieces.reduce(0) { $0 + $1.piece.bitCount } + fillBits) / 64 + 4)
        sink.append(0, bits: 1)  // not the last block
        sink.append(1, bits: 2)  // fixed Huffman codes
        var sums = AdlerSums()
        var written = 0
        PieceRows.forEach(in: pieces, rows: rows) { row, column, header, bits in
            let start = row * rowLength + 1 + column
            sink.appendFill(start - written)
            sums.addZeros(start - written)
            sink.append(bits, bits: header.bits)
            sums.add(count: header.length, sum: header.sum, weighted: header.weighted)
            written = start + header.length
        }
        sink.appendFill(length - written)
        sums.addZeros(length - written)
        return RunLengthDeflate.Block(bytes: sink.finishBlock(), adler: sums.value, length: length)
    }
}
