/// A deterministic stand-in for the system font's glyph advances, so the
/// site can say how a widget wraps a joke without Core Text.
///
/// Widths are in ems (multiply by the point size) for SF Pro at regular
/// weight, averaged per class of character from the font's metrics; heavier
/// weights scale them up a little. The gallery page (`/widgets/`) shows the
/// browser's own wrapping beside the model's so the two can be compared.
///
/// | class | characters | em |
/// |---|---|---|
/// | space | space | 0.25 |
/// | narrow | `i j l t f r . , : ; ' ! \|` and `I` | 0.29 |
/// | regular | other lower-case letters, accented letters | 0.54 |
/// | wide | `m w` | 0.82 |
/// | capital | other upper-case letters | 0.66 |
/// | wide capital | `M W` | 0.86 |
/// | digit | `0`–`9` | 0.60 |
/// | punctuation | other ASCII symbols (`? - " ( ) / …`) | 0.38 |
/// | ellipsis | `…` | 0.78 |
/// | full width | emoji, CJK | 1.00 |
public struct GlyphWidthModel: Sendable {
    public enum Weight: String, Sendable, Codable {
        case regular, medium, semibold, bold

        var factor: Double {
            switch self {
            case .regular: 1.0
            case .medium: 1.035
            case .semibold: 1.06
            case .bold: 1.09
            }
        }
    }

    public let size: Double
    public let weight: Weight

    public init(size: Double, weight: Weight) {
        self.size = size
        self.weight = weight
    }

    public func width(of text: some StringProtocol) -> Double {
        text.reduce(0) { $0 + width(of: $1) }
    }

    public func width(of character: Character) -> Double {
        Self.ems(character) * size * weight.factor
    }

    static func ems(_ character: Character) -> Double {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        if character == " " { return 0.25 }
        if character == "…" { return 0.78 }
        if scalar.isASCII {
            switch character {
            case "i", "j", "l", "t", "f", "r", ".", ",", ":", ";", "'", "!", "|", "I": return 0.29
            case "m", "w": return 0.82
            case "M", "W": return 0.86
            case "a"..."z": return 0.54
            case "A"..."Z": return 0.66
            case "0"..."9": return 0.60
            default: return 0.38
            }
        }
        if scalar.properties.isEmojiPresentation || (0x2E80...0x9FFF).contains(scalar.value) || (0xAC00...0xD7AF).contains(scalar.value) {
            return 1.0
        }
        return character.isLetter ? 0.54 : 0.38
    }
}
