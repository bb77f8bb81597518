import Foundation

/// Text for titles, descriptions and link texts: Markdown (personalities)
/// reduced to its words, joke text put on one line.
enum PlainText {
    /// Each run of spaces, tabs and line breaks as one space; other
    /// characters (a no-break space too) as they are.
    static func singleLine(_ text: String) -> String {
        guard mayNeedJoining(text) else { return text }
        return text.split { $0 == " " || $0 == "\t" || $0.isNewline }.joined(separator: " ")
    }

    /// False for ASCII text without control characters or double spaces
    /// (most jokes), which `singleLine` returns as it is.
    private static func mayNeedJoining(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte < 0x20 || byte >= 0x80 || (byte == 0x20 && previous == 0x20) { return true }
            previous = byte
        }
        return false
    }

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
