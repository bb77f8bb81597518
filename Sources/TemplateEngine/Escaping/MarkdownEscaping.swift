/// Plain text written as Markdown that libcmark renders back to the same
/// text, for the Markdown twins of pages. Every character that could start
/// inline markup is backslash-escaped wherever it is; characters that only
/// start a block (`#`, `>`, `-`, `+`, `=`, `~`, `1.`) are escaped at the
/// start of a line (or where the text may start a block, `atBlockStart`).
/// Line breaks become hard breaks (`\` at the end of the
/// line), and spaces or tabs at either end of a line become character
/// references, which Markdown would otherwise drop.
///
/// The text must not start or end with a line break (Markdown has no way
/// to show one there); joke parts never do.
public enum MarkdownEscaping {
    public static func escape(_ text: String, atBlockStart: Bool = true) -> String {
        var text = text
        return text.withUTF8 { bytes in
            guard needsEscaping(bytes, atBlockStart: atBlockStart) else { return nil }
            // Every special character is ASCII, and no byte of a multi-byte
            // UTF-8 sequence is: working on bytes is exact.
            var escaped: [UInt8] = []
            escaped.reserveCapacity(bytes.count + bytes.count / 8 + 8)
            var atLineStart = atBlockStart
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == newline {
                    escaped.append(backslash)
                    escaped.append(newline)
                    atLineStart = true
                    index += 1
                    continue
                }
                if byte == space || byte == tab {
                    var runEnd = index + 1
                    while runEnd < bytes.count, bytes[runEnd] == space || bytes[runEnd] == tab { runEnd += 1 }
                    let isEdge = atLineStart || runEnd == bytes.count || bytes[runEnd] == newline
                    for blank in bytes[index..<runEnd] {
                        if isEdge {
                            escaped.append(contentsOf: blank == space ? spaceReference : tabReference)
                        } else {
                            escaped.append(blank)
                        }
                    }
                    index = runEnd
                    continue
                }
                if atLineStart {
                    atLineStart = false
                    if isDigit(byte) {
                        // "1." or "1)" would start an ordered list.
                        var digitsEnd = index + 1
                        while digitsEnd < bytes.count, isDigit(bytes[digitsEnd]) { digitsEnd += 1 }
                        escaped.append(contentsOf: bytes[index..<digitsEnd])
                        if digitsEnd < bytes.count, bytes[digitsEnd] == dot || bytes[digitsEnd] == closingParenthesis {
                            escaped.append(backslash)
                            escaped.append(bytes[digitsEnd])
                            index = digitsEnd + 1
                        } else {
                            index = digitsEnd
                        }
                        continue
                    }
                    if isBlockMarker(byte) {
                        escaped.append(backslash)
                        escaped.append(byte)
                        index += 1
                        continue
                    }
                }
                if isInlineMarker(byte) { escaped.append(backslash) }
                escaped.append(byte)
                index += 1
            }
            return String(decoding: escaped, as: UTF8.self)
        } ?? text
    }

    /// Whether anything in the text is escaped: most joke texts are one
    /// line of words, kept as they are (and shared with the plain text).
    private static func needsEscaping(_ bytes: UnsafeBufferPointer<UInt8>, atBlockStart: Bool) -> Bool {
        guard let first = bytes.first, let last = bytes.last else { return false }
        if atBlockStart, first == space || first == tab || isDigit(first) || isBlockMarker(first) { return true }
        if last == space || last == tab { return true }
        return bytes.contains { $0 == newline || isInlineMarker($0) }
    }

    /// Whether text written after `output` may start a block: the line so
    /// far holds only indentation and block markers (`> `, `- `, `1. `,
    /// `## `). After other text, `# x` or `1. x` is only text.
    public static func isAtBlockStart(_ output: [UInt8]) -> Bool {
        var index = output.endIndex
        while index > output.startIndex, output[index - 1] != newline {
            let byte = output[index - 1]
            guard byte == space || byte == tab || isBlockMarker(byte) || isDigit(byte) || byte == dot
                || byte == closingParenthesis || byte == UInt8(ascii: "*") else { return false }
            index -= 1
        }
        return true
    }

    /// Escaped wherever they are: emphasis, code, links and images, raw
    /// HTML and autolinks, entities, and the escape character itself.
    private static func isInlineMarker(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"): true
        default: false
        }
    }

    /// Escaped at the start of a line: headings, block quotes, list items,
    /// thematic breaks, setext underlines and fences.
    private static func isBlockMarker(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "#"), UInt8(ascii: ">"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "="), UInt8(ascii: "~"): true
        default: false
        }
    }

    private static let spaceReference = Array("&#32;".utf8)
    private static let tabReference = Array("&#9;".utf8)
    private static let newline = UInt8(ascii: "\n")
    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let backslash = UInt8(ascii: "\\")
    private static let dot = UInt8(ascii: ".")
    private static let closingParenthesis = UInt8(ascii: ")")

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
