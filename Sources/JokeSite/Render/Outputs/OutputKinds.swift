/// One kind of output, declared once: the route it lives at (which
/// reserves its top-level folder or file), the formats of its files (what
/// each is served as, by extension), its entry in the menu and in
/// `{{site.links}}`. Each output source declares its own
/// (`OutputSource.outputs`).
public struct OutputKind: Sendable {
    /// Names it in `site.json`'s `menu` and in `{{site.links.NAME}}`.
    public let name: String
    public let route: String
    /// Top-level names it takes besides its route's (`page/` of the home
    /// page's pagination).
    let alsoReserves: [String]
    /// What its files are, by extension; of two with one extension, the later.
    let formats: [OutputFormat]
    /// Its label in the menu; nil when it cannot be a menu entry.
    public let menuLabel: String?
    /// What `{{site.links.NAME}}` is; nil when templates get no link to it.
    let linkDoc: String?
    /// Its pages are for visitors: in the sitemap, open to search engines.
    /// False for the site owner's pages, which get `noindex`.
    let indexed: Bool

    init(_ name: String, route: String, alsoReserves: [String] = [], formats: [OutputFormat] = OutputFormat.page,
         menu menuLabel: String? = nil, link linkDoc: String? = nil, indexed: Bool = true) {
        self.name = name
        self.route = route
        self.alsoReserves = alsoReserves
        self.formats = formats
        self.menuLabel = menuLabel
        self.linkDoc = linkDoc
        self.indexed = indexed
    }

    /// The first part of its route: the folder or file it takes at the top.
    var topLevelName: String? {
        route.split(separator: "/").first.map(String.init)
    }
}

/// Every kind of output the site makes, as the output sources declare them
/// (`OutputSources.all`). `{{site.links}}` and the site's shape
/// (`SiteShape`: reserved names, menu sections, content types) come from
/// here.
public enum OutputKinds {
    /// Every source's, in the sources' order: the menu's sections and
    /// `{{site.links}}` are listed as here.
    public static let all: [OutputKind] = OutputSources.all.flatMap(\.outputs)

    /// The kinds linked from `{{site.links}}`, in the order they are listed here.
    static var linked: [OutputKind] { all.filter { $0.linkDoc != nil } }
}
