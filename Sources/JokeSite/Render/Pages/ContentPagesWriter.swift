/// `/SLUG/` for each `pages/*.md`.
struct ContentPagesWriter: PageWriter {
    let templates = ["page"]

    func jobs(_ context: RenderContext) -> [PageJob] {
        context.site.catalogue.pages.map { page in
            PageJob(route: Routes.page(page.slug)) { PageSpec(
                template: "page",
                title: page.title,
                description: page.description ?? page.title,
                values: ["body_html": MarkdownRenderer.html(page.body), "body_md": page.body.trimmingWhitespace()]
            ) }
        }
    }
}
