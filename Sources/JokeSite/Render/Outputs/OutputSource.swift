/// One source of the site's outputs, declared whole in one file: where its
/// outputs live and how a visitor reaches them (`outputs`: route, content
/// types by extension, whether its pages are for visitors, menu label,
/// `{{site.links}}` entry), the kinds of page and document its templates
/// render and the values those see (`kinds`, `documentKinds`; a document's
/// built-in template is `Render/Templates/BuiltIn/NAME.mustache`), and what
/// it makes (`pages`, `documents`). Adding a page kind or a document is one
/// such file in `Render/` and its templates: `OutputSources.all`, routes,
/// reserved slugs, the menu, `site.links`, the served content types, the
/// kinds `deep_links` may name and `docs/templates.md` follow from it.
protocol OutputSource: Sendable {
    /// Where its outputs come among all sources', lowest first: the sitemap
    /// lists pages, the menu its sections and `{{site.links}}` its entries
    /// in this order. Unique, so the order never rests on file names.
    var order: Int { get }
    /// The outputs it makes, each reserving its route's top-level folder
    /// or file; none when its files live in another source's folder.
    var outputs: [OutputKind] { get }
    /// The kinds of page it makes, each with its template and values.
    /// Computed, not stored: their schemas hold `site.links`, made from
    /// every source's `outputs`, so making a source must not make them.
    var kinds: [PageKind] { get }
    /// The kinds of document its templates render (a feed, the sitemap).
    var documentKinds: [DocumentKind] { get }
    /// Its pages, each rendered through its kind's templates.
    func pages(_ context: RenderContext) -> [PageJob]
    /// Its documents: every file that is not a page.
    func documents(_ site: SiteJobs) -> [OutputJob]
}

extension OutputSource {
    var outputs: [OutputKind] { [] }
    var kinds: [PageKind] { [] }
    var documentKinds: [DocumentKind] { [] }
    func pages(_ context: RenderContext) -> [PageJob] { [] }
    func documents(_ site: SiteJobs) -> [OutputJob] { [] }
}

/// What a source's documents are made from: the renderer (its context and
/// templates), and the routes of the pages that are folders (the sitemap
/// lists them).
struct SiteJobs {
    let renderer: PageRenderer
    /// The route of every page that is a folder of its own.
    let folders: [String]

    var context: RenderContext { renderer.context }
}

enum OutputSources {
    /// Every output source in `Render/`, by `order`. `declared` is written
    /// at build time by the PageSourceList plugin, which finds each type
    /// there that conforms to `OutputSource`: no list to keep by hand.
    static let all: [any OutputSource] = declared.sorted { $0.order < $1.order }

    static var kinds: [PageKind] { all.flatMap(\.kinds) }
}
