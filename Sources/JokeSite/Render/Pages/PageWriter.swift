/// A kind of page: which templates it renders with and which pages exist.
/// Adding a page kind to the site is one writer and its templates.
protocol PageWriter: Sendable {
    /// Renders with `templates/NAME.html.mustache` and `NAME.md.mustache`.
    var templates: [String] { get }
    func jobs(_ context: RenderContext) -> [PageJob]
}

enum PageWriters {
    static let all: [any PageWriter] = [
        HomePageWriter(),
        DailyPagesWriter(),
        CharacterPagesWriter(),
        JokePagesWriter(),
        TagPagesWriter(),
        Top10PageWriter(),
        WidgetGalleryWriter(),
        ContentPagesWriter(),
        NotFoundPageWriter(),
    ]

    static var templates: [String] { all.flatMap(\.templates) }
}
