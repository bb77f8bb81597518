import Foundation

/// A document of `daily_jokes.json`: the joke assigned to one day.
public struct DailyJoke: Sendable, Equatable {
    public var day: CalendarDay
    public var jokeID: String
    public var createdAt: Date?
    public var line: Int?
    /// The line of `joke_id`.
    public var fieldLines = FieldLines()

    static let linedFields = ["joke_id"]

    /// The line of `field`, or of the document for another field.
    public func line(of field: String) -> Int? {
        fieldLines.line(ofSlot: Self.linedFields.firstIndex(of: field), documentLine: line)
    }
}
