import Foundation

/// The ISO 8601 UTC timestamps the catalogue stores (`2026-11-22T05:00:00Z`).
public enum UTCTimestamp {
    public static func format(_ instant: Date) -> String {
        let utc = SiteCalendar(timeZone: TimeZone(identifier: "UTC")!)
        return String(utc.rfc3339(instant).dropLast(6)) + "Z"
    }
}
