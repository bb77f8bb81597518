import Foundation

/// A document of `daily_jokes.json`: the joke assigned to one day.
public struct DailyJoke: Sendable, Equatable {
    public var day: CalendarDay
    public var jokeID: String
    public var createdAt: Date?
    public var line: Int?
}
