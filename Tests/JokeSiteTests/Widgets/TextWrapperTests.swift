import Testing
@testable import JokeSite

@Suite struct TextWrapperTests {
    /// Every character one unit wide, so expected lines can be counted by eye.
    private func wrapper(width: Double, limit: Int) -> TextWrapper {
        TextWrapper(maxWidth: width, lineLimit: limit) { Double($0.count) }
    }

    @Test func fillsLinesGreedily() {
        let result = wrapper(width: 10, limit: 3).wrap("aaa bbb ccc ddd")
        #expect(result == .init(lines: ["aaa bbb", "ccc ddd"], truncated: false))
    }

    @Test func endsTheLastAllowedLineWithAnEllipsisWhenTextRemains() {
        #expect(wrapper(width: 10, limit: 1).wrap("aaa bbb ccc ddd") == .init(lines: ["aaa bbb…"], truncated: true))
        // "aaa bbb cc" fills the line exactly; the ellipsis takes the last letter's room.
        #expect(wrapper(width: 10, limit: 1).wrap("aaa bbb cc dd") == .init(lines: ["aaa bbb c…"], truncated: true))
        // A space before the ellipsis goes too.
        #expect(wrapper(width: 9, limit: 1).wrap("aaa bbb cc dd") == .init(lines: ["aaa bbb…"], truncated: true))
    }

    @Test func textThatFitsExactlyIsNotTruncated() {
        #expect(wrapper(width: 10, limit: 1).wrap("aaaaaaaaaa") == .init(lines: ["aaaaaaaaaa"], truncated: false))
    }

    @Test func breaksAWordLongerThanALine() {
        #expect(wrapper(width: 10, limit: 3).wrap("abcdefghijklmnop") == .init(lines: ["abcdefghij", "klmnop"], truncated: false))
        #expect(wrapper(width: 10, limit: 1).wrap("abcdefghijklmnop") == .init(lines: ["abcdefghi…"], truncated: true))
        #expect(wrapper(width: 10, limit: 2).wrap("hi abcdefghijklmnop") == .init(lines: ["hi", "abcdefghi…"], truncated: true))
    }

    @Test func hardLineBreaksStartANewLine() {
        #expect(wrapper(width: 20, limit: 3).wrap("one\ntwo three") == .init(lines: ["one", "two three"], truncated: false))
    }

    @Test func glyphModelWidths() {
        let model = GlyphWidthModel(size: 10, weight: .regular)
        #expect(model.width(of: "i") == 2.9)
        #expect(model.width(of: "m") == 8.2)
        #expect(model.width(of: "a b") == 5.4 + 2.5 + 5.4)
        #expect(GlyphWidthModel(size: 10, weight: .bold).width(of: "a") > model.width(of: "a"))
        #expect(model.width(of: "😀") == 10)
    }
}
