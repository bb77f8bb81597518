import Testing
@testable import SocialCards

@Suite struct CardShadesTests {
    /// Eight levels packed at once give the shades one level at a time
    /// would: every level in every place of the word.
    @Test func wordOfLevelsPacksAsEachLevelAlone() {
        for level in 0...255 {
            for place in 0..<8 {
                let others: UInt64 = 0x35_FF_00_80_7F_01_FE_C4
                let levels = others & ~(0xFF << UInt64(8 * place)) | UInt64(level) << UInt64(8 * place)
                let bytes = (0..<8).map { UInt8(truncatingIfNeeded: levels >> UInt64(8 * $0)) }
                let expected = (0..<4).map { CardShades.shade(ofLevel: bytes[2 * $0]) << 4 | CardShades.shade(ofLevel: bytes[2 * $0 + 1]) }
                let packed = CardShades.shades(ofLevels: levels)
                #expect((0..<4).map { UInt8(truncatingIfNeeded: packed >> UInt32(8 * $0)) } == expected)
            }
        }
    }

    /// The nearest of 16 shades, 0 the fill and 15 the ink.
    @Test func levelsRoundToTheNearestShade() {
        #expect([0, 8, 9, 127, 128, 246, 247, 255].map { CardShades.shade(ofLevel: $0) } == [0, 0, 1, 7, 8, 14, 15, 15])
    }
}
