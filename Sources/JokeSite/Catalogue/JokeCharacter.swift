/// A document of `characters.json`: one of the joke tellers.
public struct JokeCharacter: Sendable, Equatable, Identifiable {
    public var id: String
    public var name: String
    /// Markdown.
    public var personality: String
    public var jokeTypes: [String]
    public var color: String
    public var backgroundLight: String
    public var backgroundDark: String
    public var line: Int?
}
