/// `/widgets/FAMILY.json`: JSON Feed 1.1 with one item, today's joke as the
/// widget shows it, and the widget's facts in the item's `_widget` object.
enum WidgetFeed {

    struct Item: Encodable {
        var id: String
        var url: String
        var title: String
        var content_text: String
        var date_published: String
        var _widget: Facts
    }

    /// The `_widget` format's version: 2 added `joke_id`, `devices`, lock-screen
    /// `sizes` and `icon`. Bumped whenever a field changes meaning or goes away.
    static let formatVersion = 2

    struct Facts: Encodable {
        var version: Int
        var family: WidgetFamily
        var joke_id: String?
        var date: String
        var placeholder: Bool
        var sizes: [String: WidgetFamily.Size]?
        var padding: Double
        var fonts: [String: WidgetFamily.Font]
        var avatar_size: Double?
        var line_limit: Int
        var text_width: Double
        var lines: [String]
        var truncated: Bool
        var devices: [String: Device]
        var icon: Icon?
        var badge: String?
        var type_chip: String?
        var character: WidgetSnapshot.CharacterColors?
        var deep_link: String
        var next_refresh: String
    }

    /// The widget on one device class: its size and the text as wrapped there.
    struct Device: Encodable {
        var width: Int
        var height: Int
        var text_width: Double
        var lines: [String]
        var truncated: Bool
    }

    /// What the icon-only circular family shows: the character's initial on
    /// their colour (a "?" in grey for the placeholder).
    struct Icon: Encodable {
        var initial: String
        var color: String
        /// Black or white, whichever reads on `color`.
        var text_color: String
    }

    static func render(_ snapshot: WidgetSnapshot, _ context: RenderContext) throws -> String {
        let family = snapshot.family
        let urls = context.urls
        let dayLink = urls.absolute(Routes.day(snapshot.day))
        var devices: [String: Device] = [:]
        for (key, size) in family.sizes {
            let wrapped = snapshot.wrapped(on: key)
            devices[key] = Device(width: size.width, height: size.height, text_width: family.textWidth(device: key),
                                  lines: wrapped.lines, truncated: wrapped.truncated)
        }
        let facts = Facts(
            version: formatVersion,
            family: family,
            joke_id: snapshot.jokeID,
            date: snapshot.day.description,
            placeholder: snapshot.isPlaceholder,
            sizes: family.sizes,
            padding: family.padding,
            fonts: family.fonts,
            avatar_size: family.avatarSize,
            line_limit: family.lineLimit,
            text_width: family.textWidth(),
            lines: snapshot.wrapped.lines,
            truncated: snapshot.wrapped.truncated,
            devices: devices,
            icon: family == .accessoryCircular ? snapshot.icon : nil,
            badge: family.showsBadge ? WidgetSnapshot.badge : nil,
            type_chip: family.showsTypeChip ? snapshot.typeLabel : nil,
            character: snapshot.character,
            deep_link: snapshot.deepLink,
            next_refresh: snapshot.nextRefresh
        )
        let feed = JSONFeedDocument(
            title: "\(context.site.catalogue.site.title): \(family.rawValue) widget",
            home_page_url: urls.absolute(Routes.home),
            feed_url: urls.absolute(family.route),
            items: [Item(
                id: snapshot.isPlaceholder ? "\(dayLink)#placeholder" : dayLink,
                url: snapshot.isPlaceholder ? urls.absolute(Routes.home) : dayLink,
                title: "Joke of the day, \(DayLabel.long(snapshot.day))",
                content_text: snapshot.contentText,
                date_published: context.site.calendar.rfc3339(context.site.calendar.startOfDay(snapshot.day)),
                _widget: facts
            )]
        )
        return JSONWriter.format(try JSONValue(encoding: feed), style: .published)
    }
}
