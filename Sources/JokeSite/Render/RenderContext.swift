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
        // Each joke's character looked up only when some are unknown.
        let allKnown = site.jokesByCharacter.keys.allSatisfy { charactersByID[$0] != nil }
        let shown = allKnown ? site.pageJokes : site.pageJokes.only { charactersByID[$0.character] != nil }
        let jokeCards = templates.cards
        let parts = { @Sendable (joke: Joke) in site.parts[joke.id] ?? JokeSplitter.split(joke.text) }
        let jokeValues = JokeValueCache(jokes: shown, byID: site.catalogue.jokesByID, make: { joke, place in
            JokeValues(JokeView(joke: site.rated(joke, at: place), parts: parts(joke), character: charactersByID[joke.character]!,
                                site: site.catalogue.site, urls: urls),
                       cards: jokeCards)
        }, link: { joke, setup in
            JokePages.link(urls.link(Routes.joke(joke.id)), setup: setup)
        }, setup: { joke in
            JokePages.linkSetup(PlainText.singleLine(parts(joke).setup))
        })
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

    /// The joke's place in `inputs.jokes` (`PageJob.readsJoke`); nil for
    /// a joke without values.
    func jokePlace(of id: String) -> Int? {
        inputs.jokes.place(of: id)
    }

    /// The order to make outputs in when most of the site is made: those
    /// that read no joke first, then by the place of the first joke each
    /// reads (`reads`, `OutputJob.readsJoke`) newest first, the order of its
    /// tag's listings and, within a type, of its character's. A joke's
    /// readers then render close together, and its values are let go after
    /// the last (`JokeValueCache.expect`).
    func readingOrder(_ reads: [Int?]) -> [Int] {
        let (places, readers) = Self.readingPlaces(site, inputs.jokes)
        inputs.jokes.expect(readers: readers)
        let keys = reads.map { $0.map { places[$0] } ?? -1 }
        return keys.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }
    }

    /// Each joke's place newest first, and how many pages read its values:
    /// its own, its character's listing, its tags' listings, and for each
    /// day it is the joke of, that day's page, the archive's and the pages
    /// of the days either side (the home page, the feeds and the like
    /// make the few they show again).
    private static func readingPlaces(_ site: ResolvedSite, _ jokes: JokeValueCache) -> (places: [Int], readers: [UInt32]) {
        let newest = OrderKey.order(jokes.jokes.map(ResolvedSite.newestFirst))
        var places = Array(repeating: 0, count: newest.count)
        for (order, place) in newest.enumerated() { places[place] = order }
        var readers = Array(repeating: UInt32(2), count: jokes.jokes.count)
        for tag in site.tags {
            for place in tag.jokes.places { if let place = jokes.place(inCatalogue: place) { readers[place] += 1 } }
        }
        let days = site.publishedDays
        let dayPlaces = days.map { jokes.place(of: $0.jokeID) }
        for (index, place) in dayPlaces.enumerated() {
            guard let place else { continue }
            readers[place] += 2
            for side in [index - 1, index + 1] where dayPlaces.indices.contains(side) && dayPlaces[side] != nil { readers[place] += 1 }
        }
        return (places, readers)
    }
}
