import SocialCards

/// The colours of a page in one scheme, which a character's shades are
/// worked out against (`--bg`, `--surface` and `--text` in
/// templates/assets/style.css).
public struct PageColours: Sendable, Equatable {
    public var background: RGBColour
    public var surface: RGBColour
    public var text: RGBColour

    public init(background: RGBColour, surface: RGBColour, text: RGBColour) {
        self.background = background
        self.surface = surface
        self.text = text
    }

    public static let light = PageColours(
        background: RGBColour(red: 0xFF, green: 0xF8, blue: 0xEF),
        surface: .white,
        text: RGBColour(red: 0x2B, green: 0x21, blue: 0x18)
    )
    public static let dark = PageColours(
        background: RGBColour(red: 0x17, green: 0x12, blue: 0x0E),
        surface: RGBColour(red: 0x22, green: 0x1B, blue: 0x15),
        text: RGBColour(red: 0xF7, green: 0xEF, blue: 0xE5)
    )

    /// A shade stands out from a dark page by moving towards white, from a
    /// light one towards black.
    var isDark: Bool {
        background.contrast(with: .white) > background.contrast(with: .black)
    }
}
