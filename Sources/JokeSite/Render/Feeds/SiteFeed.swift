/// `/feed.json` and `/feed.xml`: the recent jokes of the day
/// (`FeedChannel.daily`), in the feeds' templates (`FeedValues`).
struct SiteFeed: OutputSource {
    let order = 200
    static let jsonRoute = "feed.json"
    static let atomRoute = "feed.xml"

    let outputs = [
        OutputKind("feed_json", route: Self.jsonRoute, formats: [.jsonFeed], link: "The JSON feed."),
        OutputKind("feed_atom", route: Self.atomRoute, formats: [.atomFeed], link: "The Atom feed."),
    ]
    /// Each character's feeds (`CharacterFeeds`) render with them too.
    var documentKinds: [DocumentKind] { [FeedValues.atom, FeedValues.json] }

    func documents(_ site: SiteJobs) -> [OutputJob] {
        let context = site.context
        return FeedValues.jobs({ .daily(context) }, routes: (Self.jsonRoute, Self.atomRoute), site.renderer)
    }
}
