import TemplateEngine

/// `/search/`: reads `q` from its address and shows what Pagefind finds
/// (`assets/search.js`); only with `site.json` `search` on. It has no
/// Markdown twin (a file, not a folder: it stays out of the sitemap) and
/// is never indexed itself. Its selects list the characters, types and
/// tags the pages give Pagefind as filters: the site knows them, so the
/// page never loads Pagefind's filter files (three a shard) to list them.
struct SearchPage: OutputSource {
    let order = 110
    static let choice = TemplateSchema("Search choice", doc: "A value the search page's results can be narrowed to.", [
        TemplateField("label", .text, "As the select shows it."),
        TemplateField("value", .text, "As the pages give it to Pagefind (`data-pagefind-filter`): the option's value."),
    ])
    static let suggestion = TemplateSchema("Search suggestion", doc: "A tag offered when a search finds nothing.", [
        TemplateField("label", .text, "The tag as written."),
        TemplateField("link", .url, "The tag's page."),
    ])
    /// Tags a search that finds nothing offers: the ones with most jokes.
    static let suggestedTagCount = 8
    static let kind = PageKind(template: "search", title: "Search page",
                               doc: "`/search/`: the results for `?q=…`, found in the browser by Pagefind; only with `search` on.",
                               hasMarkdown: false, [
                                   TemplateField("characters", .list(.record(choice)), "Every character, by name (their pages' `character` filter)."),
                                   TemplateField("joke_types", .list(.record(choice)),
                                                 "The types of the jokes that have pages, by label (their `type` filter: `type_label`)."),
                                   TemplateField("has_pages", .bool, "The site has content pages (their template names their `type` filter: \"Page\")."),
                                   TemplateField("tags", .list(.record(choice)), "Every tag, by slug (the `tag` filter: a joke tag's `slug`)."),
                                   TemplateField("suggested_tags", .list(.record(suggestion)),
                                                 "The tags with the most jokes (up to \(suggestedTagCount)), offered when a search finds nothing."),
                               ])
    var kinds: [PageKind] { [Self.kind] }
    let outputs = [OutputKind("search", route: Routes.search, link: "The search page (there only with `search` on).")]

    func pages(_ context: RenderContext) -> [PageJob] {
        let site = context.site
        guard site.catalogue.site.search else { return [] }
        return [PageJob(route: Routes.search + "index.html", kind: .file) {
            let names = site.catalogue.characters.map(\.name).sorted(by: Self.byLabel)
            let types = Set(site.pageJokes.map(\.type)).map(JokeTypeLabel.label).sorted(by: Self.byLabel)
            return PageSpec(kind: Self.kind, title: "Search", description: "Find a joke by a word of it, by character, type or tag.",
                            values: Self.kind.values([
                                "characters": .list(names.map { Self.choice(label: $0, value: $0) }),
                                "joke_types": .list(types.map { Self.choice(label: $0, value: $0) }),
                                "has_pages": .bool(!site.catalogue.pages.isEmpty),
                                "tags": .list(site.tags.map { Self.choice(label: $0.name, value: $0.slug) }),
                                "suggested_tags": .list(Self.suggestedTags(site.tags).map { tag in
                                    Self.suggestion.record(["label": .text(tag.name), "link": .text(context.urls.link(Routes.tag(tag.slug)))])
                                }),
                            ]))
        }]
    }

    /// The tags with the most jokes, most first (ties by slug).
    static func suggestedTags(_ tags: [ResolvedSite.Tag]) -> [ResolvedSite.Tag] {
        Array(tags.sorted { ($0.jokes.count, $1.slug) > ($1.jokes.count, $0.slug) }.prefix(suggestedTagCount))
    }

    private static func choice(label: String, value: String) -> TemplateValue {
        choice.record(["label": .text(label), "value": .text(value)])
    }

    /// Case aside, as a reader looks a name up; then as written, so the
    /// order is the same on every machine.
    private static func byLabel(_ first: String, _ second: String) -> Bool {
        let (a, b) = (first.lowercased(), second.lowercased())
        return a == b ? first < second : a < b
    }
}
