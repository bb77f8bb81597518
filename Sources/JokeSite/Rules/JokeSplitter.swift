import Foundation

/// A joke's text cut into what is told first and what is revealed.
public struct JokeParts: Sendable, Equatable {
    public var setup: String
    public var punchline: String

    public init(setup: String, punchline: String) {
        self.setup = setup
        self.punchline = punchline
    }
}

/// SPEC §2 "Setup and punchline": knock-knock jokes split before the
/// answer to "Who's there?" repeated with "who?", else before the first
/// "<word> who?"; other texts at the first delimiter, in order, that leaves
/// two non-empty parts.
public enum JokeSplitter {
    private enum Delimiter {
        case blankLine, newline, dash, question, exclamation
    }

    private static let order: [Delimiter] = [.blankLine, .newline, .dash, .question, .exclamation]

    public static func split(_ text: String) -> JokeParts {
        let text = text.replacingCRLF().trimmingWhitespace()
        if isKnockKnock(text), let parts = splitKnockKnock(text) { return parts }
        for delimiter in order {
            if let parts = split(text, at: delimiter) { return parts }
        }
        return JokeParts(setup: text, punchline: "")
    }

    /// Whatever its stored type: the text starts with "knock" and asks "who's there".
    public static func isKnockKnock(_ text: String) -> Bool {
        guard text.prefix(5).lowercased() == "knock" else { return false }
        let lower = text.lowercased()
        return lower.contains("who's there") || lower.contains("who\u{2019}s there")
    }

    private static func splitKnockKnock(_ text: String) -> JokeParts? {
        splitBeforeRepeatedAnswer(text) ?? splitBeforeFirstWordWho(text)
    }

    /// "Who's there? Cow says. Cow says who?" splits before "Cow says who?":
    /// the answer runs from "Who's there?" to the next `.`, `!`, `?`, `,` or
    /// line break, and is found again (any case) just before "who?".
    private static func splitBeforeRepeatedAnswer(_ text: String) -> JokeParts? {
        guard let question = text.range(of: "who's there", options: .caseInsensitive)
                ?? text.range(of: "who\u{2019}s there", options: .caseInsensitive),
              let answerStart = text[question.upperBound...].firstIndex(where: isWordCharacter) else { return nil }
        let answerEnd = text[answerStart...].firstIndex { ".!?,\n".contains($0) } ?? text.endIndex
        let answer = text[answerStart..<answerEnd].trimmingCharacters(in: .whitespaces)
        guard !answer.isEmpty else { return nil }
        var searchStart = answerEnd
        while let who = text.range(of: "who?", options: .caseInsensitive, range: searchStart..<text.endIndex) {
            searchStart = who.upperBound
            guard let gapStart = startOfWhitespace(before: who.lowerBound, in: text),
                  let repeated = text.range(of: answer, options: [.caseInsensitive, .backwards, .anchored],
                                            range: answerEnd..<gapStart),
                  repeated.lowerBound == text.startIndex || !isWordCharacter(text[text.index(before: repeated.lowerBound)])
            else { continue }
            if let parts = parts(String(text[..<repeated.lowerBound]), String(text[repeated.lowerBound...])) { return parts }
        }
        return nil
    }

    /// The app's `\b\w+\s+who\?`: splits before the first word (letters,
    /// digits and `_`) followed by whitespace and "who?", in any case.
    private static func splitBeforeFirstWordWho(_ text: String) -> JokeParts? {
        var searchStart = text.startIndex
        while let who = text.range(of: "who?", options: .caseInsensitive, range: searchStart..<text.endIndex) {
            searchStart = who.upperBound
            guard let gapStart = startOfWhitespace(before: who.lowerBound, in: text) else { continue }
            var wordStart = gapStart
            while wordStart > text.startIndex, isWordCharacter(text[text.index(before: wordStart)]) {
                wordStart = text.index(before: wordStart)
            }
            guard wordStart < gapStart else { continue }
            if let parts = parts(String(text[..<wordStart]), String(text[wordStart...])) { return parts }
        }
        return nil
    }

    /// Where the whitespace just before `index` starts; nil when there is none.
    private static func startOfWhitespace(before index: String.Index, in text: String) -> String.Index? {
        var start = index
        while start > text.startIndex, text[text.index(before: start)].isWhitespace {
            start = text.index(before: start)
        }
        return start < index ? start : nil
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    private static func split(_ text: String, at delimiter: Delimiter) -> JokeParts? {
        switch delimiter {
        case .blankLine:
            guard let range = firstBlankLine(in: text) else { return nil }
            return parts(String(text[..<range.lowerBound]), String(text[range.upperBound...]))
        case .newline:
            return cut(text, at: "\n", keepingLast: false)
        case .dash:
            return cut(text, at: " - ", keepingLast: false)
        case .question:
            return cut(text, at: "? ", keepingLast: true)
        case .exclamation:
            return cut(text, at: "! ", keepingLast: true)
        }
    }

    /// A newline, spaces or tabs, and another newline, found in the UTF-8
    /// bytes (no Regex, no `Character`s: this runs for every joke).
    private static func firstBlankLine(in text: String) -> Range<String.Index>? {
        let bytes = text.utf8
        var searchStart = bytes.startIndex
        while let newline = bytes[searchStart...].firstIndex(of: UInt8(ascii: "\n")) {
            var index = bytes.index(after: newline)
            while index < bytes.endIndex, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
                index = bytes.index(after: index)
            }
            if index < bytes.endIndex, bytes[index] == UInt8(ascii: "\n") { return newline..<bytes.index(after: index) }
            searchStart = bytes.index(after: newline)
        }
        return nil
    }

    /// Cuts at the first `separator`; `keepingLast` keeps its first character
    /// (the `?` or `!`) on the setup.
    private static func cut(_ text: String, at separator: StaticString, keepingLast: Bool) -> JokeParts? {
        guard let range = firstRange(of: separator, in: text) else { return nil }
        let setupEnd = keepingLast ? text.index(after: range.lowerBound) : range.lowerBound
        return parts(String(text[..<setupEnd]), String(text[range.upperBound...]))
    }

    /// Searches the UTF-8 bytes for an ASCII separator: a `Character`
    /// search costs several times more, for every joke of the catalogue.
    private static func firstRange(of separator: StaticString, in text: String) -> Range<String.Index>? {
        var text = text
        let found = text.withUTF8 { bytes in separator.withUTF8Buffer { firstOffset(of: $0, in: bytes) } }
        guard let found else { return nil }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: found)
        return start..<utf8.index(start, offsetBy: separator.utf8CodeUnitCount)
    }

    private static func firstOffset(of pattern: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.count >= pattern.count else { return nil }
        for offset in 0...(bytes.count - pattern.count) where bytes[offset] == pattern[0] {
            if (1..<pattern.count).allSatisfy({ bytes[offset + $0] == pattern[$0] }) { return offset }
        }
        return nil
    }

    private static func parts(_ setup: String, _ punchline: String) -> JokeParts? {
        let setup = setup.trimmingWhitespace()
        let punchline = punchline.trimmingWhitespace()
        guard !setup.isEmpty, !punchline.isEmpty else { return nil }
        return JokeParts(setup: setup, punchline: punchline)
    }
}

extension String {
    func trimmingWhitespace() -> String {
        // Most texts start and end with an ASCII byte that is not
        // whitespace: then no `Character` at either end is whitespace.
        if let first = utf8.first, let last = utf8.last, !Self.mayBeWhitespace(first), !Self.mayBeWhitespace(last) {
            return self
        }
        guard let first = firstIndex(where: { !$0.isWhitespace }) else { return "" }
        let last = lastIndex(where: { !$0.isWhitespace })!
        return String(self[first...last])
    }

    /// An ASCII whitespace byte, or a byte of a non-ASCII character (which may be whitespace).
    private static func mayBeWhitespace(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte)
    }

    func replacingCRLF() -> String {
        utf8.contains(UInt8(ascii: "\r")) ? replacing("\r\n", with: "\n") : self
    }
}
