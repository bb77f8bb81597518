import Testing
@testable import SocialCards

@Suite struct HeadlineFitterTests {
    let fitter = CardPainter().headlineFitter
    let canvas = Canvas(width: CardPainter.cardWidth, height: CardPainter.cardHeight)

    static let long = "Why did the mathematician who spent all night counting the sheep in the meadow behind the old library finally fall asleep just before the sun came up over the hills on Tuesday?"

    @Test func aShortSetupTakesTheLargestSize() {
        #expect(fitter.fit("Pizza?", on: canvas).fontSize == fitter.sizes.first)
    }

    /// The chosen size's lines fit the box, and every line ends between
    /// words: the lines hold the text's words, none cut.
    @Test(arguments: ["My houseplant started a podcast.", long, long + " " + long])
    func linesFitTheBoxAndNoWordIsSplit(_ text: String) {
        let fitted = fitter.fit(text, on: canvas)
        #expect(!fitted.isShortened)
        #expect(fitted.layout.size.height <= fitter.height)
        #expect(fitted.layout.widestLine <= fitter.width)
        let lines = fitted.layout.lines
        #expect(lines.count > 0)
        #expect(lines.flatMap { $0.split(separator: " ") } == text.split(separator: " "))
        // Larger sizes did not fit.
        if let larger = fitter.sizes.last(where: { $0 > fitted.fontSize }) {
            let bigger = HeadlineFitter(font: fitter.font, weight: fitter.weight, sizes: [larger], lineSpacing: fitter.lineSpacing, width: fitter.width, height: fitter.height)
            #expect(bigger.fit(text, on: canvas).isShortened)
        }
    }

    @Test func longerTextNeverGetsALargerSize() {
        let sizes = [1, 5, 15, 30, 60].map { count in
            fitter.fit(Array(repeating: "word", count: count).joined(separator: " "), on: canvas).fontSize
        }
        #expect(sizes == sizes.sorted(by: >))
    }

    /// Text too long for the smallest size loses whole words from the end.
    @Test func absurdlyLongTextEndsWithAnEllipsisBetweenWords() {
        let text = Array(repeating: Self.long, count: 8).joined(separator: " ")
        let fitted = fitter.fit(text, on: canvas)
        #expect(fitted.isShortened)
        #expect(fitted.fontSize == fitter.sizes.last)
        #expect(fitted.layout.size.height <= fitter.height)
        let shown = fitted.layout.text
        #expect(shown.hasSuffix("…"))
        let words = shown.dropLast().split(separator: " ")
        #expect(Array(text.split(separator: " ").prefix(words.count)) == words)
    }

    @Test func aWordTooLongForAnyLineIsStillBounded() {
        let fitted = fitter.fit(String(repeating: "a", count: 400), on: canvas)
        #expect(fitted.isShortened)
        #expect(fitted.layout.size.height <= fitter.height)
    }
}
