/// An encoded piece where it falls in a band: byte column (after the
/// rows' filter byte) and row of its box's top-left byte.
struct BandPiece {
    let piece: EncodedPiece
    let column: Int
    let row: Int
}

/// A headline's glyphs as pieces of its band that share no byte: a
/// glyph alone is its image's piece, encoded once; glyphs whose boxes
/// share a byte (a kerned pair, a descender over the next line's capital:
/// about one pair a card) are drawn together from their coverage, added
/// as cairo adds them, and encoded for this card.
enum BandPieces {
    /// A box of the band's pixels and the glyphs drawn in it.
    private struct Box {
        var glyphs: [Int]
        var left: Int
        var top: Int
        var right: Int
        var bottom: Int

        var firstColumn: Int { left >> 1 }
        var endColumn: Int { (right + 1) >> 1 }

        func sharesBytes(with other: Box) -> Bool {
            firstColumn < other.endColumn && other.firstColumn < endColumn && top < other.bottom && other.top < bottom
        }
    }

    /// `glyphs` with their images, in a band of `rows` of the card (its
    /// last row left as fill) and `width` pixels; nil when one falls
    /// outside it.
    static func pieces(_ glyphs: [PlacedGlyph], images: [GlyphImage], rows: Range<Int>, width: Int, rowLength: Int) -> [BandPiece]? {
        var boxes: [Box] = []
        boxes.reserveCapacity(glyphs.count)
        for (index, (glyph, image)) in zip(glyphs, images).enumerated() where !image.coverage.isEmpty {
            let coverage = image.coverage
            let (left, top) = (glyph.x + coverage.left, glyph.y + coverage.top)
            let box = Box(glyphs: [index], left: left, top: top, right: left + coverage.width, bottom: top + coverage.height)
            guard box.left >= 0, box.right <= width, box.top >= rows.lowerBound, box.bottom < rows.upperBound else { return nil }
            boxes.append(box)
        }
        boxes.sort { $0.firstColumn < $1.firstColumn }
        joinSharingBoxes(&boxes)
        return boxes.map { box in
            let column = box.firstColumn
            let isOdd = box.left & 1 == 1
            let row = box.top - rows.lowerBound
            if box.glyphs.count == 1 { return BandPiece(piece: images[box.glyphs[0]].pieces[isOdd ? 1 : 0], column: column, row: row) }
            let levels = addedCoverage(of: box, glyphs, images)
            let piece = EncodedPiece(levels: levels, width: box.right - box.left, height: box.bottom - box.top, isOdd: isOdd,
                                     rowLength: rowLength)
            return BandPiece(piece: piece, column: column, row: row)
        }
    }

    /// Joins boxes that share a byte until none do. `boxes` are in order
    /// of their first column, and a join keeps the first's.
    private static func joinSharingBoxes(_ boxes: inout [Box]) {
        var first = 0
        while first < boxes.count {
            var joined = false
            var other = first + 1
            while other < boxes.count, boxes[other].firstColumn < boxes[first].endColumn {
                guard boxes[first].sharesBytes(with: boxes[other]) else {
                    other += 1
                    continue
                }
                let taken = boxes.remove(at: other)
                boxes[first].glyphs += taken.glyphs
                boxes[first].left = min(boxes[first].left, taken.left)
                boxes[first].top = min(boxes[first].top, taken.top)
                boxes[first].right = max(boxes[first].right, taken.right)
                boxes[first].bottom = max(boxes[first].bottom, taken.bottom)
                joined = true
            }
            // A grown box may now share bytes with boxes looked at before: look again.
            first = joined ? 0 : first + 1
        }
    }

    /// The box's glyphs' levels added, at most 255, as cairo's add operator draws them.
    private static func addedCoverage(of box: Box, _ glyphs: [PlacedGlyph], _ images: [GlyphImage]) -> [UInt8] {
        let width = box.right - box.left
        var levels = [UInt8](repeating: 0, count: width * (box.bottom - box.top))
        for index in box.glyphs {
            let coverage = images[index].coverage
            let (left, top) = (glyphs[index].x + coverage.left - box.left, glyphs[index].y + coverage.top - box.top)
            for y in 0..<coverage.height {
                for x in 0..<coverage.width {
                    let at = (top + y) * width + left + x
                    let (sum, overflow) = levels[at].addingReportingOverflow(coverage.levels[y * coverage.width + x])
                    levels[at] = overflow ? 255 : sum
                }
            }
        }
        return levels
    }
}
