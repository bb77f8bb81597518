/// What every page source works from: the resolved site, its links, the
/// views of characters, made once, of jokes, each made when a page first
/// shows it (see `JokeValueCache`), and what pages read through their
/// readers, with its hashes (`SiteInputs`).
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
    /// What pages read through a `PageReader`, with its hashes.
    let inputs: SiteInputs
    /// Whether work is shared between the cores (off in some tests).
    let parallel: Bool

    /// `views`: the joke views' hashes the last build kept (`JokeViewHashes`).
    init(site: ResolvedSite, shape: SiteShape, baseURL: String, templates: TemplateSet, parallel: Bool,
         views: JokeViewHashes = JokeViewHashes()) {
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
        let jokeValues = JokeValueCache(jokes: shown) { joke in
            JokeValues(JokeView(joke: joke, parts: site.parts[joke.id] ?? JokeSplitter.split(joke.text),
                                character: charactersByID[joke.character]!, site: site.catalogue.site, urls: urls),
                       cards: jokeCards)
        }
        // Read once: the faces on the cards, and in the hashes of the jokes and characters that show them.
        let faces = SiteCards.svgAvatars(of: site.catalogue)
        let cards = PageCards(site: site.catalogue.site, baseURL: baseURL, characters: site.catalogue.characters, faces: faces,
                              appIcon: SiteCards.svgAppIcon(of: site.catalogue))
        self.cards = cards
        inputs = SiteInputs(site: site, jokes: jokeValues, characters: characters, faces: faces, views: views,
                            baseURL: baseURL, siteCard: cards.map { $0.route(of: $0.siteCard) } ?? "", parallel: parallel)
        widgets = WidgetFamily.allCases.map { WidgetSnapshot(family: $0, site: site) }
    }

    /// The template values (and the view) of a joke with a page of its
    /// own, made on first use: for the pages keyed by their whole value
    /// and the documents; the others read it through their reader.
    func joke(_ id: String) -> JokeValues? {
        inputs.jokes.values(id)
    }

    /// The joke has a page and values, which are not made to tell.
    func shows(_ id: String) -> Bool {
        inputs.jokes.place(of: id) != nil
    }
}
