import CCairoPango
import Synchronization

/// The parts of a card that are the same on every card of a character
/// (fill, disc, avatar, name, footer), drawn once as palette indexes. A
/// card then draws only its headline, on a strip as tall as the
/// headline's ink, and lays the strip's rows over a copy of these: the
/// same pixels as a card drawn whole, in a fraction of the time.
final class CardBackgrounds: Sendable {
    /// What the parts other than the headline show.
    private struct Key: Hashable {
        var initial: String
        var name: String
        var footer: String
        var colours: CardColours
    }

    /// Palette index rows of a card with no headline; nil when that card
    /// is not a palette image (an emoji in the name).
    private let drawn = Mutex<[Key: CardBackground?]>([:])
    /// Card canvases not in use: a new one costs clearing 3 MB. Whatever
    /// a card draws first covers what the last one left (the fill of the
    /// whole card, or of the headline's band, which is all that is read).
    private let idle = Mutex<[IdleCanvas]>([])

    /// A canvas for one card; give it back with `giveBack`.
    func takeCanvas() -> Canvas {
        idle.withLock { $0.popLast() }?.canvas ?? Canvas(width: CardPainter.cardWidth, height: CardPainter.cardHeight)
    }

    func giveBack(_ canvas: Canvas) {
        idle.withLock { $0.append(IdleCanvas(canvas: canvas)) }
    }

    /// Only in `idle` is a canvas shared: one card draws on it at a time.
    private struct IdleCanvas: @unchecked Sendable {
        let canvas: Canvas
    }

    func background(of card: SocialCard, painter: CardPainter) -> CardBackground? {
        let key = Key(initial: card.initial, name: card.name, footer: card.footer, colours: card.colours)
        if let background = drawn.withLock({ $0[key] }) { return background }
        var empty = card
        empty.headline = ""
        let canvas = Canvas(width: CardPainter.cardWidth, height: CardPainter.cardHeight)
        painter.draw(empty, on: canvas)
        let background = SurfaceImage(canvas.surface).indexedRows(blending: card.colours).map { CardBackground(palette: $0.palette, rows: $0.rows) }
        drawn.withLock { $0[key] = background }
        return background
    }
}

/// A card without its headline, as palette index rows, and the deflate
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
    /// leaves `clearRows` or is not a blend of the two colours (emoji).
    /// `canvas`: the whole card's, on which `headline` was laid out, with
    /// nothing drawn yet.
    func png(_ headline: TextLayout, at origin: (x: Double, y: Double), on canvas: Canvas, colours: CardColours) -> [UInt8]? {
        let ink = headline.inkBounds
        // Two rows of fill above and below the ink, so the rows around the
        // band are the background's (the blocks after it refer to them).
        let top = Int((origin.y + ink.y).rounded(.down)) - 2
        let bottom = Int((origin.y + ink.y + ink.height).rounded(.up)) + 2
        guard Self.clearRows.contains(top - 1), Self.clearRows.contains(bottom), top < bottom else { return nil }
        canvas.fillRectangle(x: 0, y: Double(top), width: Double(canvas.width), height: Double(bottom - top), colours.fill)
        canvas.draw(headline, x: origin.x, y: origin.y, colours.ink)
        let rowLength = 1 + canvas.width
        guard let band = SurfaceImage(canvas.surface, rows: top..<bottom).indexedRows(blending: colours),
              band.rows.suffix(rowLength).allSatisfy({ $0 == 0 }) else { return nil }
        // The row above the band, for the band's matches to refer to.
        let context = Array(rows[(top - 1) * rowLength..<top * rowLength]) + band.rows
        let middle = context.withUnsafeBufferPointer {
            RunLengthDeflate.block(of: $0, range: rowLength..<$0.count, rowLength: rowLength, isLast: false)
        }
        let blocks = [block(heads, rows: 0..<top, isLast: false), middle, block(tails, rows: bottom..<canvas.height, isLast: true)]
        return PNGEncoder.encodeIndexed(width: canvas.width, height: canvas.height, palette: palette,
                                        zlib: RunLengthDeflate.zlibStream(blocks))
    }

    /// The block of the background's `rows`, made once.
    private func block(_ cache: borrowing Mutex<[Int: RunLengthDeflate.Block]>, rows range: Range<Int>, isLast: Bool) -> RunLengthDeflate.Block {
        let key = isLast ? range.lowerBound : range.upperBound
        if let block = cache.withLock({ $0[key] }) { return block }
        let rowLength = rows.count / CardPainter.cardHeight
        let block = rows.withUnsafeBufferPointer {
            RunLengthDeflate.block(of: $0, range: range.lowerBound * rowLength..<range.upperBound * rowLength, rowLength: rowLength, isLast: isLast)
        }
        cache.withLock { $0[key] = block }
        return block
    }
}
