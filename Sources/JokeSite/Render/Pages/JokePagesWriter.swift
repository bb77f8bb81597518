/// `/jokes/ID/`: one page per joke with a page of its own.
struct JokePagesWriter: PageWriter {
    let templates = ["joke"]

    func jobs(_ context: RenderContext) -> [PageJob] {
        context.site.pageJokes.compactMap { joke in
            guard let values = context.joke(joke.id) else { return nil }
            return PageJob(route: Routes.joke(joke.id)) {
                let view = values.view
                return PageSpec(
                    template: "joke",
                    title: "\(PlainText.truncated(view.setupLine, to: 70)) — \(view.character.name)",
                    description: "\(view.typeLabel) by \(view.character.name): \(PlainText.truncated(view.setupLine, to: 150))",
                    values: ["joke": values],
                    openGraphType: "article",
                    card: context.cards?.jokeCard(joke)
                )
            }
        }
    }
}
