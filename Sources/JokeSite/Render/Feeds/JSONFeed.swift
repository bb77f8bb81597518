import Foundation

/// A `FeedChannel` as JSON Feed 1.1 (`/feed.json`, `characters/ID/feed.json`).
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

    static func render(_ channel: FeedChannel, _ context: RenderContext) throws -> String {
        let feed = JSONFeedDocument(
            title: channel.title,
            home_page_url: context.urls.absolute(channel.homeRoute),
            feed_url: context.urls.absolute(channel.jsonRoute),
            description: "\(channel.subtitle) from \(context.site.catalogue.site.title).",
            language: context.site.catalogue.site.language,
            items: channel.entries.map { entry in
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
