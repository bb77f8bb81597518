import TemplateEngine

/// `/jokes/ID/`: one page per joke with a page of its own, linked to the
/// previous and next joke of the same character and to more of theirs.
struct JokePages: PageSource {
    let order = 40
    static let jokeLink = TemplateSchema("Joke link", doc: "A link to another joke's page.", [
        TemplateField("link", .url, "The joke's page."),
        TemplateField("setup", .text, "Its setup on one line, cut to 80 characters."),
    ])

    static let kind = PageKind(template: "joke", title: "Joke page", doc: "`/jokes/ID/`: one joke.", deepLinkID: "the joke's id", [
        TemplateField("joke", .record(JokeView.schema), "The joke."),
        TemplateField("previous", .optional(.record(jokeLink)), "The character's joke before this one (safe for work), if any."),
        TemplateField("next", .optional(.record(jokeLink)), "The character's joke after this one (safe for work), if any."),
        TemplateField("more", .list(.record(jokeLink)), "Up to \(moreCount) more of the character's jokes."),
        TemplateField("has_more", .bool, "`more` is not empty."),
        TemplateField("search", .record(SearchValues.sorts), "What the search page sorts it by."),
    ])
    var kinds: [PageKind] { [Self.kind] }
    let outputs = [OutputKind("jokes", route: Routes.jokes)]
    /// Other jokes of the character listed under "More from NAME".
    static let moreCount = 3

    func jobs(_ context: RenderContext) -> [PageJob] {
        // Each character's jokes with pages, in list order, and where each joke
        // sits. NSFW jokes are left out: they show only on their own pages
        // and their character's.
        var siblings: [String: [String]] = [:]
        for (character, jokes) in context.site.jokesByCharacter {
            siblings[character] = jokes.compactMap { $0.sfw && context.joke($0.id) != nil ? $0.id : nil }
        }
        var positions: [String: Int] = [:]
        for ids in siblings.values {
            for (index, id) in ids.enumerated() { positions[id] = index }
        }
        return context.site.pageJokes.compactMap { joke in
            guard let values = context.joke(joke.id) else { return nil }
            let ids = siblings[joke.character] ?? []
            let position = positions[joke.id]
            return PageJob(route: Routes.joke(joke.id)) {
                let view = values.view
                let neighbours = position.map { Self.neighbours(of: $0, in: ids, context) }
                let more = neighbours?.more ?? []
                return PageSpec(
                    kind: Self.kind,
                    title: "\(PlainText.truncated(view.setupLine, to: 70)) — \(view.character.name)",
                    description: "\(view.typeLabel) by \(view.character.name): \(PlainText.truncated(view.setupLine, to: 150))",
                    values: Self.kind.values(["joke": values.value, "previous": neighbours?.previous ?? .absent,
                                              "next": neighbours?.next ?? .absent, "more": .list(more), "has_more": .bool(!more.isEmpty),
                                              "search": SearchValues.sorts(of: joke, view: view)]),
                    openGraphType: "article",
                    card: context.cards?.jokeCard(joke),
                    appLinkID: joke.id
                )
            }
        }
    }

    /// `previous` and `next` (each a link and a setup, also escaped for
    /// Markdown), and `more`: the jokes after the next one, wrapping round
    /// the character's list.
    static func neighbours(of position: Int, in ids: [String], _ context: RenderContext)
        -> (previous: TemplateValue, next: TemplateValue, more: [TemplateValue]) {
        func link(_ index: Int) -> TemplateValue? { context.joke(ids[index])?.link }
        let previous = position > 0 ? link(position - 1) : nil
        let next = position + 1 < ids.count ? link(position + 1) : nil
        var more: [TemplateValue] = []
        var index = position + 2
        while more.count < moreCount, index < position + ids.count {
            let wrapped = index % ids.count
            // Not the joke itself nor the ones beside it, which wrapping can reach.
            if abs(wrapped - position) > 1, let joke = link(wrapped) { more.append(joke) }
            index += 1
        }
        return (previous ?? .absent, next ?? .absent, more)
    }

    /// A joke as `jokeLink`.
    static func link(to view: JokeView) -> TemplateValue {
        let setup = PlainText.truncated(view.setupLine, to: 80)
        return jokeLink.record(["link": .text(view.link), "setup": .text(setup)])
    }
}
