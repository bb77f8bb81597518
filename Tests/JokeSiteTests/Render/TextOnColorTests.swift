import Testing
@testable import JokeSite

/// Text on a character's colour (avatars, the reveal, buttons) reaches
/// WCAG AA's 4.5:1 for every colour, the hard ones included.
@Suite struct TextOnColorTests {
    private func contrast(_ a: String, _ b: String) -> Double {
        let (x, y) = (TextOnColor.relativeLuminance(a)!, TextOnColor.relativeLuminance(b)!)
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    @Test(arguments: ["#FFCC00", "#FFFF00", "#D3D3D3", "#FF0000", "#0000FF", "#777777", "#767676", "#808080",
                      "#7B4FE0", "#F5A623", "#E84A7F", "#8B5A2B", "#4A90E2", "#8E8E93", "#FFFFFF", "#000000"])
    func textOnTheColourReadsAtAA(color: String) {
        #expect(contrast(TextOnColor.text(on: color), color) >= 4.5, "\(color) → \(TextOnColor.text(on: color))")
    }

    @Test func lightColoursGetBlackAndDarkOnesWhite() {
        #expect(TextOnColor.text(on: "#FFCC00") == "#000000")
        #expect(TextOnColor.text(on: "#FF0000") == "#000000")
        #expect(TextOnColor.text(on: "#0000FF") == "#FFFFFF")
        #expect(TextOnColor.text(on: "#8B5A2B") == "#FFFFFF")
        #expect(TextOnColor.text(on: "#fc0") == "#000000")
    }
}
