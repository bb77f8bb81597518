/// A kind of page: which templates it renders with and which pages exist.
/// Adding a page kind to the site is one writer, its `PageKind` and its
/// templates.
protocol PageWriter: Sendable {
    /// The kinds of page it makes, each with its template and values.
    var kinds: [PageKind] { get }
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

    static var kinds: [PageKind] { all.flatMap(\.kinds) }
}
