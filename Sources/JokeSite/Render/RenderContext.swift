/// What every page writer works from: the resolved site, its links, and
/// the views of jokes and characters, each rendered once.
struct RenderContext: Sendable {
    let site: ResolvedSite
    let urls: SiteURLs
    let characters: [CharacterView]
    let charactersByID: [String: CharacterView]
    let jokeViews: [String: JokeView]
    /// Today's joke in each widget family, for the snapshots and the gallery.
    let widgets: [WidgetSnapshot]

    init(site: ResolvedSite, baseURL: String) {
        self.site = site
        urls = SiteURLs(baseURL: baseURL)
        let urls = urls
        characters = site.catalogue.characters.map { CharacterView(character: $0, urls: urls) }
        charactersByID = Dictionary(uniqueKeysWithValues: characters.map { ($0.id, $0) })
        var views: [String: JokeView] = [:]
        let shown = site.pageJokes
        for joke in shown {
            guard let character = charactersByID[joke.character], let parts = site.parts[joke.id] else { continue }
            views[joke.id] = JokeView(joke: joke, parts: parts, character: character, site: site.catalogue.site, urls: urls)
        }
        jokeViews = views
        widgets = WidgetFamily.allCases.map { WidgetSnapshot(family: $0, site: site) }
    }

    func joke(_ id: String) -> [String: Any]? {
        jokeViews[id]?.context
    }

    /// Values every template can use: `{{site.title}}`, `{{site.base}}`, the
    /// navigation links.
    var siteContext: [String: Any] {
        [
            "title": site.catalogue.site.title,
            "language": site.catalogue.site.language,
            "base": urls.basePath,
            "base_url": urls.base,
            "today": site.today.description,
            "today_label": DayLabel.long(site.today),
            "year": site.today.year,
            "links": [
                "home": urls.link(Routes.home),
                "daily": urls.link(Routes.dailyArchive),
                "characters": urls.link(Routes.characters),
                "tags": urls.link(Routes.tags),
                "top10": urls.link(Routes.top10),
                "feed_json": urls.link(Routes.feedJSON),
                "feed_atom": urls.link(Routes.feedAtom),
                "assets": urls.link(Routes.assets),
                "widgets": urls.link(Routes.widgets),
            ],
        ]
    }
}
