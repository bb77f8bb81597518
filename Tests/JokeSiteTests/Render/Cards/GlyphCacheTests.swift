import CCairoPango
import Testing
@testable import SocialCards

/// A headline band joined from cached glyphs has the pixels of the band
/// drawn and encoded pixel by pixel: exactly, every channel of every pixel
/// (threshold 0), touching letters (drawn together) included.
@Suite struct GlyphCacheTests {
    static let headlines = [
        "Why did the fixture pass?",
        "Short",
        // Kerned pairs whose ink shares bytes: drawn together.
        "AVAWAY Tyrannosaurus rex, “Type” fj ff LT Ya",
        "Why did the grumpy pancake number 1 go to the library? Because it was nervous today, and the library was the quietest place in town.",
        String(repeating: "Long words keep coming, ", count: 30),
        "Jumpy gypsy quay: descenders, ÀÉÎ accents and حب in one line",
        "Supercalifragilisticexpialidociousnesslessnessfulnessly unbreakable",
        "W",
        "?!",
        String(repeating: "AV", count: 13),
    ]

    @Test func cachedGlyphsGiveTheDrawnPixels() throws {
        let (cached, drawn) = (CardPainter(cachesGlyphs: true), CardPainter(cachesGlyphs: false))
        // The second round finds every glyph kept.
        for _ in 0..<2 {
            for headline in Self.headlines {
                let card = CardPainterTests.card(headline)
                let (joined, painted) = (PNGFile(bytes: cached.png(card)), PNGFile(bytes: drawn.png(card)))
                #expect(joined.colourType == 3, "\(headline)")
                // Other bytes: the band was joined, not drawn.
                #expect(joined.bytes != painted.bytes, "\(headline)")
                #expect(try #require(joined.decodedPixels()) == #require(painted.decodedPixels()), "\(headline)")
            }
        }
    }

    /// A word is one piece, its kerned pairs (whose ink shares bytes)
    /// added together; a word longer than a key's 24 glyphs is two, and
    /// where those share a byte ("VA") they are joined into one again.
    @Test func glyphsSharingBytesAreOnePiece() throws {
        let canvas = Canvas(width: 1200, height: 630, alphaOnly: true)
        let cache = GlyphCache(rowLength: 601)
        for (text, count) in [("AVAWAY", 1), ("AVAWAY Tyrannosaurus", 2), (String(repeating: "AV", count: 13), 1)] {
            let layout = TextLayout(canvas: canvas, text: text, font: .inter, weight: .heavy, size: 34)
            let placed = try #require(layout.placedGlyphs(at: (72, 300)))
            let images = try #require(cache.images(of: placed))
            let pieces = try #require(BandPieces.pieces(placed, images: images, rows: 200..<500, width: 1200, cache: cache))
            #expect(pieces.count == count, "\(text)")
        }
    }

    /// Pieces of random shades placed apart in a band, two of them joined
    /// into one first, inflate (zlib, its Adler-32 checked) to the band's
    /// bytes.
    @Test func joinedPiecesInflateToTheBand() throws {
        var random = SystemRandomNumberGenerator()
        let (rows, rowLength) = (40, 61)
        var band = [UInt8](repeating: 0, count: rows * rowLength)
        var pieces: [BandPiece] = []
        // Boxes apart from each other: 7 by 9 pixels, every 10 columns.
        for (index, (column, row)) in [(0, 0), (5, 3), (10, 20), (15, 1), (20, 30), (25, 12), (50, 0), (55, 25)].enumerated() {
            let (width, height) = (7, 9)
            // Some rows of fill, some repeated, some random.
            var levels = (0..<(width * height)).map { _ in UInt8.random(in: 0...255, using: &random) }
            for x in 0..<width { levels[2 * width + x] = levels[width + x] }
            for x in 0..<width { levels[4 * width + x] = 0 }
            levels[0] = 255
            let isOdd = index % 2 == 1
            let piece = EncodedPiece(levels: levels, width: width, height: height, isOdd: isOdd, rowLength: rowLength)
            pieces.append(BandPiece(piece: piece, column: column, row: row))
            for y in 0..<height {
                for x in 0..<width {
                    let pixel = 2 * column + (isOdd ? 1 : 0) + x
                    let shade = CardShades.shade(ofLevel: levels[y * width + x])
                    band[(row + y) * rowLength + 1 + pixel / 2] |= pixel % 2 == 0 ? shade << 4 : shade
                }
            }
        }
        // The last two as one piece, joined.
        let parts = pieces.suffix(2).map { BandPiece(piece: $0.piece, column: $0.column - 50, row: $0.row) }
        pieces.removeLast(2)
        pieces.append(BandPiece(piece: EncodedPiece(joining: parts, height: 34), column: 50, row: 0))
        let block = GlyphBand.block(pieces, rows: rows, rowLength: rowLength)
        let end = [UInt8]().withUnsafeBufferPointer { RunLengthDeflate.block(of: $0, range: 0..<0, rowLength: rowLength, isLast: true) }
        let stream = RunLengthDeflate.zlibStream([block, end])
        var inflated = [UInt8](repeating: 0, count: band.count + 1)
        var length = uLong(inflated.count)
        #expect(uncompress(&inflated, &length, stream, uLong(stream.count)) == Z_OK)
        #expect(Array(inflated.prefix(Int(length))) == band)
    }
}
