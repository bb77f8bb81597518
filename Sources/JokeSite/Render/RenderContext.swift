/// What every page source works from: the resolved site, its links, and
/// the views of jokes and characters, each made once (in parallel) and
/// then only read by the worker threads.
struct RenderContext: Sendable {
    let site: ResolvedSite
    let urls: SiteURLs
    let characters: [CharacterView]
    let charactersByID: [String: CharacterView]
    /// Today's joke in each widget family, for the snapshots and the gallery.
    let widgets: [WidgetSnapshot]
    /// Nil when `site.json` turns cards off.
    let cards: PageCards?
    private let jokeValues: [String: JokeValues]

    init(site: ResolvedSite, baseURL: String, templates: TemplateSet, parallel: Bool) {
        self.site = site
        urls = SiteURLs(baseURL: baseURL)
        let urls = urls
        characters = site.catalogue.characters.map { CharacterView(character: $0, urls: urls) }
        let charactersByID = Dictionary(uniqueKeysWithValues: characters.map { ($0.id, $0) })
        self.charactersByID = charactersByID
        let shown = site.pageJokes.filter { charactersByID[$0.character] != nil }
        let values = ParallelMap.map(shown, parallel: parallel) { joke in
            JokeValues(JokeView(joke: Self.rated(joke, site.eventRatings), parts: site.parts[joke.id] ?? JokeSplitter.split(joke.text),
                                character: charactersByID[joke.character]!, site: site.catalogue.site, urls: urls),
                       cards: templates.cards)
        }
        jokeValues = Dictionary(uniqueKeysWithValues: zip(shown.map(\.id), values))
        widgets = WidgetFamily.allCases.map { WidgetSnapshot(family: $0, site: site) }
        cards = PageCards(site: site.catalogue.site, characters: site.catalogue.characters)
    }

    /// The joke with the ratings pages show: from the events when there are
    /// any (SPEC §2), a joke without events then having none.
    static func rated(_ joke: Joke, _ eventRatings: [String: RankingCalculator.JokeRatings]?) -> Joke {
        guard let eventRatings else { return joke }
        let ratings = eventRatings[joke.id] ?? .init()
        var rated = joke
        rated.ratingCount = ratings.count
        rated.ratingAvg = ratings.average
        return rated
    }

    /// The template values (and the view) of a joke with a page of its own.
    func joke(_ id: String) -> JokeValues? {
        jokeValues[id]
    }
}
