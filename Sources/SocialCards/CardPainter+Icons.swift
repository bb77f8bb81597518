extension CardPainter {
    /// The size of Apple's home-screen icon.
    public static let touchIconSize = 180

    /// A round favicon: the letter in `ink` on a disc of `fill`, the
    /// corners transparent.
    public func faviconPNG(initial: String, colours: CardColours, size: Int = 48) -> [UInt8] {
        let canvas = Canvas(width: size, height: size)
        let half = Double(size) / 2
        canvas.fillCircle(centreX: half, centreY: half, radius: half, colours.fill)
        drawMonogram(initial, on: canvas, size: Double(size) * 0.62, colour: colours.ink)
        return canvas.png()
    }

    /// The 180×180 `apple-touch-icon`: square and opaque, since iOS rounds
    /// the corners itself and shows transparency as black.
    public func touchIconPNG(initial: String, colours: CardColours) -> [UInt8] {
        let canvas = Canvas(width: Self.touchIconSize, height: Self.touchIconSize)
        canvas.paint(colours.fill)
        drawMonogram(initial, on: canvas, size: Double(Self.touchIconSize) * 0.56, colour: colours.ink)
        return canvas.png()
    }

    private func drawMonogram(_ initial: String, on canvas: Canvas, size: Double, colour: RGBColour) {
        let letter = TextLayout(canvas: canvas, text: initial, font: font, weight: .heavy, size: size)
        canvas.drawCentred(letter, centreX: Double(canvas.width) / 2, centreY: Double(canvas.height) / 2, colour)
    }
}
