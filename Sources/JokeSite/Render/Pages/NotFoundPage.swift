import TemplateEngine

/// `/404.html`, which hosts and `jokesite serve` show for a missing page:
/// a way home, and today's joke so the visit is not wasted.
struct NotFoundPage: OutputSource {
    let order = 100
    static let kind = PageKind(template: "404", title: "Page not found", doc: "`/404.html`, shown for a missing page; no Markdown twin.",
                               hasMarkdown: false, [
        TemplateField("joke", .optional(.record(JokeView.schema)), "Today's joke, if there is one."),
    ])
    var kinds: [PageKind] { [Self.kind] }
    let outputs = [OutputKind("not_found", route: Routes.notFound)]

    func pages(_ context: RenderContext) -> [PageJob] {
        [PageJob(route: Routes.notFound, kind: .file) {
            let joke = context.site.todaysPick.flatMap { context.joke($0.jokeID) }
            return PageSpec(kind: Self.kind, title: "Page not found", description: "This page does not exist. Here is today's joke instead.",
                            values: Self.kind.values(["joke": joke?.value ?? .absent]))
        }]
    }
}
