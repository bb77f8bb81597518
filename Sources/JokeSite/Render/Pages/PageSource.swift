/// A page kind's declaration, whole: where its pages live and how a
/// visitor reaches them (`outputs`: route, menu label, `{{site.links}}`
/// entry, content types), which templates they render with and the values
/// those see (`kinds`), and which pages exist (`jobs`, which `SiteOutputs`
/// renders). Adding a page kind is one source, listed in `PageSources.all`,
/// and its two templates: routes, reserved slugs, the menu, `site.links`,
/// the served content types and `docs/templates.md` follow from it.
protocol PageSource: Sendable {
    /// The outputs it makes, each reserving its route's top-level folder.
    var outputs: [OutputKind] { get }
    /// The kinds of page it makes, each with its template and values.
    /// Computed, not stored: their schemas hold `site.links`, made from
    /// every source's `outputs`, so making a source must not make them.
    var kinds: [PageKind] { get }
    func jobs(_ context: RenderContext) -> [PageJob]
}

enum PageSources {
    /// In the order the sitemap lists their pages; their menu sections and
    /// `{{site.links}}` entries come in this order too.
    static let all: [any PageSource] = [
        HomePage(),
        DailyPages(),
        CharacterPages(),
        JokePages(),
        TagPages(),
        Top10Page(),
        WidgetGallery(),
        WidgetModelPage(),
        ContentPages(),
        NotFoundPage(),
        SearchPage(),
        RandomPage(),
    ]

    static var kinds: [PageKind] { all.flatMap(\.kinds) }
}
