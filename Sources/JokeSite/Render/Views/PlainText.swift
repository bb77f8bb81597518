import Foundation

/// Markdown reduced to plain text for titles, descriptions and feeds:
/// emphasis markers and line breaks go, words stay.
enum PlainText {
    static func fromMarkdown(_ markdown: String) -> String {
        if let ascii = ASCIIText.withBytes(of: markdown, fromASCIIMarkdown) { return ascii }
        var text = ""
        text.reserveCapacity(markdown.utf8.count)
        var lastWasSpace = false
        for character in markdown {
            if character == "*" || character == "_" || character == "`" || character == "#" { continue }
            if character.isWhitespace {
                if !lastWasSpace, !text.isEmpty { text.append(" ") }
                lastWasSpace = true
            } else {
                text.append(character)
                lastWasSpace = false
            }
        }
        return text.trimmingWhitespace()
    }

    private static func fromASCIIMarkdown(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        ASCIIText.string(capacity: bytes.count) { text in
            var pendingSpace = false
            for byte in bytes {
                if byte == UInt8(ascii: "*") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "`") || byte == UInt8(ascii: "#") {
                    continue
                }
                if ASCIIText.isWhitespace(byte) {
                    pendingSpace = true
                } else {
                    if pendingSpace, text.count > 0 { text.append(0x20) }
                    pendingSpace = false
                    text.append(byte)
                }
            }
        }
    }

    /// At most `limit` characters, cut at a word with an ellipsis.
    static func truncated(_ text: String, to limit: Int) -> String {
        guard text.count > limit else { return text }
        let cut = text.prefix(limit)
        let atWord = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
        return atWord.trimmingCharacters(in: .whitespaces) + "…"
    }
}
