/// ISO 8601 week ids as `rating_events` stores them: `2026-W47`.
public enum ISOWeekID {
    public static func isValid(_ id: String) -> Bool {
        let parts = id.split(separator: "-W", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
              let year = Int(parts[0]), let week = Int(parts[1]), week >= 1 else { return false }
        // A year has 53 weeks when its last week (the one holding Dec 28) is week 53.
        return week <= weeks(in: year)
    }

    static func weeks(in year: Int) -> Int {
        guard let december28 = CalendarDay(year: year, month: 12, day: 28) else { return 0 }
        return Int(december28.isoWeekID.suffix(2))!
    }
}
