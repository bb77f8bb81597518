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
        let entry = { @Sendable (tag: ResolvedSite.Tag) in
            Self.tagEntry.record(["name": .text(tag.name), "link": .text(context.urls.link(Routes.tag(tag.slug))),
                                  "count": .int(tag.jokes.count), "count_label": .text(Plural.count(tag.jokes.count, "joke"))])
        }
        let index = PageJob(route: Routes.tags) {
            PageSpec(kind: Self.index, title: "Tags", description: "Jokes by topic.",
                     values: Self.index.values(["tags": .list(tags.map(entry))]))
        }
        let inputs = context.inputs
        // Each tag's jokes, under the tag.
        let listing = PartitionedListing(partitions: tags.map { tag in
            PartitionedListing.Partition(firstRoute: Routes.tag(tag.slug), header: tag, items: tag.jokes)
        }, readHeader: { partition, hasher in
            hasher.combine(partition.header.name)
            hasher.combine(UInt64(partition.items.count))
        }, readItem: { joke, hasher in
            hasher.combine(inputs.joke(joke.id))
        }, page: { partition, page in
            let tag = partition.header
            return PageSpec(
                kind: Self.tagPage,
                title: page.title("Jokes tagged “\(tag.name)”"),
                description: "\(Plural.count(tag.jokes.count, "joke")) tagged \(tag.name).",
                values: Self.tagPage.values([
                    "tag": entry(tag),
                    "jokes": .list(page.items.compactMap { context.joke($0.id)?.value }),
                    "pagination": page.pagination,
                ])
            )
        })
        return [index] + listing.jobs(context)
    }
}
