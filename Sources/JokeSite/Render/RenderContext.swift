/// What every page source works from: the resolved site, its links, the
/// views of characters, made once, of jokes, each made when a page first
/// shows it (see `JokeValueCache`), and the hashes of what pages read.
final class RenderContext: Sendable {
    let site: ResolvedSite
    let urls: SiteURLs
    let characters: [CharacterView]
    let charactersByID: [String: CharacterView]
    /// Today's joke in each widget family, for the snapshots and the gallery.
    let widgets: [WidgetSnapshot]
    /// The site's menu sections and which of its routes are for visitors.
    let shape: SiteShape
    /// Nil when `site.json` turns cards off.
    let cards: PageCards?
    /// What the pages that name their inputs read, hashed.
    let inputs: InputKeys
    /// Whether work is shared between the cores (off in some tests).
    let parallel: Bool
    private let jokeValues: JokeValueCache

    init(site: ResolvedSite, shape: SiteShape, baseURL: String, templates: TemplateSet, parallel: Bool) {
        self.site = site
        self.shape = shape
        self.parallel = parallel
        urls = SiteURLs(baseURL: baseURL)
        let urls = urls
        characters = site.catalogue.characters.map { CharacterView(character: $0, urls: urls) }
        let charactersByID = Dictionary(uniqueKeysWithValues: characters.map { ($0.id, $0) })
        self.charactersByID = charactersByID
        let shown = site.pageJokes.filter { charactersByID[$0.character] != nil }
        let jokeCards = templates.cards
        jokeValues = JokeValueCache(jokes: shown) { joke in
            JokeValues(JokeView(joke: joke, parts: site.parts[joke.id] ?? JokeSplitter.split(joke.text),
                                character: charactersByID[joke.character]!, site: site.catalogue.site, urls: urls),
                       cards: jokeCards)
        }
        // Read once: the faces on the cards, and in the keys of the pages that show them.
        let faces = SiteCards.svgAvatars(of: site.catalogue)
        inputs = InputKeys(site: site, urls: urls, jokes: jokeValues, faces: faces, parallel: parallel)
        widgets = WidgetFamily.allCases.map { WidgetSnapshot(family: $0, site: site) }
        cards = PageCards(site: site.catalogue.site, baseURL: baseURL, characters: site.catalogue.characters, faces: faces)
    }

    /// The template values (and the view) of a joke with a page of its
    /// own, made on first use.
    func joke(_ id: String) -> JokeValues? {
        jokeValues.values(id)
    }

    /// The joke has a page and values, which are not made to tell.
    func shows(_ id: String) -> Bool {
        jokeValues.place(of: id) != nil
    }

    /// Where the joke's values are, if it has any: `joke(at:)` and
    /// `InputKeys.joke(at:)` read them without looking the id up again.
    func place(of id: String) -> Int? {
        jokeValues.place(of: id)
    }

    func joke(at place: Int) -> JokeValues {
        jokeValues.values(at: place)
    }
}
