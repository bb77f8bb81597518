import CCairoPango
import Synchronization

/// The parts of a card that are the same on every card of a character
/// (fill, disc, avatar, name, footer), drawn once as `CardShades`. A card
/// then draws only its headline, as coverage on an alpha-only mask, in a
/// band as tall as the headline's ink: coverage is the shade (255 the
/// ink), so the band's rows are the mask's bytes as shades, with no colour
/// to match back to the palette.
final class CardBackgrounds: Sendable {
    /// What the parts other than the headline show.
    private struct Key: Hashable {
        var initial: String
        var avatar: [UInt8]?
        var faces: [[UInt8]]
        var name: String
        var footer: String
        var colours: CardColours
    }

    /// Shade rows of a card with no headline; nil when that card
    /// is not a palette image (an emoji in the name).
    private let drawn = Mutex<[Key: CardBackground?]>([:])
    /// Headline masks not in use: a new one costs clearing 750 kB. A card
    /// clears only the band it draws its headline in, all that is read.
    private let idle = Mutex<[IdleCanvas]>([])

    /// An alpha-only canvas of a card's size, to lay out and draw one
    /// card's headline on; give it back with `giveBack`.
    func takeMask() -> Canvas {
        idle.withLock { $0.popLast() }?.canvas ?? Canvas(width: CardPainter.cardWidth, height: CardPainter.cardHeight, alphaOnly: true)
    }

    func giveBack(_ mask: Canvas) {
        idle.withLock { $0.append(IdleCanvas(canvas: mask)) }
    }

    /// Only in `idle` is a canvas shared: one card draws on it at a time.
    private struct IdleCanvas: @unchecked Sendable {
        let canvas: Canvas
    }

    func background(of card: SocialCard, painter: CardPainter) -> CardBackground? {
        let key = Key(initial: card.initial, avatar: card.avatar, faces: card.faces, name: card.name, footer: card.footer, colours: card.colours)
        if let background = drawn.withLock({ $0[key] }) { return background }
        var empty = card
        empty.headline = ""
        let canvas = Canvas(width: CardPainter.cardWidth, height: CardPainter.cardHeight)
        painter.draw(empty, on: canvas)
        let background = SurfaceImage(canvas.surface).indexedRows(blending: card.colours).map {
            CardBackground(palette: CardShades.palette(card.colours), rows: CardShades.packed($0.rows, width: canvas.width))
        }
        drawn.withLock { $0[key] = background }
        return background
    }
}

/// A card without its headline, as rows of shades, and the deflate
/// blocks of its rows above and below each band a headline was drawn in.
final class CardBackground: Sendable {
    let palette: [RGBColour]
    let rows: [UInt8]
    private let heads = Mutex<[Int: RunLengthDeflate.Block]>([:])
    private let tails = Mutex<[Int: RunLengthDeflate.Block]>([:])

    init(palette: [RGBColour], rows: [UInt8]) {
        self.palette = palette
        self.rows = rows
    }

    /// Rows of the card where nothing but the fill is drawn: between the
    /// disc (which ends at 190) and the footer.
    static let clearRows = 191..<540

    /// The card with `headline` laid over these rows; nil when its ink
    /// leaves `clearRows` or comes from a colour font (emoji). `mask`: an
    /// alpha-only canvas of the card's size, on which `headline` was laid
    /// out. The band is joined from `glyphs`' encoded glyphs where it can
    /// be, else drawn on `mask` and encoded pixel by pixel: the same pixels.
    func png(_ headline: TextLayout, at origin: (x: Double, y: Double), on mask: Canvas, glyphs: GlyphCache?) -> [UInt8]? {
        let ink = headline.inkBounds
        // Two rows of fill above and below the ink, so the rows around the
        // band are the background's (the blocks after it refer to them).
        let top = Int((origin.y + ink.y).rounded(.down)) - 2
        let bottom = Int((origin.y + ink.y + ink.height).rounded(.up)) + 2
        guard Self.clearRows.contains(top - 1), Self.clearRows.contains(bottom), top < bottom, !headline.usesColourFont else { return nil }
        let rowLength = CardShades.rowLength(width: mask.width)
        // Joined from glyphs, the band is all of `clearRows` (its fill costs
        // a symbol every 258 bytes), so the blocks around it are the same
        // on every card of the background, made once.
        let joined = glyphs.flatMap { glyphs in
            headline.placedGlyphs(at: origin).flatMap { placed in
                glyphs.images(of: placed).flatMap {
                    BandPieces.pieces(placed, images: $0, rows: Self.clearRows, width: mask.width, cache: glyphs)
                }
            }
        }
        let band = joined == nil ? top..<bottom : Self.clearRows
        guard let middle = joined.map({ GlyphBand.block($0, rows: band.count, rowLength: rowLength) })
            ?? drawnBand(headline, at: origin, on: mask, rows: band)
        else { return nil }
        let blocks = [block(heads, rows: 0..<band.lowerBound, isLast: false), middle,
                      block(tails, rows: band.upperBound..<mask.height, isLast: true)]
        return PNGEncoder.encodeIndexed(width: mask.width, height: mask.height, palette: palette, bitDepth: 4,
                                        zlib: RunLengthDeflate.zlibStream(blocks))
    }

    /// The band's block, the headline drawn on `mask` and its rows encoded
    /// pixel by pixel; nil if ink reaches the band's last row.
    private func drawnBand(_ headline: TextLayout, at origin: (x: Double, y: Double), on mask: Canvas, rows band: Range<Int>) -> RunLengthDeflate.Block? {
        let coverage = HeadlineMask(mask, rows: band)
        coverage.clear()
        // Any opaque colour: only coverage is kept. Coverage is added
        // (pixman's fast path on an alpha-only surface; over takes a slow
        // generic one): the same as over but where two glyphs' edges overlap.
        cairo_set_source_rgb(mask.cairo, 0, 0, 0)
        cairo_set_operator(mask.cairo, CAIRO_OPERATOR_ADD)
        cairo_move_to(mask.cairo, origin.x, origin.y)
        pango_cairo_show_layout(mask.cairo, headline.layout)
        let rowLength = CardShades.rowLength(width: mask.width)
        // The row above the band, for the band's matches to refer to, then
        // the band's rows, each led by filter 0.
        var context = Array(rows[(band.lowerBound - 1) * rowLength..<band.lowerBound * rowLength])
        context.reserveCapacity((1 + band.count) * rowLength)
        coverage.appendRows(to: &context)
        guard context.suffix(rowLength).allSatisfy({ $0 == 0 }) else { return nil }
        return context.withUnsafeBufferPointer {
            RunLengthDeflate.block(of: $0, range: rowLength..<$0.count, rowLength: rowLength, isLast: false)
        }
    }

    /// The block of the background's `rows`, made once, as small as zlib
    /// makes it: every card of the background writes it.
    private func block(_ cache: borrowing Mutex<[Int: RunLengthDeflate.Block]>, rows range: Range<Int>, isLast: Bool) -> RunLengthDeflate.Block {
        let key = isLast ? range.lowerBound : range.upperBound
        if let block = cache.withLock({ $0[key] }) { return block }
        let rowLength = rows.count / CardPainter.cardHeight
        // The row above, where a block's matches may reach (the card has
        // the background's rows there).
        let block = rows.withUnsafeBufferPointer {
            RunLengthDeflate.Block.smallest(of: $0, range: range.lowerBound * rowLength..<range.upperBound * rowLength,
                                            context: range.lowerBound == 0 ? 0 : rowLength, isLast: isLast)
        }
        cache.withLock { $0[key] = block }
        return block
    }
}
