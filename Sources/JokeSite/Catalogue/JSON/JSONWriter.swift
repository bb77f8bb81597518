/// jokesite's one JSON writer: keys sorted, strings escaped as JSON needs
/// (and, for a `<script>` element, as HTML needs too), so the same value
/// always gives the same bytes. The catalogue files are kept in
/// `Style.catalogue`: small, stable diffs in pull requests depend on every
/// tool writing exactly that.
public enum JSONWriter {
    public struct Style: Sendable {
        /// Spaces per level, one member or element a line, and a final
        /// newline; nil: all on one line.
        let indent: Int?
        /// Between a key and its value.
        let colon: String
        /// An empty array or object opened and closed on lines of their
        /// own, an empty line between; else `[]` and `{}`.
        var emptyOnLines = false
        /// `/`, `<`, `>`, `&`, U+2028 and U+2029 escaped too: no text can
        /// end the `<script>` element the JSON sits in, or open a comment.
        var inScript = false

        /// Two-space indent, one array element per line, a final newline.
        public static let catalogue = Style(indent: 2, colon: ": ")
        /// The site's JSON files (widget snapshots, app association files),
        /// spaced as they have always been published (as Foundation's
        /// `JSONEncoder` writes them), so their bytes stay the same.
        public static let published = Style(indent: 2, colon: " : ", emptyOnLines: true)
        /// One line, no spaces (Pagefind's entry file, the preview's events).
        public static let compact = Style(indent: nil, colon: ":")
        /// `compact`, to sit in a `<script>` element (JSON-LD).
        public static let script = Style(indent: nil, colon: ":", inScript: true)
    }

    public static func format(_ value: JSONValue, style: Style = .catalogue) -> String {
        var output = ""
        write(value, style, indent: 0, into: &output)
        if style.indent != nil { output.append("\n") }
        return output
    }

    private static func write(_ value: JSONValue, _ style: Style, indent: Int, into output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += number.literal
        case .string(let text): writeString(text, style, into: &output)
        case .array(let elements):
            writeList(elements, open: "[", close: "]", style, indent: indent, into: &output) { element, inner, output in
                write(element, style, indent: inner, into: &output)
            }
        case .object(let object):
            let members = object.members.sorted { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }
            writeList(members, open: "{", close: "}", style, indent: indent, into: &output) { member, inner, output in
                writeString(member.key, style, into: &output)
                output += style.colon
                write(member.value, style, indent: inner, into: &output)
            }
        }
    }

    private static func writeList<Item>(_ items: [Item], open: String, close: String, _ style: Style, indent: Int,
                                        into output: inout String, item: (Item, Int, inout String) -> Void) {
        guard !items.isEmpty else {
            output += style.emptyOnLines ? open + "\n\n" + String(repeating: " ", count: indent) + close : open + close
            return
        }
        guard let step = style.indent else {
            output += open
            for (index, element) in items.enumerated() {
                if index > 0 { output += "," }
                item(element, indent, &output)
            }
            output += close
            return
        }
        output += open + "\n"
        for (index, element) in items.enumerated() {
            output += String(repeating: " ", count: indent + step)
            item(element, indent + step, &output)
            output += index + 1 < items.count ? ",\n" : "\n"
        }
        output += String(repeating: " ", count: indent) + close
    }

    private static func writeString(_ text: String, _ style: Style, into output: inout String) {
        output.append("\"")
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case _ where scalar.value < 0x20: output += unicodeEscape(scalar)
            case "/", "<", ">", "&", "\u{2028}", "\u{2029}":
                if !style.inScript {
                    output.unicodeScalars.append(scalar)
                } else {
                    output += scalar == "/" ? "\\/" : unicodeEscape(scalar)
                }
            default: output.unicodeScalars.append(scalar)
            }
        }
        output.append("\"")
    }

    /// `\u` and four lowercase hexadecimal digits.
    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
