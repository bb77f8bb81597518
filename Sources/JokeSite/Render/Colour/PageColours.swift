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
        background: RGBColour(red: 0xFB, green: 0xFA, blue: 0xF7),
        surface: .white,
        text: RGBColour(red: 0x1D, green: 0x1B, blue: 0x18)
    )
    public static let dark = PageColours(
        background: RGBColour(red: 0x12, green: 0x11, blue: 0x10),
        surface: RGBColour(red: 0x1C, green: 0x1B, blue: 0x19),
        text: RGBColour(red: 0xF1, green: 0xEE, blue: 0xE8)
    )

    /// A shade stands out from a dark page by moving towards white, from a
    /// light one towards black.
    var isDark: Bool {
        background.contrast(with: .white) > background.contrast(with: .black)
    }
}
