/// ISO 8601 week ids as `rating_events` stores them: `2026-W47`.
public enum ISOWeekID {
    public static func isValid(_ id: String) -> Bool {
        let parts = id.split(separator: "-W", omittingEmptySubsequences: false)
        // Digits only: `Int("+1")` would let `2026-W+1` through.
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
              parts.allSatisfy({ $0.allSatisfy { ("0"..."9").contains($0) } }),
              let year = Int(parts[0]), let week = Int(parts[1]), week >= 1,
              CalendarDay.supported.lowerBound.year...CalendarDay.supported.upperBound.year ~= year else { return false }
        // A year has 53 weeks when its last week (the one holding Dec 28) is week 53.
        return week <= weeks(in: year)
    }

    static func weeks(in year: Int) -> Int {
        guard let december28 = CalendarDay(year: year, month: 12, day: 28) else { return 0 }
        return Int(december28.isoWeekID.suffix(2))!
    }
}
