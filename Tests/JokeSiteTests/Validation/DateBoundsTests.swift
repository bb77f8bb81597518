import Foundation
import Testing
@testable import JokeSite

/// SPEC §2: every date lies in 2000-01-01 … 2100-12-31, the archive starts
/// at its first day, and impossible dates are errors, never a crash.
@Suite struct DateBoundsTests {
    private func problems(_ breakIt: (FixtureCatalogue) throws -> Void) throws -> [Problem] {
        let fixture = try FixtureCatalogue()
        try breakIt(fixture)
        return fixture.problems()
    }

    @Test func aBuildDateOutsideTheRangeIsAUsageErrorNotACrash() throws {
        let fixture = try FixtureCatalogue()
        for date in ["9999-12-31", "1999-12-31", "2101-01-01"] {
            let result = try JokeSiteProcess.run(["build", "--content", "content", "--date", date], in: fixture.root)
            #expect(result.status == 2, "\(date): \(result.errors)")
            #expect(result.errors.contains("outside the supported dates 2000-01-01 … 2100-12-31"), "\(result.errors)")
        }
        var options = BuildOptions()
        options.contentDirectory = fixture.content.path
        options.outputDirectory = fixture.root.appendingPathComponent("public").path
        options.date = CalendarDay("9999-12-31")
        #expect(throws: BuildError.self) { try SiteBuilder(options: options).build() }
    }

    /// One joke created on `created` (none: no created_at), assigned to `day`.
    private func problems(assigning day: String, created: String? = nil, site: String = "") throws -> [Problem] {
        let createdAt = created.map { ", \"created_at\": \"\($0)\"" } ?? ""
        return try InlineSite("""
            -- content/jokes.json --
            {
              "joke_a": { "character": "mr_funny", "text": "Why? Because.", "type": "dad_joke"\(createdAt) }
            }
            -- content/daily_jokes.json --
            {
              "\(day)": { "joke_id": "joke_a" }
            }
            \(site)
            """).problems()
    }

    @Test func aDailyKeyOutsideTheRangeIsAnError() throws {
        let found = try problems(assigning: "1900-01-01")
        #expect(found.map(\.message) == ["1900-01-01 is outside the supported dates 2000-01-01 … 2100-12-31"])
        #expect(found.first?.documentID == "1900-01-01")
    }

    @Test func aDayBeforeTheArchivesFirstDayIsAnError() throws {
        let configured = try problems(assigning: "2026-11-01", site: """
            -- content/site.json --
            { "title": "Inline Jokes", "base_url": "https://inline.example.org/", "first_day": "2026-11-20" }
            """)
        #expect(configured.count == 1)
        #expect(configured.first?.message.hasPrefix("2026-11-01 is before the archive's first day 2026-11-20 (first_day in ") == true)
        // Without first_day, the archive starts on the day of the earliest created_at.
        let byCreation = try problems(assigning: "2026-01-09", created: "2026-01-10T12:00:00Z")
        #expect(byCreation.count == 1)
        #expect(byCreation.first?.message.hasPrefix("2026-01-09 is before the archive's first day 2026-01-10 (the earliest created_at") == true)
    }

    @Test(arguments: [
        ("2026-02-30T00:00:00Z", "is not a real ISO 8601 timestamp"),
        ("2026-11-20T24:00:00Z", "is not a real ISO 8601 timestamp"),
        ("2026-11-20 12:00:00Z", "is not a real ISO 8601 timestamp"),
        ("9999-01-01T00:00:00Z", "is outside the supported dates"),
        ("1970-01-01T00:00:00Z", "is outside the supported dates"),
    ])
    func impossibleOrOutOfRangeTimestampsAreErrors(timestamp: String, message: String) throws {
        let found = try InlineSite("""
            -- content/jokes.json --
            {
              "joke_a": {
                "character": "mr_funny",
                "text": "Why? Because.",
                "type": "dad_joke",
                "created_at": "\(timestamp)"
              }
            }
            """).problems()
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.field == "created_at")
        #expect(found.first?.line == 6)
        #expect(found.first?.message.contains(message) == true, "\(found)")
    }

    @Test func aRatingEventTimestampIsChecked() throws {
        let found = try problems { try $0.replace("\"2026-11-18T16:00:00Z\"", with: "\"2026-02-30T16:00:00Z\"", in: "rating_events.json") }
        #expect(found.map(\.field) == ["timestamp"])
    }

    @Test(arguments: ["2026-W+1", "+026-W01", "2026-W00", "2026-W54", "1999-W10", "2026-w10"])
    func malformedWeekIDsAreErrors(weekID: String) throws {
        #expect(!ISOWeekID.isValid(weekID))
    }

    @Test func goodWeekIDsPass() {
        #expect(ISOWeekID.isValid("2026-W47"))
        #expect(ISOWeekID.isValid("2026-W53"))
        #expect(!ISOWeekID.isValid("2027-W53"))
    }

    @Test func timestampsParseStrictlyWithFractionsAndOffsets() {
        #expect(Timestamp.parse("2026-11-20T15:00:00Z") == Date(timeIntervalSince1970: 1_795_186_800))
        #expect(Timestamp.parse("2026-11-20T15:00:00.250Z") == Date(timeIntervalSince1970: 1_795_186_800.25))
        #expect(Timestamp.parse("2026-11-20T10:00:00-05:00") == Date(timeIntervalSince1970: 1_795_186_800))
        #expect(Timestamp.parse("2026-11-20T15:00:00") == nil, "a zone is required")
        #expect(Timestamp.parse("2026-11-20T15:00:00.Z") == nil)
        #expect(Timestamp.parse("2026-11-20T15:00:60Z") == nil)
    }

    @Test func anUnusableFirstDayIsAnError() throws {
        let found = try problems { try $0.replace("\"first_day\": \"2026-11-20\"", with: "\"first_day\": \"1999-12-31\"", in: "site.json") }
        #expect(found.map(\.field) == ["first_day"])
    }
}
