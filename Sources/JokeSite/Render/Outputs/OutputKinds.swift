/// One kind of output, declared once: the route it lives at (which
/// reserves its top-level folder or file), the content type each of its
/// files is served with (by extension), its entry in the menu and in
/// `{{site.links}}`. A page kind declares its own (`PageSource.outputs`);
/// `Routes` names the routes other code links to.
public struct OutputKind: Sendable {
    /// Names it in `site.json`'s `menu` and in `{{site.links.NAME}}`.
    public let name: String
    public let route: String
    /// Top-level names it takes besides its route's (`page/` of the home
    /// page's pagination).
    let alsoReserves: [String]
    /// File extension → content type.
    let contentTypes: [String: String]
    /// Its label in the menu; nil when it cannot be a menu entry.
    public let menuLabel: String?
    /// What `{{site.links.NAME}}` is; nil when templates get no link to it.
    let linkDoc: String?
    /// Its pages are for visitors: in the sitemap, open to search engines.
    /// False for the site owner's pages, which get `noindex`.
    let indexed: Bool

    init(_ name: String, route: String, alsoReserves: [String] = [], contentTypes: [String: String] = OutputKinds.pageTypes,
         menu menuLabel: String? = nil, link linkDoc: String? = nil, indexed: Bool = true) {
        self.name = name
        self.route = route
        self.alsoReserves = alsoReserves
        self.contentTypes = contentTypes
        self.menuLabel = menuLabel
        self.linkDoc = linkDoc
        self.indexed = indexed
    }

    /// The first part of its route: the folder or file it takes at the top.
    var topLevelName: String? {
        route.split(separator: "/").first.map(String.init)
    }
}

/// Every kind of output the site makes: those of the page sources
/// (`PageSources.all`, each declaring its own), then the documents. The
/// menu's sections (`SiteMenu.sections`), the names a page's slug may not
/// take (`PageLoader.reservedSlugs`), `{{site.links}}` and the content
/// types `jokesite serve` sends come from here. A new document is one entry
/// in `documents`, its route in `Routes` and its job in `SiteOutputs`.
public enum OutputKinds {
    static let pageTypes = ["html": "text/html; charset=utf-8", "md": "text/markdown; charset=utf-8"]
    /// What the site's own files and the owner's assets are served as.
    static let assetTypes = [
        "html": "text/html; charset=utf-8", "md": "text/markdown; charset=utf-8", "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8", "json": "application/json", "xml": "application/xml; charset=utf-8",
        "txt": "text/plain; charset=utf-8", "svg": "image/svg+xml", "png": "image/png", "jpg": "image/jpeg",
        "jpeg": "image/jpeg", "webp": "image/webp", "ico": "image/x-icon", "woff2": "font/woff2",
    ]
    static let feedJSONType = "application/feed+json"
    /// A JSON Feed and an Atom feed, by extension.
    static let feedTypes = ["json": feedJSONType, "xml": "application/atom+xml; charset=utf-8"]

    /// The outputs that are not pages, in `{{site.links}}` order.
    static let documents: [OutputKind] = [
        OutputKind("feed_json", route: Routes.feedJSON, contentTypes: ["json": feedJSONType], link: "The JSON feed."),
        OutputKind("feed_atom", route: Routes.feedAtom, contentTypes: ["xml": "application/atom+xml; charset=utf-8"],
                   link: "The Atom feed."),
        OutputKind("sitemap", route: Routes.sitemap, contentTypes: ["xml": "application/xml; charset=utf-8"]),
        OutputKind("robots", route: Routes.robots, contentTypes: ["txt": "text/plain; charset=utf-8"]),
        OutputKind("assets", route: Routes.assets, contentTypes: assetTypes,
                   link: "The folder of `templates/assets/`, ending in `/`."),
        OutputKind("favicon", route: Routes.favicon, contentTypes: ["png": "image/png"],
                   link: "The 48×48 PNG icon (drawn only with `cards` on)."),
        OutputKind("touch_icon", route: Routes.touchIcon, contentTypes: ["png": "image/png"],
                   link: "The 180×180 Apple touch icon (drawn only with `cards` on)."),
        OutputKind("cards", route: Routes.cards, contentTypes: ["png": "image/png"]),
        OutputKind("search_index", route: Routes.searchIndex, contentTypes: assetTypes.merging(["wasm": "application/wasm"]) { $1 },
                   link: "Pagefind's folder, ending in `/` (there only with `search` on)."),
        // Apple reads its association file, which has no extension, as JSON.
        OutputKind("app_site_association", route: Routes.appleAppSiteAssociation, contentTypes: ["": "application/json"]),
        OutputKind("asset_links", route: Routes.assetLinks, contentTypes: ["json": "application/json"]),
        OutputKind("avatars", route: AvatarFiles.route, contentTypes: AvatarFiles.contentTypes),
        OutputKind("redirects", route: RedirectFiles.netlify, contentTypes: ["": "text/plain; charset=utf-8"]),
        OutputKind("firebase_config", route: RedirectFiles.firebase, contentTypes: ["json": "application/json"]),
    ]

    /// The pages' kinds first: the menu's sections are listed as here.
    public static let all: [OutputKind] = PageSources.all.flatMap(\.outputs) + documents

    /// Top-level folders and files of the site's own: no page's slug may
    /// take one.
    static let reservedNames: Set<String> = Set(all.flatMap { kind in (kind.topLevelName.map { [$0] } ?? []) + kind.alsoReserves })

    /// The kinds linked from `{{site.links}}`, in the order they are listed here.
    static var linked: [OutputKind] { all.filter { $0.linkDoc != nil } }

    /// Whether the page at `route` is for visitors (`OutputKind.indexed`):
    /// not when it lies under the route of a kind that is not.
    static func isIndexed(route: String) -> Bool {
        !all.contains { !$0.indexed && route.hasPrefix($0.route) }
    }

    /// The content type of the built file at `path` (relative to the
    /// site's root): its output kind's for its extension, that of the
    /// kind with the longest route that holds it (`assets/favicon.png`
    /// is the favicon's, `assets/style.css` the assets').
    public static func contentType(ofPath path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        let fileExtension = name.contains(".") ? String(name.split(separator: ".").last ?? "").lowercased() : ""
        let holders = all.filter { kind in
            kind.route.hasSuffix("/") ? path.hasPrefix(kind.route) : path == kind.route
        }
        for kind in holders.sorted(by: { $0.route.count > $1.route.count }) {
            if let type = kind.contentTypes[fileExtension] { return type }
        }
        return assetTypes[fileExtension] ?? "application/octet-stream"
    }
}
