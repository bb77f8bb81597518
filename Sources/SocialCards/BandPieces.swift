/// An encoded piece where it falls in a band: byte column (after the
/// rows' filter byte) and row of its box's top-left byte.
struct BandPiece {
    let piece: EncodedPiece
    let column: Int
    let row: Int
}

/// A headline's glyphs as pieces of its band that share no byte. A piece
/// is a word (the glyphs of a line between spaces), or words whose boxes
/// share a byte: made once, and found again in `GlyphCache` wherever the
/// same glyphs stand the same way. Made from its glyphs' encoded rows,
/// joined; where glyphs share a byte (a kerned pair: about one a card),
/// from their coverage added as cairo adds it, packed and encoded.
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

        mutating func join(_ other: Box) {
            glyphs += other.glyphs
            (left, top) = (min(left, other.left), min(top, other.top))
            (right, bottom) = (max(right, other.right), max(bottom, other.bottom))
        }
    }

    /// A word's glyphs at most: a key stays short.
    private static let longestWord = 24

    /// `glyphs` with their coverage, in a band of `rows` of the card (its
    /// last row left as fill) and `width` pixels; nil when one falls
    /// outside it.
    static func pieces(_ glyphs: [PlacedGlyph], images: [GlyphImage], rows: Range<Int>, width: Int,
                       cache: GlyphCache) -> [BandPiece]? {
        let coverages = images.map(\.coverage)
        var boxes: [Box] = []
        var word: Box?
        for (index, (glyph, coverage)) in zip(glyphs, coverages).enumerated() {
            guard !coverage.isEmpty else {
                // A space ends a word.
                word.map { boxes.append($0) }
                word = nil
                continue
            }
            let (left, top) = (glyph.x + coverage.left, glyph.y + coverage.top)
            let box = Box(glyphs: [index], left: left, top: top, right: left + coverage.width, bottom: top + coverage.height)
            guard box.left >= 0, box.right <= width, box.top >= rows.lowerBound, box.bottom < rows.upperBound else { return nil }
            if var current = word, glyphs[current.glyphs[0]].y == glyph.y, current.glyphs.count < longestWord {
                current.join(box)
                word = current
            } else {
                word.map { boxes.append($0) }
                word = box
            }
        }
        word.map { boxes.append($0) }
        boxes.sort { $0.firstColumn < $1.firstColumn }
        joinSharingBoxes(&boxes)
        let words = boxes.map { box in
            let first = glyphs[box.glyphs.min()!]
            return GlyphCache.Word(glyphs: box.glyphs.sorted().map { index in
                let glyph = glyphs[index]
                return GlyphCache.Word.Placed(glyph: GlyphCache.Glyph(font: UInt(bitPattern: glyph.font), glyph: glyph.glyph),
                                              x: Int32(glyph.x - first.x), y: Int32(glyph.y - first.y))
            }, isOdd: box.left & 1 == 1)
        }
        let pieces = cache.pieces(of: words) { index in
            let box = boxes[index]
            let parts = box.glyphs.map { index in
                let coverage = coverages[index]
                let left = glyphs[index].x + coverage.left
                let top = glyphs[index].y + coverage.top
                return Box(glyphs: [index], left: left, top: top, right: left + coverage.width, bottom: top + coverage.height)
            }
            let apart = parts.indices.allSatisfy { first in parts[(first + 1)...].allSatisfy { !parts[first].sharesBytes(with: $0) } }
            guard apart else {
                return EncodedPiece(levels: addedCoverage(of: box, glyphs, coverages), width: box.right - box.left,
                                    height: box.bottom - box.top, isOdd: box.left & 1 == 1, rowLength: cache.rowLength)
            }
            let placed = parts.map { part in
                BandPiece(piece: images[part.glyphs[0]].pieces[part.left & 1], column: part.firstColumn - box.firstColumn,
                          row: part.top - box.top)
            }
            return EncodedPiece(joining: placed, height: box.bottom - box.top)
        }
        return zip(boxes, pieces).map { BandPiece(piece: $1, column: $0.firstColumn, row: $0.top - rows.lowerBound) }
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
                boxes[first].join(boxes.remove(at: other))
                joined = true
            }
            // A grown box may now share bytes with boxes looked at before: look again.
            first = joined ? 0 : first + 1
        }
    }

    /// The box's glyphs' levels added, at most 255, as cairo's add operator draws them.
    private static func addedCoverage(of box: Box, _ glyphs: [PlacedGlyph], _ coverages: [GlyphCoverage]) -> [UInt8] {
        let width = box.right - box.left
        var levels = [UInt8](repeating: 0, count: width * (box.bottom - box.top))
        for index in box.glyphs {
            let coverage = coverages[index]
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
