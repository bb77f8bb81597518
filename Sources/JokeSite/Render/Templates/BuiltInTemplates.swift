import Foundation

/// The templates jokesite has of its own, used unless the site's
/// `templates/` has one of the same name (as Zola does): a site owner
/// changes a feed, the sitemap or robots.txt by writing that file. Their
/// values are declared beside their documents (`FeedValues`, `Sitemap`,
/// `AliasPages`).
enum BuiltInTemplates {
    /// By template name (`feed.xml`: `templates/feed.xml.mustache`); nil
    /// when a template kept as a file (`BuiltIn/`) cannot be read.
    static let all: [(name: String, text: String?)] = [
        (FeedValues.atom.template, atomFeed),
        (FeedValues.json.template, jsonFeed),
        (FeedValues.contentPartial, feedContent),
        (Sitemap.sitemap.template, sitemap),
        (Sitemap.robots.template, robots),
        (AliasPages.page.template, resource(AliasPages.page.template)),
    ]

    /// `BuiltIn/NAME.mustache`, a resource of the JokeSite module (a folder
    /// beside the jokesite binary once built).
    private static func resource(_ name: String) -> String? {
        Bundle.module.url(forResource: name, withExtension: String(TemplateSet.fileExtension.dropFirst()), subdirectory: "BuiltIn")
            .flatMap { try? String(contentsOf: $0, encoding: .utf8) }
    }

    /// Names it in messages: it is in no folder.
    static func file(_ name: String) -> String {
        "jokesite's built-in \(name)\(TemplateSet.fileExtension)"
    }

    static let atomFeed = #"""
        <?xml version="1.0" encoding="utf-8"?>
        <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="{{site.language}}">
          <title>{{title}}</title>
          <subtitle>{{subtitle}}</subtitle>
          <id>{{home_url}}</id>
          <link rel="alternate" type="text/html" href="{{home_url}}"/>
          <link rel="self" type="application/atom+xml" href="{{atom_url}}"/>
          <updated>{{updated}}</updated>
        {{#entries}}
          <entry>
            <title>{{title}}</title>
            <id>{{link}}</id>
            <link rel="alternate" type="text/html" href="{{link}}"/>
            <published>{{published}}</published>
            <updated>{{published}}</updated>
            <author><name>{{joke.character.name}}</name></author>
        {{#tags}}
            <category term="{{name}}"/>
        {{/tags}}
            <content type="html">{{content_html}}</content>
          </entry>
        {{/entries}}
        </feed>

        """#

    /// JSON Feed 1.1, its members sorted, two-space indentation.
    static let jsonFeed = #"""
        {
          "description" : "{{subtitle}} from {{site.title}}.",
          "feed_url" : "{{json_url}}",
          "home_page_url" : "{{home_url}}",
          "items" : [
        {{#entries}}
            {
              "authors" : [
                {
                  "name" : "{{joke.character.name}}",
                  "url" : "{{author_url}}"
                }
              ],
              "content_html" : "{{content_html}}",
              "content_text" : "{{content_text}}",
              "date_published" : "{{published}}",
              "id" : "{{link}}",
              "tags" : [
        {{#tags}}
                "{{name}}"{{^last}},{{/last}}
        {{/tags}}
        {{^tags}}

        {{/tags}}
              ],
              "title" : "{{title}}",
              "url" : "{{link}}"
            }{{^last}},{{/last}}
        {{/entries}}
        {{^entries}}

        {{/entries}}
          ],
          "language" : "{{site.language}}",
          "title" : "{{title}}",
          "version" : "https://jsonfeed.org/version/1.1"
        }

        """#

    /// A feed entry's HTML: a paragraph each for the setup and the
    /// punchline, line breaks kept.
    static let feedContent = #"""
        {{#paragraphs}}
        <p>{{#lines}}{{text}}{{^last}}<br>
        {{/last}}{{/lines}}</p>{{^last}}
        {{/last}}
        {{/paragraphs}}

        """#

    static let sitemap = #"""
        <?xml version="1.0" encoding="utf-8"?>
        <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
        {{#pages}}
          <url><loc>{{.}}</loc></url>
        {{/pages}}
        </urlset>

        """#

    static let robots = #"""
        User-agent: *
        Allow: /

        Sitemap: {{sitemap}}

        """#
}
