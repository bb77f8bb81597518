import CCairoPango

/// The font cards are set in: a Pango family list, first installed wins
/// per character (Arabic or emoji fall back through fontconfig).
public struct CardFont: Sendable, Hashable {
    /// Comma-separated, as in CSS: "Inter, sans-serif".
    public var families: String

    /// Debian's fonts-inter, then whatever sans-serif the system has.
    public static let inter = CardFont(families: "Inter, sans-serif")

    public init(families: String) {
        self.families = families
    }

    enum Weight {
        case semibold, bold, heavy

        var pango: PangoWeight {
            switch self {
            case .semibold: PANGO_WEIGHT_SEMIBOLD
            case .bold: PANGO_WEIGHT_BOLD
            case .heavy: PANGO_WEIGHT_ULTRABOLD
            }
        }
    }
}
