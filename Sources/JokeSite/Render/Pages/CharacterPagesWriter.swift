/// `/characters/` and `/characters/ID/` (paginated), jokes grouped by type.
struct CharacterPagesWriter: PageWriter {
    let templates = ["characters", "character"]

    func jobs(_ context: RenderContext) -> [PageJob] {
        let site = context.site
        var jobs = [PageJob(route: Routes.characters) {
            PageSpec(
                template: "characters",
                title: "The characters",
                description: "Meet Mr. Funny and friends, and read their jokes.",
                values: ["characters": context.characters.map { character -> [String: Any] in
                    var values = character.context
                    let count = site.jokesByCharacter[character.id]?.count ?? 0
                    values["joke_count"] = count
                    values["joke_count_label"] = Plural.count(count, "joke")
                    return values
                }]
            )
        }]
        for character in context.characters {
            let jokes = site.jokesByCharacter[character.id] ?? []
            let paginator = Paginator(firstRoute: Routes.character(character.id), perPage: site.catalogue.site.perPage, urls: context.urls)
            for page in paginator.pages(jokes) {
                jobs.append(PageJob(route: page.route) {
                    PageSpec(
                        template: "character",
                        title: page.number == 1 ? character.name : "\(character.name), page \(page.number)",
                        description: Self.description(character, jokes),
                        values: [
                            "character": character.context,
                            "joke_count": jokes.count,
                            "joke_count_label": Plural.count(jokes.count, "joke"),
                            "groups": Self.groups(page.items, context),
                            "pagination": paginator.pagination(number: page.number, total: page.total),
                        ],
                        openGraphType: "profile"
                    )
                })
            }
        }
        return jobs
    }

    /// "Mr. Funny tells dad jokes and puns. PERSONALITY", cut to fit a
    /// search result.
    static func description(_ character: CharacterView, _ jokes: [Joke]) -> String {
        var types: [String] = []
        for joke in jokes where !types.contains(joke.type) { types.append(joke.type) }
        let tells = types.isEmpty ? "" : "\(character.name) tells \(Plural.list(types.map { JokeTypeLabel.plural($0) })). "
        return PlainText.truncated(tells + character.plainPersonality, to: 160)
    }

    /// Consecutive jokes of the same type (the list is sorted by type).
    private static func groups(_ jokes: ArraySlice<Joke>, _ context: RenderContext) -> [[String: Any]] {
        var groups: [[String: Any]] = []
        var current: (type: String, jokes: [JokeValues])?
        for joke in jokes {
            guard let view = context.joke(joke.id) else { continue }
            if current?.type != joke.type {
                if let done = current { groups.append(group(done.type, done.jokes)) }
                current = (joke.type, [])
            }
            current!.jokes.append(view)
        }
        if let done = current { groups.append(group(done.type, done.jokes)) }
        return groups
    }

    private static func group(_ type: String, _ jokes: [JokeValues]) -> [String: Any] {
        ["type": type, "label": JokeTypeLabel.plural(type).capitalizedFirst, "jokes": jokes]
    }
}
