/// Writes JSON the way the catalogue files are kept: keys sorted, two-space
/// indent, one array element per line, a final newline. Small, stable
/// diffs in pull requests depend on every tool writing exactly this.
public enum JSONWriter {
    public static func format(_ value: JSONValue) -> String {
        var output = ""
        write(value, indent: 0, into: &output)
        output.append("\n")
        return output
    }

    private static func write(_ value: JSONValue, indent: Int, into output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += number.literal
        case .string(let text): writeString(text, into: &output)
        case .array(let elements):
            guard !elements.isEmpty else { output += "[]"; return }
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += String(repeating: " ", count: indent + 2)
                write(element, indent: indent + 2, into: &output)
                output += index + 1 < elements.count ? ",\n" : "\n"
            }
            output += String(repeating: " ", count: indent) + "]"
        case .object(let object):
            guard !object.members.isEmpty else { output += "{}"; return }
            output += "{\n"
            let members = object.members.sorted { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }
            for (index, member) in members.enumerated() {
                output += String(repeating: " ", count: indent + 2)
                writeString(member.key, into: &output)
                output += ": "
                write(member.value, indent: indent + 2, into: &output)
                output += index + 1 < members.count ? ",\n" : "\n"
            }
            output += String(repeating: " ", count: indent) + "}"
        }
    }

    private static func writeString(_ text: String, into output: inout String) {
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
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output.append("\"")
    }
}
