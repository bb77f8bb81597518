import TemplateEngine

/// The site's old addresses (`OldAddress`): a page's `aliases` and a
/// joke's `previous_ids` and `migrated_from`. Each is a small page at the
/// old address that sends the visitor on (a meta refresh, its canonical
/// link, and a visible link for when the refresh does not run), rendered
/// by `alias.html` (jokesite's own, `Templates/BuiltIn/`, unless
/// `templates/` has one), and a line of each redirect file
/// (`RedirectFiles`). Documents, not pages: they stay out of the sitemap,
/// the search index and the build's page count. `validateOldAddresses`
/// checked every one.
struct AliasPages: OutputSource {
    /// Its pages live wherever the old addresses were; its only outputs of
    /// its own are the two redirect files.
    let order = 300
    let outputs = [OutputKind("redirects", route: RedirectFiles.netlify, formats: [.extensionlessText]),
                   OutputKind("firebase_config", route: RedirectFiles.firebase, formats: [.json])]
    var documentKinds: [DocumentKind] { [Self.page] }

    func documents(_ site: SiteJobs) -> [OutputJob] {
        let redirects = Self.redirects(site.context)
        return Self.jobs(redirects, site.renderer) + RedirectFiles.jobs(redirects, site.context)
    }

    static let page = DocumentKind(template: "alias.html", title: "Old address",
                                   doc: "A page's old address (`aliases`, a joke's `previous_ids` and `migrated_from`), sending the visitor on.", [
        TemplateField("heading", .text, "\"This page has moved\", or \"This joke has moved\"."),
        TemplateField("title", .text, "The title of the page it leads to (a joke's: its setup)."),
        TemplateField("link", .url, "Where it leads, on this host."),
        TemplateField("canonical", .url, "Where it leads, absolute."),
    ])

    /// One old address: the file its page is written to, the address
    /// itself (`from`) and the route it leads to, each relative to the site's root.
    struct Redirect: Sendable {
        let file: String
        let from: String
        let to: String
        let heading: String
        let title: String
    }

    /// The old addresses of the pages and the jokes that have pages,
    /// sorted by address.
    static func redirects(_ context: RenderContext) -> [Redirect] {
        let catalogue = context.site.catalogue
        return OldAddress.all(in: catalogue).compactMap { address -> Redirect? in
            switch address.target {
            case .page(let slug):
                guard case .success(let alias) = AliasPath.parse(address.written),
                      let page = catalogue.pages.first(where: { $0.slug == slug }) else { return nil }
                return Redirect(file: alias.file, from: alias.path, to: Routes.page(slug), heading: "This page has moved", title: page.title)
            case .joke(let id):
                guard let joke = context.joke(id) else { return nil }
                let from = Routes.joke(address.written)
                return Redirect(file: from + "index.html", from: from, to: Routes.joke(id), heading: "This joke has moved",
                                title: joke.view.setupLine)
            }
        }.sorted { $0.from < $1.from }
    }

    private static func jobs(_ redirects: [Redirect], _ renderer: PageRenderer) -> [OutputJob] {
        let urls = renderer.context.urls
        return redirects.map { redirect in
            renderer.output(page, route: redirect.file) { site in
                page.value(site: site, ["heading": .text(redirect.heading), "title": .text(redirect.title),
                                        "link": .text(urls.link(redirect.to)), "canonical": .text(urls.absolute(redirect.to))])
            }
        }
    }
}
