import Foundation

/// A calendar date with no time or zone (`2026-11-22`): the key of a daily
/// joke. Arithmetic is done on a day count, so it never meets DST.
public struct CalendarDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...Self.daysInMonth(month, of: year)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses exactly `YYYY-MM-DD`; rejects dates that do not exist (2026-02-30).
    public init?(_ text: String) {
        var text = text
        guard let day = text.withUTF8({ Self(utf8: $0) }) else { return nil }
        self = day
    }

    /// `init(_:)` on the text's UTF-8, without making a string of it.
    init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// Days since 1970-01-01 (proleptic Gregorian; H. Hinnant's civil algorithm).
    public init(daysSinceEpoch: Int) {
        let z = daysSinceEpoch + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// SPEC §2: every date a command is given or the catalogue holds lies
    /// in this range; outside it is an error (a site's archive then stays
    /// bounded, and date arithmetic never leaves the calendar).
    public static let supported = CalendarDay(year: 2000, month: 1, day: 1)!...CalendarDay(year: 2100, month: 12, day: 31)!

    public var isSupported: Bool { Self.supported.contains(self) }

    /// "2000-01-01 … 2100-12-31", for messages.
    public static var supportedDescription: String { "\(supported.lowerBound) … \(supported.upperBound)" }

    public var daysSinceEpoch: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    public func adding(days: Int) -> CalendarDay {
        CalendarDay(daysSinceEpoch: daysSinceEpoch + days)
    }

    /// ISO weekday: 1 is Monday, 7 is Sunday.
    public var isoWeekday: Int {
        // 1970-01-01 was a Thursday (4).
        ((daysSinceEpoch % 7 + 7) % 7 + 3) % 7 + 1
    }

    /// The ISO 8601 week id (`2026-W53`): a week belongs to the year of its Thursday.
    public var isoWeekID: String {
        let thursday = adding(days: 4 - isoWeekday)
        let janFirst = CalendarDay(year: thursday.year, month: 1, day: 1)!
        let week = (thursday.daysSinceEpoch - janFirst.daysSinceEpoch) / 7 + 1
        return "\(thursday.year)-W\(week.zeroPadded(2))"
    }

    public var description: String {
        guard (0...9999).contains(year) else { return "\(year.zeroPadded(4))-\(month.zeroPadded(2))-\(day.zeroPadded(2))" }
        // Written as bytes: every daily page and listing names its days.
        return String(unsafeUninitializedCapacity: 10) { bytes in
            for (offset, number) in [(0, year / 100), (2, year % 100), (5, month), (8, day)] {
                bytes[offset] = UInt8(ascii: "0") + UInt8(number / 10)
                bytes[offset + 1] = UInt8(ascii: "0") + UInt8(number % 10)
            }
            bytes[4] = UInt8(ascii: "-")
            bytes[7] = UInt8(ascii: "-")
            return 10
        }
    }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    private static func daysInMonth(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

extension Int {
    /// The number in decimal with leading zeros up to `width` digits.
    func zeroPadded(_ width: Int) -> String {
        let digits = String(self)
        return String(repeating: "0", count: Swift.max(0, width - digits.count)) + digits
    }
}
