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
        TemplateField("more", .list(.record(jokeLink)), "Up to \(moreCount) more of the character's jokes."),
        TemplateField("has_more", .bool, "`more` is not empty."),
        TemplateField("search", .record(SearchValues.sorts), "What the search page sorts it by."),
        nextJokeField,
    ])
    /// "One more joke" on the joke, day and home pages.
    static let nextJokeField = TemplateField("next_joke", .optional(.record(jokeLink)),
                                             "One more joke: the one after this page's joke in the site's shuffled order of every safe-for-work joke (`NextJokeChain`); absent when there is no other.")
    var kinds: [PageKind] { [Self.kind] }
    let outputs = [OutputKind("jokes", route: Routes.jokes)]
    /// Other jokes of the character listed under "More from NAME".
    static let moreCount = 3

    func pages(_ context: RenderContext) -> [PageJob] {
        // Each character's jokes with pages, in list order, as their places
        // among the jokes with values (read by place, not looked up by id
        // page after page), and where each joke sits. NSFW jokes are left
        // out: they show only on their own pages and their character's.
        let characters = Array(context.site.jokesByCharacter)
        let placeLists = ParallelMap.map(characters, parallel: context.parallel, grain: 1) { Self.places(of: $0.value, context) }
        let siblings = Dictionary(uniqueKeysWithValues: zip(characters.map(\.key), placeLists))
        var positions: [Int: Int] = [:]
        positions.reserveCapacity(context.site.pageJokes.count)
        for places in siblings.values {
            for (index, place) in places.enumerated() { positions[place] = index }
        }
        // Every joke's page on every build, an edit's too: on both cores.
        let (characterPlaces, jokePositions) = (siblings, positions)
        return ParallelMap.map(Array(context.site.pageJokes.indices), parallel: context.parallel, grain: 1024) { index -> PageJob? in
            let joke = context.site.pageJokes[index]
            guard let place = context.place(of: joke.id) else { return nil }
            return Self.job(index, place: place, siblings: characterPlaces[joke.character] ?? [], position: jokePositions[place], context)
        }.compactMap { $0 }
    }

    /// The page of one joke, its character's list found for it alone: a
    /// preview of an edit makes no other.
    static func job(of id: String, _ context: RenderContext) -> PageJob? {
        guard let place = context.place(of: id),
              let index = context.site.pageJokes.firstIndex(where: { $0.id == id }) else { return nil }
        let character = context.site.pageJokes[index].character
        let places = Self.places(of: context.site.jokesByCharacter[character] ?? [], context)
        return job(index, place: place, siblings: places, position: places.firstIndex(of: place), context)
    }

    /// The places of the jokes of a list that have pages and are safe for work.
    private static func places(of jokes: [Joke], _ context: RenderContext) -> [Int] {
        jokes.compactMap { $0.sfw ? context.place(of: $0.id) : nil }
    }

    /// The page of `pageJokes[index]`, at `place` among the jokes with
    /// values; `places`: its character's jokes with pages, in list order;
    /// `position`: the joke's place there (none for an NSFW joke).
    private static func job(_ index: Int, place: Int, siblings places: [Int], position: Int?,
                            _ context: RenderContext) -> PageJob {
        let inputs = context.inputs
        // The id and the joke's index, not the joke: every page's job holds what it captures.
        let id = context.site.pageJokes[index].id
        let nextJoke = context.site.nextJokes.next(after: id)
        // The joke, and the jokes it links to, by their place in the list.
        let reads = { @Sendable (hasher: inout StableHasher) in
            hasher.combine(inputs.joke(at: place))
            readNextJoke(nextJoke, inputs, &hasher)
            guard let position else { return hasher.combine(0) }
            let linked = Self.neighbours(of: position, count: places.count)
            for index in [linked.previous, linked.next].map({ $0 ?? -1 }) + [-2] + linked.more {
                hasher.combine(UInt64(bitPattern: Int64(index)))
                if index >= 0 { hasher.combine(inputs.joke(at: places[index])) }
            }
        }
        return PageJob(route: Routes.joke(id), inputs: reads) {
            let joke = context.site.pageJokes[index]
            let values = context.joke(at: place)
            let view = values.view
            let neighbours = position.map { Self.neighbours(of: $0, in: places, context) }
            let more = neighbours?.more ?? []
            return PageSpec(
                kind: Self.kind,
                title: "\(PlainText.truncated(view.setupLine, to: 70)) — \(view.character.name)",
                description: "\(view.typeLabel) by \(view.character.name): \(PlainText.truncated(view.setupLine, to: 150))",
                values: Self.kind.values(["joke": values.value, "previous": neighbours?.previous ?? .absent,
                                          "next": neighbours?.next ?? .absent, "more": .list(more), "has_more": .bool(!more.isEmpty),
                                          "search": SearchValues.sorts(of: joke, view: view),
                                          "next_joke": link(nextJoke, context)]),
                openGraphType: "article",
                card: context.cards?.jokeCard(joke),
                appLinkID: id,
                jsonLD: JSONLD.joke(view, text: joke.text, site: context.site.catalogue.site, urls: context.urls)
            )
        }
    }

    /// `previous` and `next` (each a link and a setup, also escaped for
    /// Markdown), and `more`: the jokes after the next one, wrapping round
    /// the character's list.
    static func neighbours(of position: Int, in places: [Int], _ context: RenderContext)
        -> (previous: TemplateValue, next: TemplateValue, more: [TemplateValue]) {
        func link(_ index: Int) -> TemplateValue { context.joke(at: places[index]).link }
        let linked = neighbours(of: position, count: places.count)
        return (linked.previous.map(link) ?? .absent, linked.next.map(link) ?? .absent, linked.more.map(link))
    }

    /// The places in a list of `count` of the jokes the joke at `position`
    /// links to: the one before, the one after, and up to `moreCount` after
    /// those, wrapping round, never the joke itself nor the ones beside it.
    static func neighbours(of position: Int, count: Int) -> (previous: Int?, next: Int?, more: [Int]) {
        var more: [Int] = []
        var index = position + 2
        while more.count < moreCount, index < position + count {
            let wrapped = index % count
            if abs(wrapped - position) > 1 { more.append(wrapped) }
            index += 1
        }
        return (position > 0 ? position - 1 : nil, position + 1 < count ? position + 1 : nil, more)
    }

    /// `next_joke`: the joke `id` as `jokeLink`, if it has values.
    static func link(_ id: String?, _ context: RenderContext) -> TemplateValue {
        id.flatMap { context.joke($0)?.link } ?? .absent
    }

    /// What `next_joke` reads, for a page's key: which joke, and its document.
    static func readNextJoke(_ id: String?, _ inputs: InputKeys, _ hasher: inout StableHasher) {
        hasher.combine(id ?? "\u{0}")
        if let id { hasher.combine(inputs.joke(id)) }
    }

    /// A joke as `jokeLink`.
    static func link(to view: JokeView) -> TemplateValue {
        let setup = PlainText.truncated(view.setupLine, to: 80)
        return jokeLink.record(["link": .text(view.link), "setup": .text(setup)])
    }
}
