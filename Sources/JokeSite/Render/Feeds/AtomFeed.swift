/// A `FeedChannel` as an Atom feed (`/feed.xml`, `characters/ID/feed.xml`).
enum AtomFeed {
    static func render(_ channel: FeedChannel, _ context: RenderContext) -> String {
        let site = context.site.catalogue.site
        let urls = context.urls
        let entries = channel.entries
        let updated = entries.first?.published ?? context.site.calendar.rfc3339(context.site.calendar.startOfDay(context.site.today))
        var xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="\(XML.escape(site.language))">
              <title>\(XML.escape(channel.title))</title>
              <subtitle>\(XML.escape(channel.subtitle))</subtitle>
              <id>\(XML.escape(urls.absolute(channel.homeRoute)))</id>
              <link rel="alternate" type="text/html" href="\(XML.escape(urls.absolute(channel.homeRoute)))"/>
              <link rel="self" type="application/atom+xml" href="\(XML.escape(urls.absolute(channel.atomRoute)))"/>
              <updated>\(updated)</updated>

            """
        for entry in entries {
            xml += """
                  <entry>
                    <title>\(XML.escape(entry.title))</title>
                    <id>\(XML.escape(entry.link))</id>
                    <link rel="alternate" type="text/html" href="\(XML.escape(entry.link))"/>
                    <published>\(entry.published)</published>
                    <updated>\(entry.published)</updated>
                    <author><name>\(XML.escape(entry.joke.character.name))</name></author>

                """
            for tag in entry.joke.tags {
                xml += "    <category term=\"\(XML.escape(tag.name))\"/>\n"
            }
            xml += "    <content type=\"html\">\(XML.escape(entry.contentHTML))</content>\n  </entry>\n"
        }
        return xml + "</feed>\n"
    }
}

enum XML {
    static func escape(_ text: String) -> String {
        HTMLEscaping.escape(text, apostrophe: "&apos;")
    }
}
