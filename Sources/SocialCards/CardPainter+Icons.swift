extension CardPainter {
    /// The size of Apple's home-screen icon.
    public static let touchIconSize = 180

    /// A round favicon: the site's mark (`BrandMark`, the header's smiley),
    /// the corners transparent.
    public func faviconPNG(size: Int = 48) -> [UInt8] {
        let canvas = Canvas(width: size, height: size)
        BrandMark.draw(on: canvas, x: 0, y: 0, size: Double(size))
        return canvas.png()
    }

    /// The 180×180 `apple-touch-icon`: the app's own icon (an SVG file's
    /// bytes) filling the square, else the mark on `background`; square and
    /// opaque, since iOS rounds the corners itself and shows transparency
    /// as black.
    public func touchIconPNG(background: RGBColour, icon: [UInt8]? = nil) -> [UInt8] {
        let size = Double(Self.touchIconSize)
        let canvas = Canvas(width: Self.touchIconSize, height: Self.touchIconSize)
        canvas.paint(background)
        if icon.map({ canvas.drawSVG($0, size: Self.touchIconSize) }) != true {
            // Inside the middle 80% that iOS's rounded corners leave whole.
            BrandMark.draw(on: canvas, x: size * 0.1, y: size * 0.1, size: size * 0.8)
        }
        return canvas.png()
    }
}
