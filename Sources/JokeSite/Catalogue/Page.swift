/// A Markdown page from `pages/*.md`, such as the about page.
public struct Page: Sendable, Equatable {
    public var slug: String
    public var title: String
    public var description: String?
    /// Markdown, front matter removed.
    public var body: String
    public var file: String
}
