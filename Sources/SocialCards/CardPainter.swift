/// Draws social cards (1200×630) and icons as PNG bytes, with cairo and
/// Pango. A value: each call draws on its own surface, so calls may run on
/// several threads at once.
public struct CardPainter: Sendable {
    public static let cardWidth = 1200
    public static let cardHeight = 630

    public var font: CardFont
    /// Shared by copies of the painter: each background is drawn once.
    private let backgrounds = CardBackgrounds()
    /// Shared likewise: each glyph of a headline is drawn and encoded once;
    /// nil, every headline drawn and encoded pixel by pixel (the same pixels).
    private let glyphs: GlyphCache?

    public init(font: CardFont = .inter) {
        self.init(font: font, cachesGlyphs: true)
    }

    init(font: CardFont = .inter, cachesGlyphs: Bool) {
        self.font = font
        glyphs = cachesGlyphs ? GlyphCache(rowLength: CardShades.rowLength(width: Self.cardWidth)) : nil
    }

    /// The card as PNG bytes; the same card always gives the same bytes,
    /// whether its background was drawn for it or before.
    public func png(_ card: SocialCard) -> [UInt8] {
        if let background = backgrounds.background(of: card, painter: self) {
            let mask = backgrounds.takeMask()
            defer { backgrounds.giveBack(mask) }
            let headline = fittedHeadline(card.headline, on: mask)
            if let png = background.png(headline.layout, at: headline.origin, on: mask, glyphs: glyphs) { return png }
        }
        // Rare (emoji): the card drawn whole, in colour.
        let canvas = Canvas(width: Self.cardWidth, height: Self.cardHeight)
        draw(card, on: canvas)
        return canvas.png(drawnIn: card.colours)
    }

    /// Margins and boxes, in pixels.
    enum Metrics {
        static let margin = 72.0
        static let top = 56.0
        static let avatarDiameter = 96.0
        static let faceDiameter = 100.0
        static let faceGap = 12.0
        static let nameSize = 40.0
        static let headlineTop = 192.0
        static let headlineBottom = 500.0
        static let footerSize = 30.0
        static let headlineSizes: [Double] = [84, 76, 68, 60, 54, 48, 42, 38, 34]
        static let headlineLineSpacing = 1.0
    }

    var headlineFitter: HeadlineFitter {
        HeadlineFitter(
            font: font, weight: .heavy, sizes: Metrics.headlineSizes, lineSpacing: Metrics.headlineLineSpacing,
            width: Double(Self.cardWidth) - 2 * Metrics.margin, height: Metrics.headlineBottom - Metrics.headlineTop
        )
    }

    func draw(_ card: SocialCard, on canvas: Canvas) {
        let (fill, ink) = (card.colours.fill, card.colours.ink)
        canvas.paint(fill)
        let radius = Metrics.avatarDiameter / 2
        let avatarCentreY = Metrics.top + radius
        if card.faces.isEmpty {
            // A large disc, one step from the fill, in the empty top-right corner.
            canvas.fillCircle(centreX: 1140, centreY: -40, radius: 230, fill.mixed(with: ink, amount: 0.1))
        }
        // The cast in a row, right-aligned, as stickers like the avatar.
        let facesLeft = Double(Self.cardWidth) - Metrics.margin - Double(card.faces.count) * (Metrics.faceDiameter + Metrics.faceGap) + Metrics.faceGap
        for (number, face) in card.faces.enumerated() {
            let centreX = facesLeft + Double(number) * (Metrics.faceDiameter + Metrics.faceGap) + Metrics.faceDiameter / 2
            canvas.fillCircle(centreX: centreX, centreY: avatarCentreY, radius: Metrics.faceDiameter / 2, ink)
            _ = canvas.drawAvatar(face, centreX: centreX, centreY: avatarCentreY, radius: Metrics.faceDiameter / 2 - 3, card.colours)
        }

        canvas.fillCircle(centreX: Metrics.margin + radius, centreY: avatarCentreY, radius: radius, ink)
        // The face inside a ring of the disc, which smooths its cut edge.
        let face = card.avatar.map { canvas.drawAvatar($0, centreX: Metrics.margin + radius, centreY: avatarCentreY, radius: radius - 3, card.colours) }
        if face != true {
            let initial = TextLayout(canvas: canvas, text: card.initial, font: font, weight: .heavy, size: 52)
            canvas.drawCentred(initial, centreX: Metrics.margin + radius, centreY: avatarCentreY, fill)
        }

        let name = TextLayout(canvas: canvas, text: card.name, font: font, weight: .bold, size: Metrics.nameSize)
        let nameX = Metrics.margin + Metrics.avatarDiameter + 28
        // Clear of the disc, or of the faces.
        name.ellipsizeLine(toWidth: (card.faces.isEmpty ? 880 : facesLeft - 24) - nameX)
        canvas.draw(name, x: nameX, y: avatarCentreY - name.size.height / 2, ink)

        let headline = fittedHeadline(card.headline, on: canvas)
        canvas.draw(headline.layout, x: headline.origin.x, y: headline.origin.y, ink)

        let footer = TextLayout(canvas: canvas, text: card.footer, font: font, weight: .semibold, size: Metrics.footerSize)
        footer.ellipsizeLine(toWidth: Double(Self.cardWidth) - 2 * Metrics.margin - 56)
        let footerY = Double(Self.cardHeight) - Metrics.top + 8 - footer.size.height
        canvas.fillRoundedRectangle(x: Metrics.margin, y: footerY + footer.size.height / 2 - 3, width: 40, height: 6, radius: 3, ink)
        canvas.draw(footer, x: Metrics.margin + 56, y: footerY, ink)
    }

    /// The headline and where it is drawn: centred in its box, so short
    /// lines do not float at the top.
    private func fittedHeadline(_ text: String, on canvas: Canvas) -> (layout: TextLayout, origin: (x: Double, y: Double)) {
        let headline = headlineFitter.fit(text, on: canvas)
        let y = Metrics.headlineTop + (Metrics.headlineBottom - Metrics.headlineTop - headline.layout.size.height) / 2
        return (headline.layout, (Metrics.margin, y))
    }
}
