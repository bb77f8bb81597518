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

    func background(of card: SocialCard, painter: CardPainter) -> CardBackground? {
        let key = Key(initial: card.initial, name: card.name, footer: card.footer, colours: card.colours)
        if let background = drawn.withLock({ $0[key] }) { return background }
        var empty = card
        empty.headline = ""
        let canvas = Canvas(width: CardPainter.cardWidth, height: CardPainter.cardHeight)
        painter.draw(empty, on: canvas)
        let background = SurfaceImage(canvas.surface).indexedRows(blending: card.colours).map(CardBackground.init)
        drawn.withLock { $0[key] = background }
        return background
    }
}

struct CardBackground: Sendable {
    let palette: [RGBColour]
    let rows: [UInt8]

    /// Rows of the card where nothing but the fill is drawn: between the
    /// disc (which ends at 190) and the footer.
    static let clearRows = 191..<540

    /// The card with `headline` laid over these rows; nil when its ink
    /// leaves `clearRows` or is not a blend of the two colours (emoji).
    /// `canvas`: the whole card's, on which `headline` was laid out, with
    /// nothing drawn yet.
    func png(_ headline: TextLayout, at origin: (x: Double, y: Double), on canvas: Canvas, colours: CardColours) -> [UInt8]? {
        let ink = headline.inkBounds
        let top = Int((origin.y + ink.y).rounded(.down)) - 2
        let bottom = Int((origin.y + ink.y + ink.height).rounded(.up)) + 2
        guard Self.clearRows.contains(top), Self.clearRows.contains(bottom - 1), top < bottom else { return nil }
        canvas.fillRectangle(x: 0, y: Double(top), width: Double(canvas.width), height: Double(bottom - top), colours.fill)
        canvas.draw(headline, x: origin.x, y: origin.y, colours.ink)
        guard let indexed = SurfaceImage(canvas.surface, rows: top..<bottom).indexedRows(blending: colours) else { return nil }
        var rows = self.rows
        let rowLength = 1 + canvas.width
        rows.replaceSubrange(top * rowLength..<bottom * rowLength, with: indexed.rows)
        return PNGEncoder.encodeIndexed(width: canvas.width, height: canvas.height, palette: palette, rows: rows)
    }
}
