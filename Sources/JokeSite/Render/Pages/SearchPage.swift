/// `/search/`: reads `q` from its address and shows what Pagefind finds
/// (`assets/search.js`); only with `site.json` `search` on. It has no
/// Markdown twin (a file, not a folder: it stays out of the sitemap) and
/// is never indexed itself.
struct SearchPage: OutputSource {
    let order = 110
    static let kind = PageKind(template: "search", title: "Search page",
                               doc: "`/search/`: the results for `?q=…`, found in the browser by Pagefind; only with `search` on.",
                               hasMarkdown: false, [])
    var kinds: [PageKind] { [Self.kind] }
    let outputs = [OutputKind("search", route: Routes.search, link: "The search page (there only with `search` on).")]

    func pages(_ context: RenderContext) -> [PageJob] {
        guard context.site.catalogue.site.search else { return [] }
        return [PageJob(route: Routes.search + "index.html", kind: .file) {
            PageSpec(kind: Self.kind, title: "Search", description: "Find a joke by a word of it, by character, type or tag.", values: [])
        }]
    }
}
