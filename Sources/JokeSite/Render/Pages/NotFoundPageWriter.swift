/// `/404.html`, which hosts and `jokesite serve` show for a missing page.
struct NotFoundPageWriter: PageWriter {
    let templates = ["404"]

    func jobs(_ context: RenderContext) -> [PageJob] {
        [PageJob(route: Routes.notFound, kind: .file) {
            PageSpec(template: "404", title: "Page not found", description: "There is no joke here. Yet.", values: [:])
        }]
    }
}
