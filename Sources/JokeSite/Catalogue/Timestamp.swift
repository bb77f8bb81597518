import Foundation

/// ISO 8601 timestamps as the catalogue stores them:
/// `YYYY-MM-DDTHH:MM:SS`, optional fractional seconds (Firestore exports
/// have them), then `Z` or an offset `±HH:MM`. Parsed by hand, strictly:
/// Foundation's parser rolls `2026-02-30` over into March, and a million
/// rating events must parse fast.
public enum Timestamp {
    /// The instant, or nil when the text is not such a timestamp or not a
    /// real date and time.
    public static func parse(_ text: String) -> Date? {
        parseDated(text)?.instant
    }

    /// The instant and the calendar date written in the text (checked
    /// against `CalendarDay.supported` by the caller).
    static func parseDated(_ text: String) -> (instant: Date, day: CalendarDay)? {
        var text = text
        return text.withUTF8 { parseDated(utf8: $0) }
    }

    /// `parseDated(_:)` on the text's UTF-8, without making a string of it.
    static func parseDated(utf8 bytes: UnsafeBufferPointer<UInt8>) -> (instant: Date, day: CalendarDay)? {
        guard bytes.count >= 20, let day = CalendarDay(utf8: UnsafeBufferPointer(rebasing: bytes[0..<10])),
              bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
              let hour = number(bytes, 11..<13), let minute = number(bytes, 14..<16), let second = number(bytes, 17..<19),
              hour < 24, minute < 60, second < 60 else { return nil }
        var index = 19
        var fraction = 0.0
        if bytes[index] == UInt8(ascii: ".") {
            let digits = bytes[(index + 1)...].prefix { isDigit($0) }
            guard (1...9).contains(digits.count) else { return nil }
            fraction = Double("0." + String(decoding: digits, as: UTF8.self)) ?? 0
            index += 1 + digits.count
        }
        let offsetSeconds: Int
        if index == bytes.count - 1, bytes[index] == UInt8(ascii: "Z") {
            offsetSeconds = 0
        } else if index == bytes.count - 6, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"),
                  bytes[index + 3] == UInt8(ascii: ":"),
                  let hours = number(bytes, (index + 1)..<(index + 3)), let minutes = number(bytes, (index + 4)..<(index + 6)),
                  hours < 24, minutes < 60 {
            offsetSeconds = (hours * 3600 + minutes * 60) * (bytes[index] == UInt8(ascii: "-") ? -1 : 1)
        } else {
            return nil
        }
        let seconds = day.daysSinceEpoch * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds
        return (Date(timeIntervalSince1970: Double(seconds) + fraction), day)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        var value = 0
        for byte in bytes[range] {
            guard isDigit(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
