/// Greedy word wrap as a widget's text view does it: words fill a line
/// while they fit; a word longer than a whole line is broken; when more
/// text remains after the last allowed line, that line ends with `…`.
public struct TextWrapper: Sendable {
    public struct Result: Sendable, Equatable {
        public var lines: [String]
        public var truncated: Bool
    }

    public static let ellipsis: Character = "…"

    let maxWidth: Double
    let lineLimit: Int
    let width: @Sendable (Substring) -> Double

    public init(maxWidth: Double, lineLimit: Int, width: @escaping @Sendable (Substring) -> Double) {
        self.maxWidth = maxWidth
        self.lineLimit = lineLimit
        self.width = width
    }

    public init(maxWidth: Double, lineLimit: Int, font: GlyphWidthModel) {
        self.init(maxWidth: maxWidth, lineLimit: lineLimit) { font.width(of: $0) }
    }

    public func wrap(_ text: String) -> Result {
        let lines = allLines(text)
        guard lines.count > lineLimit else { return Result(lines: lines, truncated: false) }
        var kept = Array(lines.prefix(lineLimit))
        kept[kept.count - 1] = withEllipsis(kept[kept.count - 1])
        return Result(lines: kept, truncated: true)
    }

    /// Every line of the text with no limit; hard line breaks start a line.
    private func allLines(_ text: String) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: true) {
            var line = ""
            for word in paragraph.split(whereSeparator: \.isWhitespace) {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if width(candidate[...]) <= maxWidth {
                    line = candidate
                    continue
                }
                if !line.isEmpty { lines.append(line) }
                line = ""
                for piece in hardBreak(word) {
                    if !line.isEmpty { lines.append(line) }
                    line = piece
                }
            }
            if !line.isEmpty { lines.append(line) }
        }
        return lines
    }

    /// A word cut into pieces that each fit a line (the last may be short).
    private func hardBreak(_ word: Substring) -> [String] {
        var pieces: [String] = []
        var piece = ""
        for character in word {
            if !piece.isEmpty, width((piece + String(character))[...]) > maxWidth {
                pieces.append(piece)
                piece = ""
            }
            piece.append(character)
        }
        if !piece.isEmpty { pieces.append(piece) }
        return pieces
    }

    /// The line shortened until it fits with `…` at its end.
    private func withEllipsis(_ line: String) -> String {
        var text = Substring(line)
        while !text.isEmpty, width((text + String(Self.ellipsis))[...]) > maxWidth {
            text = text.dropLast()
        }
        while text.last?.isWhitespace == true { text = text.dropLast() }
        return text + String(Self.ellipsis)
    }
}
