/// `/404.html`, which hosts and `jokesite serve` show for a missing page.
struct NotFoundPageWriter: PageWriter {
    let templates = ["404"]

    func pages(_ context: RenderContext) -> [PageSpec] {
        [PageSpec(route: Routes.notFound, template: "404", title: "Page not found",
                  description: "There is no joke here. Yet.", values: [:], kind: .file)]
    }
}
