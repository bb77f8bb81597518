import Testing
import TemplateEngine
@testable import JokeSite

/// A Markdown twin shows joke text as written: the escaped text, rendered
/// by libcmark, is one paragraph holding exactly that text.
@Suite struct MarkdownEscapingTests {
    static let trickyTexts = [
        "# Not a heading", "## Nor this #", "> not a quote", "- not a list", "+ nor this", "* nor this", "1. not a list",
        "2) nor this", "1.5 million", "---", "***", "___", "===", "Title\n===", "Title\n---", "~~~\ncode\n~~~", "```swift\nx\n```",
        "    four spaces", "a\n    indented line", "<script>alert(1)</script>", "<div>\nblock\n</div>", "<!-- comment -->",
        "<http://example.org>", "<me@example.org>", "&amp; &lt; &#65; &copy", "Tom & Jerry", "![x](javascript:alert(1))",
        "[link](http://example.org)", "[ref]\n\n[ref]: /url", "[ref]: /url", "*em* _em_ **strong** __strong__", "a*b*c",
        "`code` ``double``", "back\\slash \\* \\\\", "ends with a backslash\\", "line\\\nbreak", "two spaces  \nbreak",
        "trailing spaces  ", "  leading spaces", "\ttab\tinside\t", "Knock knock.\nWho's there?", "blank\n\nline",
        "blank\n  \nline with spaces", "a\n\n\n\nb", "\"quotes\" and 'apostrophes'", "Café ☕ 猫 حب 👍🏽", "a | b | c",
        "-1 degrees", "#hashtag", "100% *sure*", ":) ;) <3", "x<y>z", "!important", "a\n# b\n> c\n- d\n1. e",
    ]

    @Test(arguments: trickyTexts)
    func escapedTextRendersBackToTheText(text: String) {
        #expect(MarkdownRenderer.html(MarkdownEscaping.escape(text)) == Self.paragraph(text))
    }

    /// Texts put together from Markdown's special characters and words, in
    /// a fixed order (seeded), so that a failure can be replayed.
    @Test func generatedTextsRenderBackToTheText() {
        let pieces = ["#", "##", ">", "-", "+", "*", "**", "_", "`", "```", "~~~", "[", "]", "(", ")", "!", "<", "&", "&amp;",
                      "&#32;", "\\", "1.", "2)", "=", "---", ":", "|", "\"", "'", " ", "  ", "    ", "\t", "\n", "\n\n",
                      "a", "word", "é", "猫", "<b>", "http://x.org", "<http://x.org>", "[x]: /u"]
        var random = SplitMix64(state: 17)
        for _ in 0..<2_000 {
            var text = (0..<Int.random(in: 1...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            while text.hasPrefix("\n") { text.removeFirst() }
            while text.hasSuffix("\n") { text.removeLast() }
            guard !text.isEmpty else { continue }
            let rendered = MarkdownRenderer.html(MarkdownEscaping.escape(text))
            #expect(rendered == Self.paragraph(text), "\(text.debugDescription)")
            if rendered != Self.paragraph(text) { return }
        }
    }

    /// How libcmark writes a paragraph of plain text: `&<>"` escaped, each
    /// line break a `<br />`.
    static func paragraph(_ text: String) -> String {
        var html = ""
        for character in text {
            switch character {
            case "&": html += "&amp;"
            case "<": html += "&lt;"
            case ">": html += "&gt;"
            case "\"": html += "&quot;"
            case "\n": html += "<br />\n"
            default: html.append(character)
            }
        }
        return "<p>\(html)</p>\n"
    }
}
