import Foundation

/// Black or white, whichever reads better on a character's colour: one of
/// the two always reaches WCAG's 4.5:1 (the worst case, where both are equal,
/// is about 4.6:1).
enum TextOnColor {
    static func text(on hex: String) -> String {
        guard let luminance = relativeLuminance(hex) else { return "#000000" }
        // Contrast with black is (L + 0.05) / 0.05, with white 1.05 / (L + 0.05).
        return (luminance + 0.05) * (luminance + 0.05) >= 0.05 * 1.05 ? "#000000" : "#FFFFFF"
    }

    /// WCAG 2 relative luminance of `#RRGGBB` (or `#RGB`), nil for anything else.
    static func relativeLuminance(_ hex: String) -> Double? {
        var digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
        func channel(_ shift: UInt32) -> Double {
            let c = Double((value >> shift) & 0xFF) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
    }
}
