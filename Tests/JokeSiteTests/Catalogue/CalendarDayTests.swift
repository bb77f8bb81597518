import Testing
@testable import JokeSite

@Suite struct CalendarDayTests {
    @Test func parsesRealDatesOnly() {
        #expect(CalendarDay("2026-11-22") == CalendarDay(year: 2026, month: 11, day: 22))
        #expect(CalendarDay("2024-02-29") != nil)
        for bad in ["2026-02-30", "2025-02-29", "2026-13-01", "2026-00-10", "2026-1-01", "26-11-22", "2026/11/22", "2026-11-22T00", ""] {
            #expect(CalendarDay(bad) == nil, "\(bad)")
        }
    }

    @Test func countsDaysAcrossMonthsAndYears() {
        let day = CalendarDay("2026-12-31")!
        #expect(day.adding(days: 1).description == "2027-01-01")
        #expect(CalendarDay("2024-02-28")!.adding(days: 1).description == "2024-02-29")
        #expect(CalendarDay("1970-01-01")!.daysSinceEpoch == 0)
        #expect(CalendarDay(daysSinceEpoch: day.daysSinceEpoch) == day)
    }

    @Test(arguments: [
        ("2026-12-31", "2026-W53"),
        ("2027-01-01", "2026-W53"),
        ("2027-01-04", "2027-W01"),
        ("2025-12-29", "2026-W01"),
        ("2026-11-22", "2026-W47"),
        ("2021-01-03", "2020-W53"),
    ])
    func isoWeekIDsAreRightAtYearEnds(day: String, week: String) {
        #expect(CalendarDay(day)!.isoWeekID == week)
    }

    @Test func weekdaysAreISO() {
        #expect(CalendarDay("2026-11-22")!.isoWeekday == 7)
        #expect(CalendarDay("2026-11-23")!.isoWeekday == 1)
    }
}
