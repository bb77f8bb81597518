/// A document of `rating_events.json`: one device's rating of one joke in
/// one ISO week. The device and the timestamp are checked while loading
/// but not kept: nothing uses them, and a big catalogue holds a million
/// events.
public struct RatingEvent: Sendable, Equatable {
    public var id: String
    public var jokeID: String
    public var rating: Int
    public var weekID: String
    public var line: Int?
}
