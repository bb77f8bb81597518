/// `/SLUG/` for each `pages/*.md`.
struct ContentPagesWriter: PageWriter {
    let templates = ["page"]

    func pages(_ context: RenderContext) -> [PageSpec] {
        context.site.catalogue.pages.map { page in
            PageSpec(
                route: Routes.page(page.slug),
                template: "page",
                title: page.title,
                description: page.description ?? page.title,
                values: ["body_html": MarkdownRenderer.html(page.body), "body_md": page.body.trimmingWhitespace()]
            )
        }
    }
}
