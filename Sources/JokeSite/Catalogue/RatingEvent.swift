/// A document of `rating_events.json`: one device's rating of one joke in
/// one ISO week.
public struct RatingEvent: Sendable, Equatable {
    public var id: String
    public var jokeID: String
    public var rating: Int
    public var deviceID: String
    public var weekID: String
    public var timestamp: String
    public var line: Int?
}
