/// A Markdown page from `pages/*.md`, such as the about page.
public struct Page: Sendable, Equatable {
    public var slug: String
    public var title: String
    public var description: String?
    /// A shorter title for the menu (`menu_title`), where the whole one
    /// would wrap on a phone.
    public var menuTitle: String? = nil
    /// `aliases`: old addresses of the page, each sending the visitor on
    /// to it (see `OldAddresses`), as written in the front matter.
    public var aliases: [String] = []
    /// Markdown, front matter removed.
    public var body: String
    public var file: String
}
