/// Cuts a file holding one JSON object into runs of whole members, so a
/// large collection (a million rating events) parses on every core. It
/// only follows strings, escapes and nesting to see where members end; the
/// parser checks everything else, and when a file is not one object the
/// caller parses it whole to say why.
enum CollectionSplitter {
    struct Chunk: Sendable {
        /// Just after the `{` or `,` before the first member.
        var start: JSONParser.Position
        /// The `,` or `}` after the last member.
        var end: Int
    }

    /// Runs of members of about `size` bytes each; empty for `{}`, nil when
    /// the bytes are not a single object.
    static func chunks(of contents: FileContents, size: Int) -> [Chunk]? {
        if let chunks = chunksAtMemberLines(of: contents, size: size) { return chunks }
        let buffer = contents.bytes
        var index = buffer.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var line = 1
        var lineStart = index
        func skipWhitespace() {
            while index < buffer.count {
                switch buffer[index] {
                case 0x0A: line += 1; lineStart = index + 1
                case 0x20, 0x09, 0x0D: break
                default: return
                }
                index += 1
            }
        }
        skipWhitespace()
        guard index < buffer.count, buffer[index] == UInt8(ascii: "{") else { return nil }
        index += 1
        var start = JSONParser.Position(index: index, line: line, lineStart: lineStart)
        skipWhitespace()
        if index < buffer.count, buffer[index] == UInt8(ascii: "}") {
            index += 1
            skipWhitespace()
            return index == buffer.count ? [] : nil
        }
        var chunks: [Chunk] = []
        var depth = 1
        var inString = false
        while index < buffer.count {
            let byte = buffer[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 2; continue }
                if byte == UInt8(ascii: "\"") { inString = false }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 {
                    // Inner brackets are matched by the parser; the
                    // object's own closing one only here.
                    guard byte == UInt8(ascii: "}") else { return nil }
                    chunks.append(Chunk(start: start, end: index))
                    index += 1
                    skipWhitespace()
                    return index == buffer.count ? chunks : nil
                }
            case UInt8(ascii: ",") where depth == 1 && index - start.index >= size:
                chunks.append(Chunk(start: start, end: index))
                start = JSONParser.Position(index: index + 1, line: line, lineStart: lineStart)
            case 0x0A:
                line += 1
                lineStart = index + 1
            default:
                break
            }
            index += 1
        }
        return nil
    }
}
