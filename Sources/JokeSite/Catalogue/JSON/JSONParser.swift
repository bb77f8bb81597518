/// A strict RFC 8259 parser over UTF-8 bytes. Foundation's parsers report
/// a byte offset at best; a catalogue editor needs the line and column of a
/// syntax error and the line of every document, which this one tracks.
public struct JSONParser {
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { (bytes) throws(JSONSyntaxError) -> JSONValue in try parse(bytes) }
    }

    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        parser.skipByteOrderMark()
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw parser.error("unexpected \(parser.describeCurrent()) after the end of the JSON value")
        }
        return value
    }

    private static let maximumDepth = 512

    /// Borrowed for one parse: reading through a buffer pointer spares the
    /// retains and releases of an array on every byte.
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var line = 1
    private var lineStart = 0

    private init(bytes: UnsafeBufferPointer<UInt8>, at start: Position = Position(index: 0, line: 1, lineStart: 0)) {
        self.bytes = bytes
        index = start.index
        line = start.line
        lineStart = start.lineStart
    }

    /// A place in the bytes, with the line it is on.
    struct Position: Sendable, Equatable {
        var index: Int
        var line: Int
        var lineStart: Int
    }

    /// Parses the members of a top-level object from `start` (just after
    /// `{` or a `,`) up to `end` (the `,` or `}` after the last member),
    /// handing each to `body` as soon as it is parsed, with where its name
    /// is written (between the quotes). Several ranges of one file can be
    /// parsed at once (see `CollectionSplitter`). `scan` may read a member
    /// itself, straight from the bytes, and move the position past it
    /// (see `RatingEventScanner`); those are not parsed.
    static func members(of bytes: UnsafeBufferPointer<UInt8>, from start: Position, to end: Int,
                        scanning scan: (UnsafeBufferPointer<UInt8>, inout Position) -> Bool = { _, _ in false },
                        _ body: (JSONObject.Member, Range<Int>) -> Void) throws(JSONSyntaxError) {
        var parser = JSONParser(bytes: bytes, at: start)
        while true {
            parser.skipWhitespace()
            var position = Position(index: parser.index, line: parser.line, lineStart: parser.lineStart)
            if scan(bytes, &position) {
                (parser.index, parser.line, parser.lineStart) = (position.index, position.line, position.lineStart)
            } else {
                let keyStart = parser.index + 1
                let member = try parser.parseMember(depth: 0)
                body(member, keyStart..<parser.closingQuote(from: keyStart))
            }
            parser.skipWhitespace()
            if parser.index == end { return }
            guard parser.index < end, bytes[parser.index] == UInt8(ascii: ",") else {
                throw parser.error("unexpected \(parser.describeCurrent()), expected ',' or '}' (is a comma missing?)")
            }
            parser.index += 1
        }
    }

    /// The `"` that ends a string read before, whose first byte is at `start`.
    private func closingQuote(from start: Int) -> Int {
        var end = start
        while bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
        return end
    }

    private mutating func skipByteOrderMark() {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3; lineStart = 3 }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(line: line, column: index - lineStart + 1, message: message)
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if byte >= 0x20 && byte < 0x7F { return "character '\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end of file, expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            // Recursion stops here, not at the stack's end (Foundation's
            // JSONSerialization has the same limit).
            guard depth < Self.maximumDepth else {
                throw error("objects and arrays nested deeper than \(Self.maximumDepth) levels")
            }
            return bytes[index] == UInt8(ascii: "{") ? .object(try parseObject(depth: depth)) : .array(try parseArray(depth: depth))
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("unexpected \(describeCurrent()), expected a value")
        }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        let start = index
        for byte in expected {
            guard index < bytes.count, bytes[index] == byte else {
                index = start
                throw error("invalid literal, expected '\(literal)'")
            }
            index += 1
        }
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONObject {
        index += 1
        var object = JSONObject()
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return object }
        while true {
            object.members.append(try parseMember(depth: depth))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file, expected ',' or '}'") }
            switch bytes[index] {
            case UInt8(ascii: ","): try skipComma(before: UInt8(ascii: "}"))
            case UInt8(ascii: "}"): index += 1; return object
            default: throw error("unexpected \(describeCurrent()), expected ',' or '}' (is a comma missing?)")
            }
        }
    }

    /// `"name": value`, after any whitespace.
    private mutating func parseMember(depth: Int) throws(JSONSyntaxError) -> JSONObject.Member {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw error("unexpected \(describeCurrent()), expected a member name in double quotes")
        }
        let keyLine = line
        let key = try parseString()
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
            throw error("unexpected \(describeCurrent()), expected ':' after member name")
        }
        index += 1
        skipWhitespace()
        let value = try parseValue(depth: depth + 1)
        return JSONObject.Member(key: key, value: value, line: keyLine)
    }

    /// Steps over the comma at `index`; one that `close` follows is an
    /// error at the comma, not at the `close` (often on the next line).
    private mutating func skipComma(before close: UInt8) throws(JSONSyntaxError) {
        let (commaLine, commaColumn) = (line, index - lineStart + 1)
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == close {
            throw JSONSyntaxError(line: commaLine, column: commaColumn,
                                  message: "a comma before '\(Character(Unicode.Scalar(close)))': JSON allows no trailing comma; remove it")
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> [JSONValue] {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return elements }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file, expected ',' or ']'") }
            switch bytes[index] {
            case UInt8(ascii: ","): try skipComma(before: UInt8(ascii: "]"))
            case UInt8(ascii: "]"): index += 1; return elements
            default: throw error("unexpected \(describeCurrent()), expected ',' or ']' (is a comma missing?)")
            }
        }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1
        let start = index
        // Fast path: no escapes, so the bytes are the string (and when they
        // are all ASCII, they need no UTF-8 check either).
        var isASCII = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = isASCII ? String(decoding: bytes[start..<index], as: UTF8.self) : try decodeUTF8(start..<index)
                index += 1
                return text
            }
            if byte >= 0x80 { isASCII = false }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw error("control character in string (newlines must be written \\n)") }
            index += 1
        }
        var scalars = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return try decodeUTF8Buffer(scalars, at: start)
            case UInt8(ascii: "\\"):
                index += 1
                try appendEscape(to: &scalars)
            case 0..<0x20:
                throw error("control character in string (newlines must be written \\n)")
            default:
                scalars.append(byte)
                index += 1
            }
        }
        throw error("unexpected end of file inside a string")
    }

    private mutating func appendEscape(to buffer: inout [UInt8]) throws(JSONSyntaxError) {
        guard index < bytes.count else { throw error("unexpected end of file inside a string") }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escape)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try parseHex4()
            if (0xD800..<0xDC00).contains(scalar) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("unpaired UTF-16 surrogate in \\u escape")
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired UTF-16 surrogate in \\u escape") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(scalar) {
                throw error("unpaired UTF-16 surrogate in \\u escape")
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
            buffer.append(contentsOf: String(Character(unicode)).utf8)
        default:
            index -= 1
            throw error("invalid escape \\\(describeCurrent())")
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("unexpected end of file in \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("invalid hex digit in \\u escape")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    private func decodeUTF8(_ range: Range<Int>) throws(JSONSyntaxError) -> String {
        if let text = String(validating: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) { return text }
        throw invalidUTF8(in: range)
    }

    private func decodeUTF8Buffer(_ buffer: [UInt8], at start: Int) throws(JSONSyntaxError) -> String {
        if let text = String(validating: buffer, as: UTF8.self) { return text }
        throw invalidUTF8(in: start..<index)
    }

    private func invalidUTF8(in range: Range<Int>) -> JSONSyntaxError {
        // Point at the string; the file is not UTF-8 (perhaps Latin-1 or UTF-16).
        JSONSyntaxError(line: line, column: range.lowerBound - lineStart, message: "the file is not valid UTF-8 text")
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONNumber {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number, expected a digit") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number, expected a digit after '.'") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number, expected an exponent") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw error("number out of range") }
        return JSONNumber(value, literal: text)
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
