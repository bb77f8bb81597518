/// Cuts a template's bytes into text and tags, following `{{=<% %>=}}`
/// delimiter changes; pragmas are refused.
struct TagScanner {
    let source: [UInt8]
    private(set) var problems: [PendingProblem] = []
    private var opening = Array("{{".utf8)
    private var closing = Array("}}".utf8)

    init(source: [UInt8]) {
        self.source = source
    }

    mutating func scan() -> [Token] {
        var tokens: [Token] = []
        var position = 0
        var textStart = 0
        while let tagStart = find(opening, from: position) {
            appendText(textStart..<tagStart, to: &tokens)
            guard let (token, next) = readTag(at: tagStart) else {
                problems.append(PendingProblem(offset: tagStart, message: "a tag is not closed (missing \(String(decoding: closing, as: UTF8.self)))"))
                textStart = source.count
                break
            }
            tokens.append(token)
            position = next
            textStart = next
        }
        appendText(textStart..<source.count, to: &tokens)
        return tokens
    }

    /// Text, cut after each line end.
    private func appendText(_ range: Range<Int>, to tokens: inout [Token]) {
        var start = range.lowerBound
        for index in range where source[index] == ASCII.newline {
            tokens.append(.text(Array(source[start...index]), at: start))
            start = index + 1
        }
        if start < range.upperBound { tokens.append(.text(Array(source[start..<range.upperBound]), at: start)) }
    }

    /// The tag at `start` and the offset after it; nil when never closed.
    private mutating func readTag(at start: Int) -> (Token, Int)? {
        let contentStart = start + opening.count
        if contentStart < source.count, source[contentStart] == UInt8(ascii: "{") {
            guard let end = find([UInt8(ascii: "}")] + closing, from: contentStart + 1) else { return nil }
            let token = Token(kind: .unescaped, name: trimmed(contentStart + 1..<end), offset: start)
            return (token, end + 1 + closing.count)
        }
        guard let end = find(closing, from: contentStart) else { return nil }
        let next = end + closing.count
        guard contentStart < end else {
            problems.append(PendingProblem(offset: start, message: "an empty tag"))
            return (Token(kind: .comment, offset: start), next)
        }
        let sigil = source[contentStart]
        let rest = contentStart + 1..<end
        var token = Token(kind: .variable, offset: start)
        switch sigil {
        case UInt8(ascii: "!"): token.kind = .comment
        case UInt8(ascii: "#"): token.kind = .section
        case UInt8(ascii: "^"): token.kind = .inverted
        case UInt8(ascii: "/"): token.kind = .close
        case UInt8(ascii: ">"): token.kind = .partial
        case UInt8(ascii: "<"): token.kind = .parent
        case UInt8(ascii: "$"): token.kind = .block
        case UInt8(ascii: "&"): token.kind = .unescaped
        case UInt8(ascii: "="):
            token.kind = .delimiters
            setDelimiters(contentStart..<end, at: start)
            return (token, next)
        case UInt8(ascii: "%"):
            token.kind = .pragma
            problems.append(PendingProblem(offset: start, message: Self.pragmaProblem))
            return (token, next)
        default:
            token.name = trimmed(contentStart..<end)
            return (token, next)
        }
        if token.kind != .comment {
            token.name = trimmed(rest)
            if token.name.isEmpty { problems.append(PendingProblem(offset: start, message: "a tag without a name")) }
        }
        return (token, next)
    }

    /// `=<% %>=`: two delimiters, apart, without `=` or whitespace.
    private mutating func setDelimiters(_ content: Range<Int>, at offset: Int) {
        let text = String(decoding: source[content], as: UTF8.self)
        let parts = text.dropFirst().dropLast().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
        guard text.count >= 2, text.hasSuffix("="), parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
            problems.append(PendingProblem(offset: offset, message: "a delimiter change must read {{=OPEN CLOSE=}}, as in {{=<% %>=}}"))
            return
        }
        opening = Array(parts[0].utf8)
        closing = Array(parts[1].utf8)
    }

    /// Pragmas (`{{% CONTENT_TYPE: TEXT }}` once turned escaping off) are
    /// refused: a template's format, from its file name, decides escaping.
    static let pragmaProblem = "jokesite templates take no pragmas: {{name}} escapes for the template's format, "
        + "which its file name gives (.html, .md, .xml, .json); remove this tag"

    private func trimmed(_ range: Range<Int>) -> String {
        String(decoding: source[range], as: UTF8.self).trimmingBlanks()
    }

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= source.count else { return nil }
        var index = start
        while index + needle.count <= source.count {
            if source[index] == first, source[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}

extension StringProtocol {
    func trimmingBlanks() -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(self[first...last])
    }
}
