import SocialCards
import Testing
@testable import JokeSite

@Suite struct RGBColourTests {
    @Test func readsSixAndThreeDigitHexInEitherCase() {
        #expect(RGBColour(hex: "#F5A623") == RGBColour(red: 0xF5, green: 0xA6, blue: 0x23))
        #expect(RGBColour(hex: "#f5a623") == RGBColour(red: 0xF5, green: 0xA6, blue: 0x23))
        #expect(RGBColour(hex: "#fA0") == RGBColour(red: 0xFF, green: 0xAA, blue: 0x00))
    }

    @Test func refusesWhatIsNotAHexColour() {
        for text in ["F5A623", "#F5A62", "#F5A6233", "#GGGGGG", "", "#", "red"] {
            #expect(RGBColour(hex: text) == nil, "\(text)")
        }
    }

    @Test func writesUpperCaseSixDigitHex() {
        #expect(RGBColour(hex: "#0a0b0c")?.hex == "#0A0B0C")
        #expect(RGBColour(hex: "#fff")?.hex == "#FFFFFF")
    }

    /// Figures any WCAG contrast checker gives.
    @Test func luminanceAndContrastFollowWCAG() throws {
        #expect(RGBColour.white.relativeLuminance == 1)
        #expect(RGBColour.black.relativeLuminance == 0)
        #expect(RGBColour.black.contrast(with: .white) == 21)
        let grey = try #require(RGBColour(hex: "#777777"))
        #expect(abs(grey.contrast(with: .white) - 4.48) < 0.01)
        let orange = try #require(RGBColour(hex: "#F5A623"))
        #expect(abs(orange.contrast(with: .white) - 2.03) < 0.01)
        #expect(orange.contrast(with: .white) == RGBColour.white.contrast(with: orange))
    }

    @Test func mixesChannelByChannel() {
        #expect(RGBColour.white.mixed(with: .black, amount: 0.5) == RGBColour(red: 128, green: 128, blue: 128))
        #expect(RGBColour.white.mixed(with: .black, amount: 0) == .white)
        #expect(RGBColour.white.mixed(with: .black, amount: 1) == .black)
    }
}
