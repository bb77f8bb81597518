/// A document of `rating_events.json`: one device's rating of one joke in
/// one ISO week. A catalogue keeps them as `RatingEvents`; this is one of
/// them made whole.
public struct RatingEvent: Sendable, Equatable {
    public var id: String
    public var jokeID: String
    public var rating: Int
    public var weekID: String
    public var line: Int?
    /// Lines of `linedFields`, which validation names in its problems.
    public var fieldLines = FieldLines()
    public var deviceID = ""
    /// Seconds since 1970 (fractions are not kept).
    public var timestamp: Int? = nil

    static let linedFields = ["joke_id", "rating", "week_id"]
    /// What a rating may be: 1 (horrible) to 5 (hilarious).
    static let ratings = 1...5

    /// The line of `field`, or of the document for another field.
    public func line(of field: String) -> Int? {
        fieldLines.line(ofSlot: Self.linedFields.firstIndex(of: field), documentLine: line)
    }
}
