/// A day written out in English, "Sunday, November 22, 2026", without the
/// machine's locale (so builds are the same everywhere).
enum DayLabel {
    private static let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    private static let months = ["January", "February", "March", "April", "May", "June", "July",
                                 "August", "September", "October", "November", "December"]

    static func long(_ day: CalendarDay) -> String {
        "\(weekdays[day.isoWeekday - 1]), \(months[day.month - 1]) \(day.day), \(day.year)"
    }

    static func short(_ day: CalendarDay) -> String {
        "\(months[day.month - 1].prefix(3)) \(day.day), \(day.year)"
    }
}
