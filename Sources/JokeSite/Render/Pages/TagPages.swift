import TemplateEngine

/// `/tags/` and `/tags/TAG/` (paginated, newest first). SFW jokes only.
struct TagPages: OutputSource {
    let order = 50
    static let tagEntry = TemplateSchema("Tag", doc: "A tag and its jokes' count.", [
        TemplateField("name", .text, "The tag as written."),
        TemplateField("link", .url, "The tag's page."),
        TemplateField("count", .int, "How many jokes have it."),
        TemplateField("count_label", .text, "\"1 joke\", \"3 jokes\"."),
    ])

    static let index = PageKind(template: "tags", title: "Tags", doc: "`/tags/`: every tag.", [
        TemplateField("tags", .list(.record(tagEntry)), "Every tag, by name."),
    ])

    static let tagPage = PageKind(template: "tag", title: "Tag page", doc: "`/tags/TAG/`: the jokes of a tag, newest first, paginated.", [
        TemplateField("tag", .record(tagEntry), "The tag."),
        TemplateField("jokes", .list(.record(JokeView.schema)), "This page's jokes."),
        TemplateField("pagination", .record(Paginator.schema), "Where this page stands."),
    ])
    var kinds: [PageKind] { [Self.index, Self.tagPage] }
    let outputs = [OutputKind("tags", route: Routes.tags, menu: "Tags", link: "The tags.")]

    func pages(_ context: RenderContext) -> [PageJob] {
        let tags = context.site.tags
        let urls = context.urls
        let entry = { @Sendable (name: String, route: String, count: Int) in
            Self.tagEntry.record(["name": .text(name), "link": .text(urls.link(route)),
                                  "count": .int(count), "count_label": .text(Plural.count(count, "joke"))])
        }
        let index = PageJob(route: Routes.tags) {
            PageSpec(kind: Self.index, title: "Tags", description: "Jokes by topic.",
                     values: Self.index.values(["tags": .list(tags.map { entry($0.name, Routes.tag($0.slug), $0.jokes.count) })]))
        }
        // Each tag's jokes, under the tag: its name and count on every page.
        let listing = PartitionedListing(partitions: tags.map { tag in
            PartitionedListing.Partition(firstRoute: Routes.tag(tag.slug), header: tag.name, items: tag.jokes)
        }, page: { partition, page, reader in
            let name = partition.header, count = partition.items.count
            return PageSpec(
                kind: Self.tagPage,
                title: page.title("Jokes tagged “\(name)”"),
                description: "\(Plural.count(count, "joke")) tagged \(name).",
                values: Self.tagPage.values([
                    "tag": entry(name, partition.firstRoute, count),
                    "jokes": .list(page.items.compactMap { reader.joke($0.id)?.value }),
                    "pagination": page.pagination,
                ])
            )
        })
        return [index] + listing.jobs(context) { context.jokePlace(of: $0.id) }
    }
}
