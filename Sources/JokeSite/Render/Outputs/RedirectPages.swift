/// `/jokes/OLD/index.html` for each of a joke's `previous_ids`: a small
/// page that sends the visitor on to the joke's page (a meta refresh, its
/// canonical link, and a visible link for when the refresh does not run).
/// Documents, not pages: they stay out of the sitemap, the search index and
/// the build's page count. Old ids are checked by `validatePreviousIDs`.
struct RedirectPages: OutputSource {
    /// Its pages live in `jokes/`, the joke pages' folder: no output of its own.
    let order = 300

    func documents(_ jobs: SiteJobs) -> [OutputJob] {
        let context = jobs.context
        let site = context.site.catalogue.site
        return context.site.pageJokes.flatMap { joke in
            joke.previousIDs.map { old in
                .document(Routes.joke(old) + "index.html") {
                    Array(Self.page(to: context.urls.link(Routes.joke(joke.id)), canonical: context.urls.absolute(Routes.joke(joke.id)),
                               language: site.language, title: site.title, stylesheet: context.urls.link(AssetFiles.route) + "style.css").utf8)
                }
            }
        }
    }

    /// `target`: the joke's link on this host, so a preview stays on it.
    static func page(to target: String, canonical: String, language: String, title: String, stylesheet: String) -> String {
        let url = HTMLEscaping.escape(target, apostrophe: "&#39;")
        return """
            <!doctype html>
            <html lang="\(HTMLEscaping.escape(language, apostrophe: "&#39;"))">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>This joke has moved · \(HTMLEscaping.escape(title, apostrophe: "&#39;"))</title>
            <meta name="robots" content="noindex">
            <link rel="canonical" href="\(HTMLEscaping.escape(canonical, apostrophe: "&#39;"))">
            <meta http-equiv="refresh" content="0; url=\(url)">
            <link rel="stylesheet" href="\(HTMLEscaping.escape(stylesheet, apostrophe: "&#39;"))">
            </head>
            <body>
            <main id="main">
            <h1>This joke has moved</h1>
            <p>It lives at <a href="\(url)">its new address</a> now.</p>
            </main>
            </body>
            </html>

            """
    }
}
