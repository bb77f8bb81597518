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
    /// An image in `content/` shown instead of the initial (`avatar`),
    /// relative to the content folder; `AvatarCheck` validates it.
    public var avatar: String? = nil
    public var line: Int?
}
