/// Pieces placed apart (no byte shared), read row by row and, in a row,
/// left to right: each piece's encoded rows in turn, by pointer.
enum PieceRows {
    /// Calls `body` with each row of a piece that is not all fill, in the
    /// order of its bytes: its row, its first byte's column, its header and
    /// its bits. `pieces`' rows lie in `0..<rows`.
    @inline(__always)
    static func forEach(in pieces: [BandPiece], rows: Int,
                        _ body: (_ row: Int, _ column: Int, _ header: EncodedPiece.Row, _ bits: UnsafePointer<UInt64>) -> Void) {
        withExtendedLifetime(pieces) {
            let placed = pieces.map(Cursor.init).sorted { $0.row < $1.row }
            // The pieces with a row in the current row, left to right, each
            // at its next row.
            var across: [Cursor] = []
            var next = 0
            for row in 0..<rows {
                across.removeAll { $0.rowsLeft == 0 }
                while next < placed.count, placed[next].row == row {
                    let column = placed[next].column
                    across.insert(placed[next], at: across.firstIndex { $0.column > column } ?? across.count)
                    next += 1
                }
                for index in across.indices {
                    let header = EncodedPiece.Row(at: across[index].next)
                    let bits = across[index].next + 2
                    across[index].next += header.words
                    across[index].rowsLeft -= 1
                    if header.length > 0 { body(row, across[index].column + header.start, header, bits) }
                }
            }
        }
    }

    /// A piece's place, and where its next row is read, by address (the
    /// pieces are kept alive around their use).
    private struct Cursor {
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
