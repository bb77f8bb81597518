/// What the site's own outputs decide for every other stage, computed once
/// from the output sources (`OutputKinds.all`, `OutputSources.kinds`): the
/// names a page's slug may not take, the menu's sections, the page kinds
/// `deep_links` may name, which routes are for visitors and what each built
/// file is served as. Loading, validation, rendering and `serve` are handed
/// it, so none of them reads the sources' registries itself.
public struct SiteShape: Sendable {
    /// A built-in entry of `site.json`'s `menu`.
    public struct Section: Sendable, Equatable {
        public let name: String
        public let label: String
        public let route: String
    }

    /// A page kind by its template's name, and what `{id}` in its
    /// `deep_links` path stands for (nil when its pages have no id).
    struct PageKindName: Sendable, Equatable {
        let name: String
        let id: String?
    }

    /// Where an output lives, what its files are served as, and whether its
    /// pages are for visitors.
    struct Holder: Sendable {
        let route: String
        /// File extension → content type.
        let contentTypes: [String: String]
        let indexed: Bool
    }

    /// Top-level folders and files of the site's own: no page's slug may take one.
    let reservedNames: Set<String>
    /// In the order of the output sources.
    public let menuSections: [Section]
    let pageKinds: [PageKindName]
    /// Where a tag's page lives: `tagsRoute` + its slug + `/`.
    let tagsRoute: String
    private let holders: [Holder]
    /// What any other file is served as, by extension.
    private let fallbackTypes: [String: String]

    /// The shape of the site jokesite makes: one for every build.
    public static let declared = SiteShape(
        outputs: OutputKinds.all, pageKinds: OutputSources.kinds, tagsRoute: Routes.tags,
        fallbackTypes: OutputFormat.mediaTypes(OutputFormat.assets))

    init(outputs: [OutputKind], pageKinds: [PageKind], tagsRoute: String, fallbackTypes: [String: String]) {
        reservedNames = Set(outputs.flatMap { kind in (kind.topLevelName.map { [$0] } ?? []) + kind.alsoReserves })
        menuSections = outputs.compactMap { kind in kind.menuLabel.map { Section(name: kind.name, label: $0, route: kind.route) } }
        self.pageKinds = pageKinds.map { PageKindName(name: $0.template, id: $0.deepLinkID) }
        self.tagsRoute = tagsRoute
        holders = outputs.map { Holder(route: $0.route, contentTypes: OutputFormat.mediaTypes($0.formats), indexed: $0.indexed) }
        self.fallbackTypes = fallbackTypes
    }

    /// Whether the page at `route` is for visitors (`OutputKind.indexed`):
    /// not when it lies under the route of an output that is not.
    func isIndexed(route: String) -> Bool {
        !holders.contains { !$0.indexed && route.hasPrefix($0.route) }
    }

    /// The content type of the built file at `path` (relative to the
    /// site's root): its output's for its extension, that of the output
    /// with the longest route that holds it (`assets/favicon.png` is the
    /// favicon's, `assets/style.css` the assets').
    public func contentType(ofPath path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        let fileExtension = name.contains(".") ? String(name.split(separator: ".").last ?? "").lowercased() : ""
        let owners = holders.filter { holder in
            holder.route.hasSuffix("/") ? path.hasPrefix(holder.route) : path == holder.route
        }
        for holder in owners.sorted(by: { $0.route.count > $1.route.count }) {
            if let type = holder.contentTypes[fileExtension] { return type }
        }
        return fallbackTypes[fileExtension] ?? "application/octet-stream"
    }
}
