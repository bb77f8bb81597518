import Foundation

/// `/feed.json`: JSON Feed 1.1 of the recent jokes of the day.
enum JSONFeed {

    struct Item: Encodable {
        var id: String
        var url: String
        var title: String
        var content_html: String
        var content_text: String
        var date_published: String
        var tags: [String]
        var authors: [Author]
    }

    struct Author: Encodable {
        var name: String
        var url: String
    }

    static func render(_ context: RenderContext) throws -> String {
        let site = context.site.catalogue.site
        let feed = JSONFeedDocument(
            title: site.title,
            home_page_url: context.urls.absolute(Routes.home),
            feed_url: context.urls.absolute(Routes.feedJSON),
            description: "The joke of the day from \(site.title).",
            language: site.language,
            items: FeedEntry.recent(context).map { entry in
                Item(
                    id: entry.link,
                    url: entry.link,
                    title: entry.title,
                    content_html: entry.contentHTML,
                    content_text: entry.contentText,
                    date_published: entry.published,
                    tags: entry.joke.tags.map(\.name),
                    authors: [Author(name: entry.joke.character.name, url: context.urls.absolute(Routes.character(entry.joke.character.id)))]
                )
            }
        )
        return try StableJSON.encode(feed)
    }
}

/// A JSON Feed 1.1 document (the site's feed and the widget snapshots).
struct JSONFeedDocument<Item: Encodable>: Encodable {
    var version = "https://jsonfeed.org/version/1.1"
    var title: String
    var home_page_url: String
    var feed_url: String
    var description: String?
    var language: String?
    var items: [Item]
}

/// JSON with sorted keys, two-space indentation and a final newline, so the
/// same data always gives the same bytes.
enum StableJSON {
    static func encode<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }
}
