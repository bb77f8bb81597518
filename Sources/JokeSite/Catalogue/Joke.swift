import Foundation

/// A document of `jokes.json`.
public struct Joke: Sendable, Equatable, Identifiable {
    public var id: String
    public var character: String
    /// Plain text holding setup and punchline; see `JokeSplitter`.
    public var text: String
    public var type: String
    public var tags: [String]
    public var sfw: Bool
    public var source: String
    public var createdAt: Date?
    public var updatedAt: Date?
    public var likes: Int
    public var dislikes: Int
    public var ratingSum: Int
    public var ratingCount: Int
    public var ratingAvg: Double
    public var popularityScore: Double
    public var line: Int?
    /// `duplicate_of`: the joke whose text this one repeats on purpose
    /// (`add --force` records it); such a duplicate passes validation.
    public var duplicateOf: String? = nil
    /// `previous_ids`: the ids the joke had before a migration; each old
    /// page becomes a redirect to the joke's page (see `RedirectPages`).
    public var previousIDs: [String] = []
    /// Lines of `linedFields`, which validation names in its problems.
    public var fieldLines = FieldLines()

    static let linedFields = ["character", "text", "type", "tags"]

    /// The line of `field`, or of the document for another field.
    public func line(of field: String) -> Int? {
        fieldLines.line(ofSlot: Self.linedFields.firstIndex(of: field), documentLine: line)
    }
}
