/// `/feed.xml`: an Atom feed of the recent jokes of the day.
enum AtomFeed {
    static func render(_ context: RenderContext) -> String {
        let site = context.site.catalogue.site
        let urls = context.urls
        let entries = FeedEntry.recent(context)
        let updated = entries.first?.published ?? context.site.calendar.rfc3339(context.site.calendar.startOfDay(context.site.today))
        var xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="\(XML.escape(site.language))">
              <title>\(XML.escape(site.title))</title>
              <subtitle>The joke of the day</subtitle>
              <id>\(XML.escape(urls.absolute(Routes.home)))</id>
              <link rel="alternate" type="text/html" href="\(XML.escape(urls.absolute(Routes.home)))"/>
              <link rel="self" type="application/atom+xml" href="\(XML.escape(urls.absolute(Routes.feedAtom)))"/>
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
