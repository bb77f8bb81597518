/// `/jokes/ID/`: one page per joke with a page of its own, linked to the
/// previous and next joke of the same character and to more of theirs.
struct JokePagesWriter: PageWriter {
    let templates = ["joke"]
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
                var pageValues: [String: Any] = ["joke": values]
                if let position {
                    pageValues.merge(Self.neighbours(of: position, in: ids, context)) { _, new in new }
                }
                return PageSpec(
                    template: "joke",
                    title: "\(PlainText.truncated(view.setupLine, to: 70)) — \(view.character.name)",
                    description: "\(view.typeLabel) by \(view.character.name): \(PlainText.truncated(view.setupLine, to: 150))",
                    values: pageValues,
                    openGraphType: "article"
                )
            }
        }
    }

    /// `previous` and `next` (each a link and a setup, also escaped for
    /// Markdown), and `more`: the
    /// jokes after the next one, wrapping round the character's list.
    static func neighbours(of position: Int, in ids: [String], _ context: RenderContext) -> [String: Any] {
        func link(_ index: Int) -> [String: Any]? {
            guard let view = context.joke(ids[index])?.view else { return nil }
            let setup = PlainText.truncated(view.setupLine, to: 80)
            return ["link": view.link, "setup": setup, "setup_md": MarkdownEscaping.escape(setup)]
        }
        var values: [String: Any] = [:]
        if position > 0 { values["previous"] = link(position - 1) }
        if position + 1 < ids.count { values["next"] = link(position + 1) }
        let shown: Set = [position - 1, position, position + 1]
        var more: [[String: Any]] = []
        var index = position + 2
        while more.count < moreCount, index < position + ids.count {
            if !shown.contains(index % ids.count), let joke = link(index % ids.count) { more.append(joke) }
            index += 1
        }
        values["more"] = more
        values["has_more"] = !more.isEmpty
        return values
    }
}
