import TemplateEngine

/// `/jokes/ID/`: one page per joke with a page of its own, linked to the
/// previous and next joke of the same character and to more of theirs.
struct JokePages: OutputSource {
    let order = 40
    static let jokeLink = TemplateSchema("Joke link", doc: "A link to another joke's page.", [
        TemplateField("link", .url, "The joke's page."),
        TemplateField("setup", .text, "Its setup on one line, cut to 80 characters."),
    ])

    static let kind = PageKind(template: "joke", title: "Joke page", doc: "`/jokes/ID/`: one joke.", deepLinkID: "the joke's id", [
        TemplateField("joke", .record(JokeView.schema), "The joke."),
        TemplateField("previous", .optional(.record(jokeLink)), "The character's joke before this one (safe for work), if any."),
        TemplateField("next", .optional(.record(jokeLink)), "The character's joke after this one (safe for work), if any."),
        TemplateField("more", .list(.record(jokeLink)), "Up to \(JokeNeighbours.moreCount) more of the character's jokes."),
        TemplateField("has_more", .bool, "`more` is not empty."),
        TemplateField("search", .record(SearchValues.sorts), "What the search page sorts it by."),
        nextJokeField,
    ])
    /// "One more joke" on the joke, day and home pages.
    static let nextJokeField = TemplateField("next_joke", .optional(.record(jokeLink)),
                                             "One more joke: the one after this page's joke in the site's shuffled order of every safe-for-work joke (`NextJokeChain`); absent when there is no other.")
    var kinds: [PageKind] { [Self.kind] }
    let outputs = [OutputKind("jokes", route: Routes.jokes)]

    func pages(_ context: RenderContext) -> [PageJob] {
        // Every joke with values has a page, listed by its place on every
        // build, an edit's too: on both cores.
        let jokes = context.inputs.jokes.jokes
        return ParallelMap.map(jokes.indices, parallel: context.parallel, grain: 1024) { place in
            PageJob(route: Routes.joke(jokes.id(at: place)), joke: place, reading: Self.page)
        }
    }

    /// The page of the joke at `place`: what it shows is what it reads.
    private static func page(_ reader: PageReader, place: Int) -> PageSpec {
        let values = reader.joke(at: place)
        let view = values.view
        let id = view.id
        // NSFW jokes link none: they show only on their own pages and their character's.
        let neighbours = reader.neighbours(of: id)
        let more = neighbours?.more ?? []
        return PageSpec(
            kind: Self.kind,
            title: "\(PlainText.truncated(view.setupLine, to: 70)) — \(view.character.name)",
            description: "\(view.typeLabel) by \(view.character.name): \(PlainText.truncated(view.setupLine, to: 150))",
            values: Self.kind.values(["joke": values.value, "previous": neighbours?.previous ?? .absent,
                                      "next": neighbours?.next ?? .absent, "more": .list(more), "has_more": .bool(!more.isEmpty),
                                      "search": SearchValues.sorts(of: view),
                                      "next_joke": reader.nextJoke(after: id) ?? .absent]),
            openGraphType: "article",
            card: reader.jokeCard(id),
            appLinkID: id,
            jsonLD: JSONLD.joke(view, site: reader.site, urls: reader.urls)
        )
    }

    /// The joke `id` as `jokeLink`, if it has values.
    static func link(_ id: String?, _ jokes: some JokeValueSource) -> TemplateValue {
        id.flatMap { jokes.joke($0)?.link } ?? .absent
    }

    /// A joke as `jokeLink`, from its page's address and `linkSetup`.
    static func link(_ link: String, setup: String) -> TemplateValue {
        jokeLink.record(["link": .text(link), "setup": .text(setup)])
    }

    /// The setup on one line as `jokeLink` shows it.
    static func linkSetup(_ setupLine: String) -> String {
        PlainText.truncated(setupLine, to: 80)
    }
}
