import Foundation
import Testing
@testable import JokeSite

@Suite struct SiteCalendarTests {
    private let newYork = SiteCalendar(timeZone: TimeZone(identifier: "America/New_York")!)

    @Test(arguments: [
        ("2026-03-07", "2026-03-08T00:00:00-05:00"),
        ("2026-03-08", "2026-03-09T00:00:00-04:00"),
        ("2026-10-31", "2026-11-01T00:00:00-04:00"),
        ("2026-11-01", "2026-11-02T00:00:00-05:00"),
    ])
    func nextMidnightAcrossDaylightSavingChanges(day: String, midnight: String) {
        #expect(newYork.rfc3339(newYork.nextMidnight(after: CalendarDay(day)!)) == midnight)
    }

    @Test func theDayOfAnInstantIsTheSiteZonesDay() throws {
        let instant = try Date("2026-11-22T03:30:00Z", strategy: .iso8601)
        #expect(newYork.day(of: instant).description == "2026-11-21")
        let utc = SiteCalendar(timeZone: TimeZone(identifier: "UTC")!)
        #expect(utc.day(of: instant).description == "2026-11-22")
    }

    @Test func daysAreTwentyThreeAndTwentyFiveHoursLongOnChangeDays() {
        let spring = newYork.nextMidnight(after: CalendarDay("2026-03-08")!).timeIntervalSince(newYork.startOfDay(CalendarDay("2026-03-08")!))
        let autumn = newYork.nextMidnight(after: CalendarDay("2026-11-01")!).timeIntervalSince(newYork.startOfDay(CalendarDay("2026-11-01")!))
        #expect(spring == 23 * 3600)
        #expect(autumn == 25 * 3600)
    }
}
