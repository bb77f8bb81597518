/// `/tags/` and `/tags/TAG/` (paginated, newest first). SFW jokes only.
struct TagPagesWriter: PageWriter {
    let templates = ["tags", "tag"]

    func jobs(_ context: RenderContext) -> [PageJob] {
        let tags = context.site.tags
        var jobs = [PageJob(route: Routes.tags) {
            PageSpec(
                template: "tags",
                title: "Tags",
                description: "Jokes by topic.",
                values: ["tags": tags.map { ["name": $0.name, "link": context.urls.link(Routes.tag($0.slug)), "count": $0.jokes.count,
                                              "count_label": Plural.count($0.jokes.count, "joke")] as [String: Any] }]
            )
        }]
        for tag in tags {
            let paginator = Paginator(firstRoute: Routes.tag(tag.slug), perPage: context.site.catalogue.site.perPage, urls: context.urls)
            for page in paginator.pages(tag.jokes) {
                jobs.append(PageJob(route: page.route) {
                    PageSpec(
                        template: "tag",
                        title: page.number == 1 ? "Jokes tagged “\(tag.name)”" : "Jokes tagged “\(tag.name)”, page \(page.number)",
                        description: "\(Plural.count(tag.jokes.count, "joke")) tagged \(tag.name).",
                        values: [
                            "tag": ["name": tag.name, "count": tag.jokes.count, "count_label": Plural.count(tag.jokes.count, "joke")] as [String: Any],
                            "jokes": page.items.compactMap { context.joke($0.id) },
                            "pagination": paginator.pagination(number: page.number, total: page.total),
                        ]
                    )
                })
            }
        }
        return jobs
    }
}
