import CCairoPango
import Testing
@testable import SocialCards

@Suite struct CardPainterTests {
    static let funny = CardColours(fill: RGBColour(red: 0xF5, green: 0xA6, blue: 0x23), ink: RGBColour(red: 0x4A, green: 0x32, blue: 0x0B))

    static func card(_ headline: String, name: String = "Mr. Funny", initial: String = "F") -> SocialCard {
        SocialCard(headline: headline, initial: initial, name: name, footer: "Mr. Funny Jokes", colours: funny)
    }

    let painter = CardPainter()

    @Test func aCardIsA1200By630PNG() {
        let png = PNGFile(bytes: painter.png(Self.card("Why did the fixture pass?")))
        #expect(png.hasSignature)
        #expect(png.width == 1200)
        #expect(png.height == 630)
    }

    @Test func theSameCardGivesTheSameBytes() {
        let card = Self.card("Why did the fixture pass?")
        #expect(painter.png(card) == painter.png(card))
    }

    @Test func differentTextGivesDifferentBytes() {
        #expect(painter.png(Self.card("Why did the fixture pass?")) != painter.png(Self.card("Why did the fixture fail?")))
    }

    /// The encoder's bytes read back, through libpng, as what was drawn: a
    /// palette card, an RGB card (emoji), an RGBA icon (transparent corners).
    @Test(arguments: ["Why did the fixture pass?", "Why did the 🐔 cross the road? 😂"])
    func cardsDecodeToWhatWasDrawn(_ headline: String) throws {
        let card = Self.card(headline)
        let png = PNGFile(bytes: painter.png(card))
        #expect(png.colourType == (headline.contains("🐔") ? 2 : 3))
        let decoded = try #require(png.decodedPixels())
        let fill = 0xFF00_0000 | UInt32(0xF5) << 16 | UInt32(0xA6) << 8 | 0x23
        #expect(decoded.count == 1200 * 630)
        #expect(decoded[630 * 1200 - 1] == fill)
        // A palette card's 16 shades, a colour card's many.
        #expect(Set(decoded).count > (png.colourType == 3 ? 10 : 50))
    }

    @Test func iconsAreSquarePNGsOfTheirSize() throws {
        let favicon = PNGFile(bytes: painter.faviconPNG())
        #expect((favicon.width, favicon.height) == (48, 48))
        #expect(favicon.colourType == 6)
        let corner = try #require(favicon.decodedPixels()?.first)
        #expect(corner >> 24 == 0)
        let touch = PNGFile(bytes: painter.touchIconPNG(background: .white))
        #expect((touch.width, touch.height) == (180, 180))
        #expect(try #require(touch.decodedPixels()).allSatisfy { $0 >> 24 == 0xFF })
    }

    /// The icons are the header's smiley (icon.svg), not a letter: its
    /// face between the eyes, an eye, and the page's colour around it.
    @Test func iconsShowTheBrandMark() throws {
        let opaque = { (hex: UInt32) in 0xFF00_0000 | hex }
        let favicon = try #require(PNGFile(bytes: painter.faviconPNG(size: 64)).decodedPixels())
        #expect(favicon[32 * 64 + 32] == opaque(0xF5A623))
        #expect(favicon[25 * 64 + 22] == opaque(0x3A2A0C))
        let touch = try #require(PNGFile(bytes: painter.touchIconPNG(background: .white)).decodedPixels())
        #expect(touch[0] == opaque(0xFFFFFF))
        #expect(touch[90 * 180 + 90] == opaque(0xF5A623))
    }

    /// With the app's own icon (`app.icon`), the touch icon is that icon,
    /// filling the square; an SVG librsvg cannot read leaves the mark.
    @Test func theTouchIconIsTheAppsIconWhenGiven() throws {
        let icon = Array(##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#231A33"/></svg>"##.utf8)
        let touch = try #require(PNGFile(bytes: painter.touchIconPNG(background: .white, icon: icon)).decodedPixels())
        #expect(touch[0] == 0xFF23_1A33 && touch[90 * 180 + 90] == 0xFF23_1A33)
        let unreadable = try #require(PNGFile(bytes: painter.touchIconPNG(background: .white, icon: Array("not svg".utf8))).decodedPixels())
        #expect(unreadable[90 * 180 + 90] == 0xFFF5_A623)
    }

    @Test(arguments: [
        "لماذا لا يلعب السمك كرة السلة؟ لأنه يخاف من الشبكة!",
        "Why did the word مرحبا and the emoji 🚽 walk into a bar?",
        "👨‍👩‍👧‍👦🏳️‍🌈🇫🇷 " + String(repeating: "😂", count: 300),
        "",
    ])
    func rightToLeftEmojiAndEmptyTextDraw(_ headline: String) {
        let png = PNGFile(bytes: painter.png(Self.card(headline, name: "السيد مضحك", initial: "م")))
        #expect(png.width == 1200)
    }
}

extension CardPainterTests {
    /// Page writers draw cards on several threads: each gets the same bytes.
    @Test func cardsDrawnAtOnceOnSeveralThreadsAreTheSame() async {
        let card = Self.card("Why did the fixture pass?")
        let expected = painter.png(card)
        let painter = self.painter
        let results = await withTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<4 { group.addTask { painter.png(card) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 == expected })
    }
}

extension CardPainterTests {
    /// The palette image is the drawing to within two levels a channel: the
    /// same canvas written as RGB and as a palette decodes alike.
    @Test func thePaletteKeepsWhatWasDrawn() throws {
        let canvas = Canvas(width: 300, height: 120)
        canvas.paint(Self.funny.fill)
        canvas.fillCircle(centreX: 40, centreY: 40, radius: 30, Self.funny.ink)
        let text = TextLayout(canvas: canvas, text: "Why did the fixture pass?", font: .inter, weight: .heavy, size: 30, width: 280)
        canvas.draw(text, x: 10, y: 20, Self.funny.ink)
        let palette = PNGFile(bytes: canvas.png(drawnIn: Self.funny))
        let rgb = PNGFile(bytes: canvas.png())
        #expect(palette.colourType == 3)
        #expect(rgb.colourType == 2)
        let drawn = try #require(rgb.decodedPixels())
        let kept = try #require(palette.decodedPixels())
        #expect(drawn.count == 300 * 120)
        #expect(Set(drawn).count > 20)
        let close = zip(drawn, kept).allSatisfy { a, b in
            [16, 8, 0].allSatisfy { shift in abs(Int(a >> UInt32(shift) & 0xFF) - Int(b >> UInt32(shift) & 0xFF)) <= 2 }
        }
        #expect(close)
    }

    /// A face is drawn in the card's two colours: the card stays a palette
    /// image, and another face is another card.
    @Test func aFaceIsDrawnInTheCardsTwoColours() throws {
        let face = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="#F5A623"/><circle cx="22" cy="28" r="6" fill="#fff"/><path d="M16 42h32c0 8-7 14-16 14s-16-6-16-14z" fill="#231A33"/></svg>"##
        var card = Self.card("Why did the fixture pass?")
        let plain = painter.png(card)
        card.avatar = Array(face.utf8)
        let drawn = PNGFile(bytes: painter.png(card))
        #expect(drawn.colourType == 3)
        #expect(drawn.bytes != plain)
        // The face in its colour, the fill, its dark mouth in the ink,
        // inside an ink ring (the avatar's circle: centre 120, 104, radius 48).
        let pixels = try #require(drawn.decodedPixels())
        #expect(pixels[86 * 1200 + 147] & 0xFFFFFF == 0xF5A623)
        #expect(pixels[(104 + 24) * 1200 + 120] & 0xFFFFFF == 0x4A320B)
        #expect(pixels[104 * 1200 + 120 + 46] & 0xFFFFFF == 0x4A320B)
        // A dark eye: another face.
        card.avatar = Array(face.replacingOccurrences(of: "fill=\"#fff\"", with: "fill=\"#231A33\"").utf8)
        #expect(painter.png(card) != drawn.bytes)
        // What librsvg cannot read leaves the initial.
        card.avatar = Array("not svg".utf8)
        #expect(painter.png(card) == plain)
    }
}
