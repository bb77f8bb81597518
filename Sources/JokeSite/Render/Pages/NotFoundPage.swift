/// `/404.html`, which hosts and `jokesite serve` show for a missing page.
struct NotFoundPage: OutputSource {
    let order = 100
    static let kind = PageKind(template: "404", title: "Page not found", doc: "`/404.html`, shown for a missing page; no Markdown twin.",
                               hasMarkdown: false, [])
    var kinds: [PageKind] { [Self.kind] }
    let outputs = [OutputKind("not_found", route: Routes.notFound)]

    func pages(_ context: RenderContext) -> [PageJob] {
        [PageJob(route: Routes.notFound, kind: .file) {
            PageSpec(kind: Self.kind, title: "Page not found", description: "There is no joke here. Yet.", values: [])
        }]
    }
}
