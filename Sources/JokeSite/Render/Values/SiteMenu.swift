/// The main navigation named by `site.json`'s `menu`: built-in sections by
/// name (`SiteShape.menuSections`) and `pages/*.md` by slug, in the order given.
enum SiteMenu {
    /// Without a `menu`: the sections a visitor looks for (the brand links
    /// home), then every page, so a new page is linked without a template
    /// edit; but the app's privacy and support pages, which the footer links.
    static func defaultEntries(pages: [Page], app: AppLinks) -> [String] {
        let footerPages = [app.privacy, app.support].compactMap { page -> String? in
            if case .slug(let slug) = page { return slug }
            return nil
        }
        return ["daily", "characters", "top10", "tags"] + pages.map(\.slug).filter { !footerPages.contains($0) }.sorted()
    }

    /// Label and route of each entry that names a section or a page
    /// (validation reported the others).
    static func items(sections: [SiteShape.Section], site: Site, pages: [Page]) -> [(label: String, route: String)] {
        let pagesBySlug = Dictionary(pages.map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first })
        return (site.menu ?? defaultEntries(pages: pages, app: site.app)).compactMap { entry in
            if let section = sections.first(where: { $0.name == entry }) { return (section.label, section.route) }
            return pagesBySlug[entry].map { ($0.menuTitle ?? $0.title, Routes.page($0.slug)) }
        }
    }
}
