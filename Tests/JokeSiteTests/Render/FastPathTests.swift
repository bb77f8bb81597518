import Foundation
import Testing
import TemplateEngine
@testable import JokeSite

/// Hand-written fast paths give what the general code they stand for gives.
@Suite struct FastPathTests {
    @Test func oneDecimalFormatsAsPrintfDoes() {
        // Exact ties (k / 4), values either side of every boundary, and seeded random ratings.
        var values: [Double] = (0...400).map { Double($0) / 4 } + [0.05, 0.15, 0.25, 0.35, 0.45, 4.95, 2.675, 1e13 + 0.25, 0]
        values += (0...200).flatMap { tenth -> [Double] in
            let boundary = (Double(tenth) + 0.5) / 10
            return [boundary.nextDown, boundary, boundary.nextUp]
        }
        var random = SplitMix64(state: 5)
        values += (0..<5_000).map { _ in Double.random(in: 0...5, using: &random) }
        for value in values {
            #expect(JokeView.oneDecimal(value) == String(format: "%.1f", value), "\(value)")
        }
        for value in [-0.0, -1.25, .nan, .infinity, 1e20] {
            #expect(JokeView.oneDecimal(value) == String(format: "%.1f", value))
        }
    }

    @Test func outputPathsAreConfinedWithoutDotDotOrEmptyParts() {
        for path in ["a", "a/b", "jokes/j1/index.html", "...", "a/.../b", ".hidden", "a/..b", "猫/index.md"] {
            #expect(OutputPath.isConfined(path), "\(path)")
        }
        for path in ["", "/", "/a", "a/", "a//b", ".", "..", "a/.", "a/..", "../a", "a/../b", "./a", "a\u{0}b"] {
            #expect(!OutputPath.isConfined(path), "\(path.debugDescription)")
        }
    }

    @Test func trimmingWhitespaceKeepsOrTrimsAsCharactersSay() {
        let cases = ["word", " word", "word ", "\tword\n", "\u{A0}word\u{A0}", "\u{2003}word", "word\u{85}", "é", "\r\n", " ", "",
                     "a b", "\u{301}a", "a\u{301}", "👍🏽 ok 👍🏽"]
        for text in cases {
            let expected: String
            if let first = text.firstIndex(where: { !$0.isWhitespace }), let last = text.lastIndex(where: { !$0.isWhitespace }) {
                expected = String(text[first...last])
            } else {
                expected = ""
            }
            #expect(text.trimmingWhitespace() == expected, "\(text.debugDescription)")
        }
    }

    @Test func textWithNothingToEscapeIsKeptForMarkdown() {
        for text in ["Why did the chicken cross the road? To get to the other side.", "It's 10 o'clock", "a - b", "(x) y!"] {
            #expect(MarkdownEscaping.escape(text) == text)
        }
        #expect(MarkdownEscaping.escape("1. one") == "1\\. one")
        #expect(MarkdownEscaping.escape("end ") == "end&#32;")
        #expect(MarkdownEscaping.escape("a*b") == "a\\*b")
    }
}
