/// A page kind's declaration, whole: where its pages live and how a
/// visitor reaches them (`outputs`: route, menu label, `{{site.links}}`
/// entry, content types), which templates they render with and the values
/// those see (`kinds`), and which pages exist (`jobs`, which `SiteOutputs`
/// renders). Adding a page kind is one source in `Render/Pages/` and its
/// two templates: `PageSources.all`, routes, reserved slugs, the menu,
/// `site.links`, the served content types, the kinds `deep_links` may name
/// and `docs/templates.md` follow from it.
protocol PageSource: Sendable {
    /// The outputs it makes, each reserving its route's top-level folder.
    var outputs: [OutputKind] { get }
    /// The kinds of page it makes, each with its template and values.
    /// Computed, not stored: their schemas hold `site.links`, made from
    /// every source's `outputs`, so making a source must not make them.
    var kinds: [PageKind] { get }
    /// Where its pages come among all kinds', lowest first: the sitemap
    /// lists pages, the menu its sections and `{{site.links}}` its entries
    /// in this order. Unique, so the order never rests on file names.
    var order: Int { get }
    func jobs(_ context: RenderContext) -> [PageJob]
}

enum PageSources {
    /// Every page source in `Render/Pages/`, by `order`. `declared` is
    /// written at build time by the PageSourceList plugin, which finds each
    /// type there that conforms to `PageSource`: no list to keep by hand.
    static let all: [any PageSource] = declared.sorted { $0.order < $1.order }

    static var kinds: [PageKind] { all.flatMap(\.kinds) }
}
