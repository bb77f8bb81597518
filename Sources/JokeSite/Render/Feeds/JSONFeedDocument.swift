/// A JSON Feed 1.1 document, as the widget snapshots are written (the
/// site's feeds are templates: `FeedValues`).
struct JSONFeedDocument<Item: Encodable>: Encodable {
    var version = "https://jsonfeed.org/version/1.1"
    var title: String
    var home_page_url: String
    var feed_url: String
    var description: String?
    var language: String?
    var items: [Item]
}
