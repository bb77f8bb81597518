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
            siblings[character] = jokes.compactMap { $0.sfw && context.shows($0.id) ? $0.id : nil }
        }
        var positions: [String: Int] = [:]
        for ids in siblings.values {
            for (index, id) in ids.enumerated() { positions[id] = index }
        }
        return context.site.pageJokes.compactMap { joke in
            guard context.shows(joke.id) else { return nil }
            return Self.job(joke, siblings: siblings[joke.character] ?? [], position: positions[joke.id], context)
        }
    }

    /// The page of one joke, its character's list found for it alone: a
    /// preview of an edit makes no other.
    static func job(of id: String, _ context: RenderContext) -> PageJob? {
        guard context.shows(id), let joke = context.site.catalogue.jokesByID[id] else { return nil }
        let ids = (context.site.jokesByCharacter[joke.character] ?? []).compactMap { $0.sfw && context.shows($0.id) ? $0.id : nil }
        return job(joke, siblings: ids, position: ids.firstIndex(of: id), context)
    }

    /// `ids`: the character's jokes with pages, in list order; `position`:
    /// the joke's place there (none for an NSFW joke).
    private static func job(_ joke: Joke, siblings ids: [String], position: Int?, _ context: RenderContext) -> PageJob {
        let inputs = context.inputs
        // The id alone, not the joke: every page's job holds what it captures.
        let id = joke.id
        // The joke, and the jokes it links to, by their place in the list.
        let reads = { @Sendable (hasher: inout StableHasher) in
            hasher.combine(inputs.joke(id))
            guard let position else { return hasher.combine(0) }
            let places = Self.neighbours(of: position, count: ids.count)
            for place in [places.previous, places.next].map({ $0 ?? -1 }) + [-2] + places.more {
                hasher.combine(UInt64(bitPattern: Int64(place)))
                if place >= 0 { hasher.combine(inputs.joke(ids[place])) }
            }
        }
        return PageJob(route: Routes.joke(id), inputs: reads) {
            let values = context.joke(id)!
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
                appLinkID: id
            )
        }
    }

    /// `previous` and `next` (each a link and a setup, also escaped for
    /// Markdown), and `more`: the jokes after the next one, wrapping round
    /// the character's list.
    static func neighbours(of position: Int, in ids: [String], _ context: RenderContext)
        -> (previous: TemplateValue, next: TemplateValue, more: [TemplateValue]) {
        func link(_ place: Int?) -> TemplateValue? { place.flatMap { context.joke(ids[$0])?.link } }
        let places = neighbours(of: position, count: ids.count)
        return (link(places.previous) ?? .absent, link(places.next) ?? .absent, places.more.compactMap(link))
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

    /// A joke as `jokeLink`.
    static func link(to view: JokeView) -> TemplateValue {
        let setup = PlainText.truncated(view.setupLine, to: 80)
        return jokeLink.record(["link": .text(view.link), "setup": .text(setup)])
    }
}
