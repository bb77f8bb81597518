import Foundation

/// `characters/ID/feed.json` and `characters/ID/feed.xml`: each character's
/// newest jokes safe for work, by `created_at`, for a visitor who follows
/// one character. Jokes without `created_at` have no date to be placed by
/// and are left out.
struct CharacterFeeds: OutputSource {
    /// Its feeds live in `characters/`, whose output (`CharacterPages`)
    /// serves them as feeds: none of its own.
    let order = 290
    static let count = 20

    static func jsonRoute(_ id: String) -> String { Routes.character(id) + "feed.json" }
    static func atomRoute(_ id: String) -> String { Routes.character(id) + "feed.xml" }

    /// The character page's head links to both.
    static func links(_ character: CharacterView) -> [FeedLink] {
        [FeedLink(title: "Jokes by \(character.name) (Atom)", type: "application/atom+xml", route: atomRoute(character.id)),
         FeedLink(title: "Jokes by \(character.name) (JSON Feed)", type: "application/feed+json", route: jsonRoute(character.id))]
    }

    func documents(_ site: SiteJobs) -> [OutputJob] {
        let context = site.context
        return context.characters.flatMap { character in
            FeedValues.jobs({ Self.channel(character, context) }, routes: (Self.jsonRoute(character.id), Self.atomRoute(character.id)),
                            site.renderer)
        }
    }

    static func channel(_ character: CharacterView, _ context: RenderContext) -> FeedChannel {
        let site = context.site
        let picked = newest(site.jokesByCharacter[character.id] ?? JokeList())
        let entries: [FeedEntry] = picked.compactMap { item in
            guard let joke = context.joke(item.id) else { return nil }
            return FeedEntry(joke: joke, link: context.urls.absolute(Routes.joke(joke.view.id)),
                             published: site.calendar.rfc3339(item.at), title: PlainText.truncated(joke.view.setupLine, to: 80))
        }
        return FeedChannel(title: "\(character.name) · \(site.catalogue.site.title)", subtitle: "Jokes by \(character.name)",
                           homeRoute: Routes.character(character.id), jsonRoute: jsonRoute(character.id),
                           atomRoute: atomRoute(character.id), entries: entries)
    }

    /// The `count` newest of the jokes safe for work with a `created_at`,
    /// newest first (of one time, by id), as ids and dates: picked in one
    /// pass, as a character may have tens of thousands.
    static func newest(_ jokes: some Sequence<Joke>) -> [(id: String, at: Date)] {
        let isNewer = { (a: (id: String, at: Date), b: (id: String, at: Date)) in a.at != b.at ? a.at > b.at : a.id < b.id }
        var newest: [(id: String, at: Date)] = []
        newest.reserveCapacity(count + 1)
        for joke in jokes where joke.sfw {
            guard let at = joke.createdAt else { continue }
            let item = (id: joke.id, at: at)
            if newest.count == count, !isNewer(item, newest[count - 1]) { continue }
            newest.insert(item, at: newest.firstIndex { isNewer(item, $0) } ?? newest.count)
            if newest.count > count { newest.removeLast() }
        }
        return newest
    }
}
