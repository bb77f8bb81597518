import SocialCards
import TemplateEngine

/// One page to make: where it goes, and how to build what it shows. Jobs
/// are cheap; `making` runs on a worker thread, so a page's values exist
/// only while it renders and memory follows the catalogue, not the output.
struct PageJob: Sendable {
    enum Kind: Sendable {
        /// `route/index.html` and its Markdown twin `route/index.md`.
        case folder
        /// A single HTML file at `route` (the 404 page).
        case file
    }

    var route: String
    var kind = Kind.folder
    var making: Making
    /// For a joke's page or a listing of jokes: the place of the first
    /// joke it reads (`RenderContext.jokePlace`).
    var readsJoke: Int?

    /// How a page is made, and so how it is keyed.
    enum Making: Sendable {
        /// Read through a `PageReader`: keyed by what it read, so it is
        /// kept without being made while that hashes the same.
        case reading(@Sendable (PageReader) -> PageSpec)
        /// Read through a `PageReader` like `reading`, for the joke at the
        /// page's `readsJoke`: a function, not a closure that holds the
        /// joke's id, as a million joke pages would each hold one.
        case readingJoke(@Sendable (PageReader, _ place: Int) -> PageSpec)
        /// Keyed by its whole value, made on every build: for the few
        /// pages that show a little of everything (home, Top 10).
        case whole(@Sendable () -> PageSpec)
    }

    /// A page keyed by its whole value.
    init(route: String, kind: Kind = .folder, make: @escaping @Sendable () -> PageSpec) {
        self.route = route
        self.kind = kind
        making = .whole(make)
    }

    /// A page keyed by what it reads through `reader`.
    init(route: String, kind: Kind = .folder, reading make: @escaping @Sendable (_ reader: PageReader) -> PageSpec) {
        self.route = route
        self.kind = kind
        making = .reading(make)
    }

    /// The page of the joke at `place` (`RenderContext.jokePlace`), keyed
    /// by what `make` reads through `reader`.
    init(route: String, joke place: Int, reading make: @escaping @Sendable (_ reader: PageReader, _ place: Int) -> PageSpec) {
        self.route = route
        making = .readingJoke(make)
        readsJoke = place
    }

    init(route: String, kind: Kind, making: Making, readsJoke: Int?) {
        self.route = route
        self.kind = kind
        self.making = making
        self.readsJoke = readsJoke
    }
}

/// What one page shows: its kind (its template and schema), title and
/// description, and its own values in the kind's order (`PageKind.values`),
/// which follow `site` and `page` in the template's record.
struct PageSpec {
    var kind: PageKind
    var title: String
    var description: String
    var values: [TemplateValue]
    var openGraphType = "website"
    /// The page's social card; nil: the site's.
    var card: SocialCard? = nil
    /// What `{id}` stands for in the kind's `app.deep_links` path: the
    /// joke's, character's or day's id; nil on kinds without one.
    var appLinkID: String? = nil
    /// Feeds of this page's own, linked from its head (`page.feeds`).
    var feeds: [FeedLink] = []
    /// What the page is, for search engines (`page.json_ld`, see `JSONLD`).
    var jsonLD: JSONValue? = nil
}

/// A feed a page names in its head: `<link rel="alternate">`.
struct FeedLink: Sendable {
    var title: String
    /// `application/atom+xml` or `application/feed+json`.
    var type: String
    var route: String
}

/// Cuts a list into pages of `perPage` and describes the links between
/// them: every paginated page kind is a `PartitionedListing`.
struct Paginator: Sendable {
    let firstRoute: String
    let perPage: Int
    let urls: SiteURLs

    init(firstRoute: String, perPage: Int, urls: SiteURLs) {
        self.firstRoute = firstRoute
        self.perPage = perPage
        self.urls = urls
    }

    /// With the site's `per_page`.
    init(firstRoute: String, _ context: RenderContext) {
        self.init(firstRoute: firstRoute, perPage: context.site.catalogue.site.perPage, urls: context.urls)
    }

    struct Page<Items: RandomAccessCollection>: Sendable where Items.SubSequence: Sendable {
        var number: Int
        var total: Int
        var items: Items.SubSequence
        var route: String
        let paginator: Paginator

        /// The page's `pagination` value (see `Paginator.schema`).
        var pagination: TemplateValue { paginator.pagination(number: number, total: total) }

        /// `title` on the first page, "`title`, page 2" after it.
        func title(_ title: String) -> String { number == 1 ? title : "\(title), page \(number)" }
    }

    func pages<Items: RandomAccessCollection>(_ items: Items) -> [Page<Items>] where Items.Index == Int, Items.SubSequence: Sendable {
        let total = max(1, (items.count + perPage - 1) / perPage)
        return (1...total).map { number in
            let start = (number - 1) * perPage
            let slice = items[start..<min(start + perPage, items.count)]
            return Page(number: number, total: total, items: slice, route: Routes.paginated(firstRoute, page: number), paginator: self)
        }
    }

    /// Pages either side of the current one that get a numbered link.
    static let window = 2

    static let pageLink = TemplateSchema("Page link", doc: "A numbered link of a pagination, or a gap between them.", [
        TemplateField("number", .optional(.int), "The page's number (none for a gap)."),
        TemplateField("link", .optional(.url), "The page's link (none for a gap)."),
        TemplateField("current", .bool, "It is the page shown."),
        TemplateField("gap", .bool, "Numbers are left out here: show an ellipsis."),
    ])

    static let schema = TemplateSchema("Pagination", doc: "Where a page stands in a paginated list.", [
        TemplateField("current", .int, "This page's number, from 1."),
        TemplateField("total", .int, "How many pages the list has."),
        TemplateField("has_pages", .bool, "The list has more than one page."),
        TemplateField("pages", .list(.record(pageLink)), "Links to the first, the last and the nearby pages."),
        TemplateField("previous", .optional(.url), "The previous page's link, if any."),
        TemplateField("next", .optional(.url), "The next page's link, if any."),
    ])

    /// The template values of page `number` of `total`: previous, next, and
    /// numbered links to the first, the last and the pages near this one,
    /// with a gap (`gap`) where numbers are left out. A list of every page
    /// would grow with the square of the pages across a long listing.
    func pagination(number: Int, total: Int) -> TemplateValue {
        let near = max(1, number - Self.window)...min(total, number + Self.window)
        let shown = Set([1, total]).union(near).sorted()
        var pages: [TemplateValue] = []
        for (index, page) in shown.enumerated() {
            if index > 0, page > shown[index - 1] + 1 { pages.append(Self.pageLink.record(["gap": .bool(true), "current": .bool(false)])) }
            pages.append(Self.pageLink.record(["number": .int(page), "link": .text(urls.link(Routes.paginated(firstRoute, page: page))),
                                               "current": .bool(page == number), "gap": .bool(false)]))
        }
        return Self.schema.record([
            "current": .int(number),
            "total": .int(total),
            "has_pages": .bool(total > 1),
            "pages": .list(pages),
            "previous": number > 1 ? .text(urls.link(Routes.paginated(firstRoute, page: number - 1))) : .absent,
            "next": number < total ? .text(urls.link(Routes.paginated(firstRoute, page: number + 1))) : .absent,
        ])
    }
}
