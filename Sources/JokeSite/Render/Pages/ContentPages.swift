import TemplateEngine

/// `/SLUG/` for each `pages/*.md`.
struct ContentPages: OutputSource {
    let order = 90
    static let kind = PageKind(template: "page", title: "Content page", doc: "`/SLUG/` for each `content/pages/SLUG.md`.", [
        TemplateField("body_html", .html, "The page's Markdown made HTML."),
        TemplateField("body_md", .made(.markdown), "The page's Markdown as written, trimmed, without raw HTML or unsafe links: `{{{body_md}}}`."),
    ])
    var kinds: [PageKind] { [Self.kind] }
    /// None: each page's folder is its slug, which may not take a folder of the site's (`SiteShape.reservedNames`).
    let outputs: [OutputKind] = []

    func pages(_ context: RenderContext) -> [PageJob] {
        context.site.catalogue.pages.map { page in
            PageJob(route: Routes.page(page.slug)) { PageSpec(
                kind: Self.kind,
                title: page.title,
                description: page.description ?? page.title,
                values: Self.kind.values(["body_html": .text(MarkdownRenderer.html(page.body)), "body_md": .text(SafeMarkdown.make(page.body).trimmingWhitespace())])
            ) }
        }
    }
}
