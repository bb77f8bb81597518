/// Where the pages of some kinds come from: which templates they render
/// with and which pages exist, as jobs (`SiteOutputs` renders them).
/// Adding a page kind to the site is one source, its `PageKind` and its
/// templates.
protocol PageSource: Sendable {
    /// The kinds of page it makes, each with its template and values.
    var kinds: [PageKind] { get }
    func jobs(_ context: RenderContext) -> [PageJob]
}

enum PageSources {
    static let all: [any PageSource] = [
        HomePage(),
        DailyPages(),
        CharacterPages(),
        JokePages(),
        TagPages(),
        Top10Page(),
        WidgetGallery(),
        ContentPages(),
        NotFoundPage(),
        SearchPage(),
    ]

    static var kinds: [PageKind] { all.flatMap(\.kinds) }
}
