/// Steps through JSON bytes keeping the line, for scanners; each step
/// reads what is usual and says whether it was there.
struct ScanCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var position: JSONParser.Position

    mutating func skipWhitespace() {
        while position.index < bytes.count {
            switch bytes[position.index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                position.index += 1
            case UInt8(ascii: "\n"):
                position.index += 1
                position.line += 1
                position.lineStart = position.index
            default:
                return
            }
        }
    }

    mutating func take(_ byte: UInt8) -> Bool {
        guard position.index < bytes.count, bytes[position.index] == byte else { return false }
        position.index += 1
        return true
    }

    /// A string of printable ASCII with no escapes: the range of its bytes.
    mutating func plainString() -> Range<Int>? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = position.index
        while position.index < bytes.count {
            let byte = bytes[position.index]
            if byte == UInt8(ascii: "\"") {
                position.index += 1
                return start..<(position.index - 1)
            }
            guard byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\\") else { return nil }
            position.index += 1
        }
        return nil
    }

    /// A whole number of up to nine digits, as JSON writes one (no leading
    /// zeros), not followed by a fraction or an exponent.
    mutating func wholeNumber() -> Int? {
        let isNegative = take(UInt8(ascii: "-"))
        let start = position.index
        var value = 0
        while position.index < bytes.count, position.index - start < 10,
              case let byte = bytes[position.index], byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            position.index += 1
        }
        let digits = position.index - start
        guard (1...9).contains(digits), digits == 1 || bytes[start] != UInt8(ascii: "0"), position.index < bytes.count else { return nil }
        switch bytes[position.index] {
        case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): return nil
        default: return isNegative ? -value : value
        }
    }

    /// Moves past an object, nested values and all, as long as it is well
    /// formed enough to find its end: brackets that pair up, strings
    /// without raw control characters. What is between is not checked; a
    /// caller that needs it parsed leaves that to the parser.
    mutating func skipObject() -> Bool {
        guard position.index < bytes.count, bytes[position.index] == UInt8(ascii: "{") else { return false }
        // One bit per open bracket, 1 for an object: deeper than 64 is left to the parser.
        var open: UInt64 = 0
        var depth = 0
        while position.index < bytes.count {
            let byte = bytes[position.index]
            position.index += 1
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard depth < 64 else { return false }
                open = open << 1 | (byte == UInt8(ascii: "{") ? 1 : 0)
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard depth > 0, open & 1 == (byte == UInt8(ascii: "}") ? 1 : 0) else { return false }
                open >>= 1
                depth -= 1
                if depth == 0 { return true }
            case UInt8(ascii: "\""):
                guard skipStringBody() else { return false }
            case UInt8(ascii: "\n"):
                position.line += 1
                position.lineStart = position.index
            default:
                break
            }
        }
        return false
    }

    /// Past the closing quote of a string whose opening quote was just read.
    private mutating func skipStringBody() -> Bool {
        while position.index < bytes.count {
            let byte = bytes[position.index]
            position.index += 1
            if byte == UInt8(ascii: "\"") { return true }
            guard byte >= 0x20 else { return false }
            if byte == UInt8(ascii: "\\") { position.index += 1 }
        }
        return false
    }
}
