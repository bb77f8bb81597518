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
    /// Lines of `linedFields`, which validation names in its problems.
    public var fieldLines = FieldLines()

    static let linedFields = ["joke_id", "rating", "week_id"]

    /// The line of `field`, or of the document for another field.
    public func line(of field: String) -> Int? {
        fieldLines.line(ofSlot: Self.linedFields.firstIndex(of: field), documentLine: line)
    }
}

/// A million events parse from JSON in seconds; a build keeps them on disk
/// this way for the next one (see `DiskCollectionCache`).
extension RatingEvent: CompactRecord {
    func write(to writer: inout CompactWriter) {
        writer.write(id)
        writer.write(jokeID)
        writer.write(rating)
        writer.write(weekID)
        writer.write(line)
        writer.write(Int(fieldLines.packed))
    }

    init?(from reader: inout CompactReader) {
        guard let id = reader.string(), let jokeID = reader.string(), let rating = reader.int(),
              let weekID = reader.string(), let line = reader.optionalInt(), let fieldLines = reader.int(),
              let packed = UInt32(exactly: fieldLines) else { return nil }
        self.init(id: id, jokeID: jokeID, rating: rating, weekID: weekID, line: line, fieldLines: FieldLines(packed: packed))
    }
}
