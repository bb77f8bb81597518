/// The templates jokesite has of its own, used unless the site's
/// `templates/` has one of the same name (as Zola does): a site owner
/// changes a feed, the sitemap or robots.txt by writing that file, starting
/// from jokesite's, which is the file of that name in
/// `Sources/JokeSite/Render/Templates/BuiltIn/`. The PageSourceList plugin
/// builds them in (`all`, by template name: `feed.xml` is
/// `BuiltIn/feed.xml.mustache`), so the binary needs no resource folder beside
/// it. Their values are declared beside their documents (`FeedValues`,
/// `Sitemap`).
enum BuiltInTemplates {
    /// Names it in messages: it is in no folder of the site.
    static func file(_ name: String) -> String {
        "jokesite's built-in \(name)\(TemplateSet.fileExtension)"
    }
}
