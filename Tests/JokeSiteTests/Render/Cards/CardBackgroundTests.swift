import Testing
@testable import SocialCards

/// A card drawn on its character's background, drawn once and kept, with
/// its headline's coverage as shades, has the pixels of the same card
/// drawn whole in colour, to within half a shade (`CardShades`) and
/// antialiasing's rounding (two levels a channel); its file is a valid PNG.
@Suite struct CardBackgroundTests {
    let painter = CardPainter()

    private func drawnWhole(_ card: SocialCard) throws -> [UInt32] {
        let canvas = Canvas(width: CardPainter.cardWidth, height: CardPainter.cardHeight)
        painter.draw(card, on: canvas)
        return try #require(PNGFile(bytes: canvas.png(drawnIn: card.colours)).decodedPixels())
    }

    @Test func cardsOnAKeptBackgroundAreTheCardsDrawnWhole() throws {
        let headlines = [
            "Why did the fixture pass?",
            "Short",
            "Why did the grumpy pancake number 1 go to the library? Because it was nervous today, and the library was the quietest place in town.",
            String(repeating: "Long words keep coming, ", count: 30),
            "Jumpy gypsy quay: descenders, ÀÉÎ accents and حب in one line",
        ]
        // The second round finds the background and its blocks kept.
        for _ in 0..<2 {
            for headline in headlines {
                let card = CardPainterTests.card(headline)
                let png = PNGFile(bytes: painter.png(card))
                #expect(png.colourType == 3, "\(headline)")
                #expect(try Self.isClose(#require(png.decodedPixels()), drawnWhole(card), card.colours), "\(headline)")
            }
        }
    }

    @Test func anotherCharactersCardGetsItsOwnBackground() throws {
        let sad = CardColours(fill: RGBColour(red: 0x1C, green: 0x3D, blue: 0x5A), ink: RGBColour(red: 0xFF, green: 0xFF, blue: 0xFF))
        let first = CardPainterTests.card("Why so blue?")
        var second = SocialCard(headline: "Why so blue?", initial: "S", name: "Mr. Sad", footer: "Mr. Funny Jokes", colours: sad)
        _ = painter.png(first)
        #expect(try Self.isClose(#require(PNGFile(bytes: painter.png(second)).decodedPixels()), drawnWhole(second), sad))
        second.name = "Mr. Sad 😢"
        #expect(try PNGFile(bytes: painter.png(second)).decodedPixels() == drawnWhole(second))
    }

    /// A headline in a colour font (emoji) is drawn in colour, on the card
    /// drawn whole: coverage would flatten it to the ink.
    @Test func anEmojiHeadlineIsDrawnInColour() throws {
        let card = CardPainterTests.card("Why did the 🐔 cross the road?")
        let png = PNGFile(bytes: painter.png(card))
        #expect(png.colourType == 2)
        #expect(try png.decodedPixels() == drawnWhole(card))
    }

    /// The kept background's palette is 16 even blends of fill to ink: a
    /// headline's solid strokes are the ink, its edges in between.
    @Test func theHeadlineIsInkOnFill() throws {
        let card = CardPainterTests.card("Round owls go slowly")
        let pixels = try #require(PNGFile(bytes: painter.png(card)).decodedPixels())
        let opaque = Self.opaque
        let band = pixels[(CardBackground.clearRows.lowerBound * 1200)..<(CardBackground.clearRows.upperBound * 1200)]
        #expect(band.contains(opaque(CardPainterTests.funny.ink)))
        #expect(band.contains(opaque(CardPainterTests.funny.fill)))
        #expect(Set(band).count > 10)
        #expect(Set(pixels).count <= CardShades.count)
    }

    /// Within `tolerance` on each channel, pixel for pixel.
    static func isClose(_ kept: [UInt32], _ whole: [UInt32], _ colours: CardColours) -> Bool {
        let tolerance = tolerance(colours)
        return kept.count == whole.count && zip(kept, whole).allSatisfy { a, b in
            channels.allSatisfy { abs(level(a, $0) - level(b, $0)) <= tolerance }
        }
    }

    /// Half a shade (rounded up: the widest channel's span from fill to
    /// ink, over 30) and two levels of antialiasing's rounding.
    static func tolerance(_ colours: CardColours) -> Int {
        let (fill, ink) = (opaque(colours.fill), opaque(colours.ink))
        return channels.map { abs(level(ink, $0) - level(fill, $0)) }.max()! / (2 * (CardShades.count - 1)) + 1 + 2
    }

    /// The shifts of red, green and blue in a pixel's word.
    static let channels: [UInt32] = [16, 8, 0]

    static func level(_ pixel: UInt32, _ shift: UInt32) -> Int {
        Int(pixel >> shift & 0xFF)
    }

    static func opaque(_ colour: RGBColour) -> UInt32 {
        0xFF00_0000 | UInt32(colour.red) << 16 | UInt32(colour.green) << 8 | UInt32(colour.blue)
    }
}
