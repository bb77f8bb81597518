import TemplateEngine

/// `docs/templates.md`: the values each template may use, written from the
/// same declarations that check the templates, so it cannot fall behind
/// them (`TemplateDocsTests` fails when the file is stale).
enum TemplateDocs {
    static let regenerate = "UPDATE_DOCS=1 swift test --filter TemplateDocsTests"

    static var markdown: String {
        let pages = OutputSources.kinds.map { kind in
            TemplateReference.Page(title: kind.schema.name, templates: kind.templateNames.map { $0 + TemplateSet.fileExtension },
                                   schema: kind.schema)
        }
        let cards = TemplateReference.Page(
            title: "Joke cards",
            templates: [JokeValues.cardPartials.html, JokeValues.cardPartials.markdown].map { $0 + TemplateSet.fileExtension },
            schema: JokeView.cardSchema)
        let documents = DocumentKind.all.map { kind in
            TemplateReference.Page(title: kind.schema.name, templates: [kind.template + TemplateSet.fileExtension], schema: kind.schema)
        }
        let feedContent = TemplateReference.Page(title: FeedValues.content.name, templates: [FeedValues.contentPartial + TemplateSet.fileExtension],
                                                 schema: FeedValues.content)
        return TemplateReference.markdown(title: "Template values", introduction: introduction,
                                          pages: pages + [cards] + documents + [feedContent])
    }

    private static let introduction = """
        The values each template in `templates/` may use, page kind by page kind.
        Every page is its kind's template (`NAME.html.mustache`, and
        `NAME.md.mustache` for its Markdown twin) inside the layout
        (`layout.html.mustache`, `layout.md.mustache`), whose `{{{content}}}`
        stands for the page. The layout, the page template and the partials they
        include see the same values: `site`, `page` and the page's own.

        `{{name}}` escapes text for the format of the file it is in, which the
        file's name gives: HTML entities in `.html`, backslashes in `.md` (the
        twin shows the text as written, never markup), XML entities in `.xml`,
        JSON string escapes in `.json`; a partial without a format in its name
        takes the format of the template it is in. Addresses (type "address")
        are percent-encoded in Markdown, so they stay one link. `{{{name}}}`
        writes only values jokesite made for that format (types "HTML",
        "Markdown"). Nothing turns escaping off: pragmas such as
        `{{% CONTENT_TYPE: TEXT }}` are refused.

        Names are checked when the templates load: a name a page kind does not
        declare, text written with `{{{…}}}`, a value made for HTML written with
        `{{…}}` or in a Markdown template stops `jokesite build` and
        `jokesite check` with the file, line and column and the names that would
        fit. Inside a section (`{{#joke}}…{{/joke}}`), the
        names of the record or list item it opens come first, then the names
        outside it. An optional value that is absent, `false` and an empty list
        hide a section's content; `{{^name}}` shows it instead.

        Adding a page kind takes three files: its declaration, a type
        conforming to `OutputSource` in a new file in
        `Sources/JokeSite/Render/Pages/`, which holds its route, menu label
        and `{{site.links}}` entry (its `OutputKind`), its values (its
        `PageKind`, with what `{id}` means in its `deep_links` path if its
        pages have one), its place among the kinds (`order`: sitemap, menu and
        `site.links` order) and its pages; then its templates
        `NAME.html.mustache` and `NAME.md.mustache`. No list names it: the
        `PageSourceList` build plugin finds every `OutputSource` under
        `Sources/JokeSite/Render/` and writes `OutputSources.all`. Page slugs
        may then not take its folder, the menu and `deep_links` may name it,
        `jokesite serve` sends its types, and a build stops if it claims a
        file another output makes. A document (a feed, the sitemap, an icon)
        is an `OutputSource` the same way, with its `documents` instead of
        pages, and its `DocumentKind` and built-in template
        (`Sources/JokeSite/Render/Templates/BuiltIn/NAME.mustache`) if a
        template renders it.

        The feeds, the sitemap and `robots.txt` are templates too, checked the
        same way: `feed.xml.mustache` (Atom) and `feed.json.mustache` (JSON
        Feed), which render the site's feed and each character's,
        `partials/feed-content.html.mustache` (an entry's HTML),
        `sitemap.xml.mustache` and `robots.txt.mustache` (plain text, written
        as it is). jokesite has its own of each, in
        `Sources/JokeSite/Render/Templates/BuiltIn/`; a file of that name in
        `templates/` is used instead. In `.xml` and `.json` templates a value
        made for HTML is text, `{{content_html}}`, escaped for the feed.

        This file is generated from the declarations in
        `Sources/JokeSite/Render` (`PageKind`s of the output sources, `SiteValues`,
        `JokeView`, `DocumentKind`s); after changing them, run `\(regenerate)`.
        """
}
