import Testing
@testable import SocialCards

/// A card drawn on its character's background, drawn once and kept, has
/// the pixels of the same card drawn whole; its file is a valid PNG.
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
                #expect(try png.decodedPixels() == drawnWhole(card), "\(headline)")
            }
        }
    }

    @Test func anotherCharactersCardGetsItsOwnBackground() throws {
        let sad = CardColours(fill: RGBColour(red: 0x1C, green: 0x3D, blue: 0x5A), ink: RGBColour(red: 0xFF, green: 0xFF, blue: 0xFF))
        let first = CardPainterTests.card("Why so blue?")
        var second = SocialCard(headline: "Why so blue?", initial: "S", name: "Mr. Sad", footer: "Mr. Funny Jokes", colours: sad)
        _ = painter.png(first)
        #expect(try PNGFile(bytes: painter.png(second)).decodedPixels() == drawnWhole(second))
        second.name = "Mr. Sad 😢"
        #expect(try PNGFile(bytes: painter.png(second)).decodedPixels() == drawnWhole(second))
    }
}
