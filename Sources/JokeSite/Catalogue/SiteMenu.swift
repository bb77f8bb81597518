/// The main navigation named by `site.json`'s `menu`: built-in sections by
/// name and `pages/*.md` by slug, in the order given.
public enum SiteMenu {
    /// Each built-in section: its name in `menu`, its label and route
    /// (the output kinds with a menu label).
    public static let sections: [(name: String, label: String, route: String)] = OutputKinds.all.compactMap { kind in
        kind.menuLabel.map { (kind.name, $0, kind.route) }
    }

    /// Without a `menu`: the sections a visitor looks for (the brand links
    /// home), then every page, so a new page is linked without a template edit.
    public static func defaultEntries(pages: [Page]) -> [String] {
        ["daily", "characters", "top10", "tags"] + pages.map(\.slug).sorted()
    }

    public static func entries(site: Site, pages: [Page]) -> [String] {
        site.menu ?? defaultEntries(pages: pages)
    }

    /// Entries naming neither a section nor a page.
    public static func unknownEntries(site: Site, pages: [Page]) -> [String] {
        let known = Set(sections.map(\.name)).union(pages.map(\.slug))
        return (site.menu ?? []).filter { !known.contains($0) }
    }

    /// Label and route of each known entry.
    public static func items(site: Site, pages: [Page]) -> [(label: String, route: String)] {
        let pagesBySlug = Dictionary(pages.map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first })
        return entries(site: site, pages: pages).compactMap { entry in
            if let section = sections.first(where: { $0.name == entry }) { return (section.label, section.route) }
            return pagesBySlug[entry].map { ($0.menuTitle ?? $0.title, Routes.page($0.slug)) }
        }
    }
}
