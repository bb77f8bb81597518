import TemplateEngine

/// `/random/`: a random joke, picked in the browser (`assets/random.js`)
/// from the links of every safe-for-work joke, cut into lists of
/// `perList` (`random/jokes/N.json`) so a visit downloads one small list
/// whatever the catalogue's size (`random/jokes.json` says how they are
/// cut); without
/// script, a link to one joke and one joke of each character, picked afresh
/// each build day. The whole declaration of the page kind: its route, menu
/// label and link, its values, its pages and the rules that pick its jokes.
struct RandomPage: OutputSource {
    let order = 120
    static let output = OutputKind("random", route: "random/", menu: "Random", link: "A random joke, picked in the browser.")
    static let jokesIndex = OutputKind("random_jokes", route: "random/jokes.json", formats: [.json],
                                       link: "What `/random/` picks from: `{\"count\", \"per_list\", \"lists\"}`, the number of safe-for-work jokes, "
                                           + "how many links each list holds, and the folder of the lists (`lists` + `N.json`).")
    static let jokeLists = OutputKind("random_joke_lists", route: "random/jokes/", formats: [.json])
    /// Links a list holds: about 15 KB of JSON, at any catalogue size.
    static let perList = 500

    static let pick = TemplateSchema("Random pick", doc: "A character and the joke picked for it.", [
        TemplateField("character", .record(CharacterView.schema), "The character."),
        TemplateField("joke", .record(JokeView.schema), "Its joke for the day."),
    ])

    static let kind = PageKind(template: "random", title: "Random jokes", doc: "`/random/`: a random joke, picked in the browser; one joke of each character, picked by the build's day.", [
        TemplateField("first", .optional(.record(JokePages.jokeLink)),
                      "The joke offered without script: the one after today's in the one-more-joke order (`NextJokeChain`), else the order's first."),
        TemplateField("picks", .list(.record(pick)), "A pick for each character with a safe-for-work joke, in catalogue order."),
    ])
    var kinds: [PageKind] { [Self.kind] }
    let outputs = [Self.output, Self.jokesIndex, Self.jokeLists]

    func pages(_ context: RenderContext) -> [PageJob] {
        [PageJob(route: Self.output.route) {
            let picks = Self.picks(context.site, day: context.site.today).compactMap { pick -> TemplateValue? in
                guard let character = context.charactersByID[pick.characterID], let joke = context.joke(pick.jokeID) else { return nil }
                return Self.pick.record(["character": character.value, "joke": joke.value])
            }
            return PageSpec(
                kind: Self.kind,
                title: "Random jokes",
                description: "One joke from each character, picked anew every day.",
                values: Self.kind.values(["first": JokePages.link(context.site.nextJokes.next(after: context.site.todaysPick?.jokeID), context), "picks": .list(picks)]),
                card: context.cards?.pageCard(title: "Random jokes")
            )
        }]
    }

    /// The links of every joke of the one-more-joke order, in that order,
    /// `perList` a file, and the index that says how they are cut. Keyed
    /// by what they read (that order, and the base URL in every reader's
    /// seed), not by their bytes.
    func documents(_ site: SiteJobs) -> [OutputJob] {
        let lists = (site.context.site.nextJokes.ids.count + Self.perList - 1) / Self.perList
        let index = site.renderer.document(Self.jokesIndex.route) { reader in
            let index: JSONValue = [
                "count": .number(JSONNumber(reader.nextJokeOrder().count)),
                "per_list": .number(JSONNumber(Self.perList)),
                "lists": .string(reader.urls.link(Self.jokeLists.route)),
            ]
            return Array(JSONWriter.format(index).utf8)
        }
        return [index] + (0..<lists).map { number in
            site.renderer.document(Self.jokeLists.route + "\(number).json") { reader in
                let order = reader.nextJokeOrder()
                let list = order[min(order.count, number * Self.perList)..<min(order.count, (number + 1) * Self.perList)]
                return Array(JSONWriter.format(.array(list.map { .string(reader.urls.link(Routes.joke($0))) })).utf8)
            }
        }
    }

    /// For each character, in catalogue order, one of its safe-for-work
    /// jokes: the day and the character hash (`StableHash`) to a place
    /// among its jokes sorted by id, so a build on the same day picks the
    /// same jokes and the next day most likely others.
    static func picks(_ site: ResolvedSite, day: CalendarDay) -> [(characterID: String, jokeID: String)] {
        site.catalogue.characters.compactMap { character in
            // The list's places in the catalogue, whose order is by id: sorted, its jokes by id.
            guard let list = site.jokesByCharacter[character.id] else { return nil }
            let safe = list.places.filter { list.catalogue[Int($0)].sfw }.sorted()
            guard !safe.isEmpty else { return nil }
            let pick = StableHash.scrambled(StableHash.fnv1a("random \(day) \(character.id)")) % UInt64(safe.count)
            return (character.id, list.catalogue[Int(safe[Int(pick)])].id)
        }
    }
}
