import Foundation

/// Calendar days and instants in the site's time zone (SPEC §2: "dates are
/// calendar days in the site's time zone").
public struct SiteCalendar: Sendable {
    public let timeZone: TimeZone
    private let calendar: Calendar

    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// The calendar day it is at `instant` in the site's zone.
    public func day(of instant: Date) -> CalendarDay {
        let parts = calendar.dateComponents([.year, .month, .day], from: instant)
        return CalendarDay(year: parts.year!, month: parts.month!, day: parts.day!)!
    }

    /// The first instant of `day` (midnight, or the first instant after a
    /// DST gap that swallows midnight).
    public func startOfDay(_ day: CalendarDay) -> Date {
        let noon = calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: 12))!
        return calendar.startOfDay(for: noon)
    }

    /// When a widget showing `day`'s joke must refresh: the next midnight.
    public func nextMidnight(after day: CalendarDay) -> Date {
        startOfDay(day.adding(days: 1))
    }

    /// RFC 3339 with the zone's offset at that instant, e.g. `2026-03-08T00:00:00-05:00`.
    public func rfc3339(_ instant: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: instant)
        let offset = timeZone.secondsFromGMT(for: instant)
        let sign = offset < 0 ? "-" : "+"
        let minutes = abs(offset) / 60
        let date = CalendarDay(year: parts.year!, month: parts.month!, day: parts.day!)!
        let time = [parts.hour!, parts.minute!, parts.second!].map { $0.zeroPadded(2) }.joined(separator: ":")
        return "\(date)T\(time)\(sign)\((minutes / 60).zeroPadded(2)):\((minutes % 60).zeroPadded(2))"
    }
}
