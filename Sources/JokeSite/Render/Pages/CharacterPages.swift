import TemplateEngine

/// `/characters/` and `/characters/ID/` (paginated), jokes grouped by type.
struct CharacterPages: OutputSource {
    let order = 30
    static let listed = TemplateSchema("Character with count", doc: "A character and how many jokes it tells.",
                                       CharacterView.schema.fields + [
        TemplateField("joke_count", .int, "How many jokes it tells."),
        TemplateField("joke_count_label", .text, "\"1 joke\", \"3 jokes\"."),
    ])

    static let group = TemplateSchema("Joke group", doc: "Consecutive jokes of one type.", [
        TemplateField("type", .text, "The jokes' type, as `knock_knock`."),
        TemplateField("label", .text, "The type in the plural: \"Knock-knock jokes\"."),
        TemplateField("jokes", .list(.record(JokeView.schema)), "The jokes."),
    ])

    static let index = PageKind(template: "characters", title: "Characters", doc: "`/characters/`: every character.", [
        TemplateField("characters", .list(.record(listed)), "Every character, in catalogue order."),
    ])

    static let characterPage = PageKind(template: "character", title: "Character page",
                                        doc: "`/characters/ID/`: a character's jokes grouped by type, paginated.",
                                        deepLinkID: "the character's id", [
        TemplateField("character", .record(CharacterView.schema), "The character."),
        TemplateField("joke_count", .int, "How many jokes it tells."),
        TemplateField("joke_count_label", .text, "\"1 joke\", \"3 jokes\"."),
        TemplateField("groups", .list(.record(group)), "This page's jokes, by type."),
        TemplateField("pagination", .record(Paginator.schema), "Where this page stands."),
    ])
    var kinds: [PageKind] { [Self.index, Self.characterPage] }
    /// Each character's pages and feeds (`feed.json`, `feed.xml`).
    let outputs = [OutputKind("characters", route: Routes.characters,
                              formats: OutputFormat.page + [.jsonFeed, .atomFeed],
                              menu: "Characters", link: "The characters.")]

    func pages(_ context: RenderContext) -> [PageJob] {
        let site = context.site
        let index = PageJob(route: Routes.characters) {
            PageSpec(
                kind: Self.index,
                title: "The characters",
                description: "Meet Mr. Funny and friends, and read their jokes.",
                values: Self.index.values(["characters": .list(context.characters.map { character in
                    let count = site.jokesByCharacter[character.id]?.count ?? 0
                    return Self.listed.checkedRecord(CharacterView.record.values(of: character) + [.int(count), .text(Plural.count(count, "joke"))])
                })])
            )
        }
        return [index] + Self.listing(context).jobs(context) { context.jokePlace(of: $0.id) }
    }

    /// What heads each of a character's pages besides the character: its
    /// description, made once for all of them from every joke's type.
    private struct Header: ReadValue {
        var characterID: String
        var description: String

        func combine(into hasher: inout StableHasher) {
            hasher.combine(characterID)
            hasher.combine(description)
        }
    }

    /// Each character's jokes, under the character.
    private static func listing(_ context: RenderContext) -> PartitionedListing<Header, JokeList> {
        let partitions = context.characters.map { character in
            let jokes = context.site.jokesByCharacter[character.id] ?? JokeList()
            return PartitionedListing.Partition(firstRoute: Routes.character(character.id),
                                                header: Header(characterID: character.id, description: description(character, jokes)),
                                                items: jokes)
        }
        return PartitionedListing(partitions: partitions) { partition, page, reader in
            // Listed because it is a character of the catalogue.
            let character = reader.character(partition.header.characterID)!
            let count = partition.items.count
            return PageSpec(
                kind: characterPage,
                title: page.title(character.name),
                description: partition.header.description,
                values: characterPage.values([
                    "character": character.value,
                    "joke_count": .int(count),
                    "joke_count_label": .text(Plural.count(count, "joke")),
                    "groups": groups(page.items, reader),
                    "pagination": page.pagination,
                ]),
                openGraphType: "profile",
                card: reader.characterCard(character.id),
                appLinkID: character.id,
                feeds: CharacterFeeds.links(character),
                jsonLD: JSONLD.profile(character, pageURL: reader.urls.absolute(page.route), site: reader.site, urls: reader.urls)
            )
        }
    }

    /// "Mr. Funny tells dad jokes and puns. PERSONALITY", cut to fit a
    /// search result.
    static func description(_ character: CharacterView, _ jokes: JokeList) -> String {
        var types: [String] = []
        for joke in jokes where !types.contains(joke.type) { types.append(joke.type) }
        let tells = types.isEmpty ? "" : "\(character.name) tells \(Plural.list(types.map { JokeTypeLabel.plural($0) })). "
        return PlainText.truncated(tells + character.plainPersonality, to: 160)
    }

    /// Consecutive jokes of the same type (the list is sorted by type).
    private static func groups(_ jokes: Slice<JokeList>, _ reader: PageReader) -> TemplateValue {
        var groups: [TemplateValue] = []
        var current: (type: String, jokes: [TemplateValue])?
        for joke in jokes {
            guard let values = reader.joke(joke.id) else { continue }
            if current?.type != values.view.type {
                if let done = current { groups.append(group(done.type, done.jokes)) }
                current = (values.view.type, [])
            }
            current!.jokes.append(values.value)
        }
        if let done = current { groups.append(group(done.type, done.jokes)) }
        return .list(groups)
    }

    private static func group(_ type: String, _ jokes: [TemplateValue]) -> TemplateValue {
        Self.group.record(["type": .text(type), "label": .text(JokeTypeLabel.plural(type).capitalizedFirst), "jokes": .list(jokes)])
    }
}
