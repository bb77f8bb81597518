import SocialCards

/// One page to make: where it goes, and how to build what it shows. Jobs
/// are cheap; `make` runs on a worker thread, so a page's values exist only
/// while it renders and memory follows the catalogue, not the output.
struct PageJob: Sendable {
    enum Kind: Sendable {
        /// `route/index.html` and its Markdown twin `route/index.md`.
        case folder
        /// A single HTML file at `route` (the 404 page).
        case file
    }

    var route: String
    var kind = Kind.folder
    var make: @Sendable () -> PageSpec

    init(route: String, kind: Kind = .folder, make: @escaping @Sendable () -> PageSpec) {
        self.route = route
        self.kind = kind
        self.make = make
    }
}

/// What one page shows: its template, title and description, and its own
/// values, which sit beside `site` and `page` in the template context.
struct PageSpec {
    var template: String
    var title: String
    var description: String
    var values: [String: Any]
    var openGraphType = "website"
    /// The page's social card; nil: the site's.
    var card: SocialCard? = nil
}

/// Cuts a list into pages of `perPage` and describes the links between them.
struct Paginator: Sendable {
    let firstRoute: String
    let perPage: Int
    let urls: SiteURLs

    struct Page<Item: Sendable>: Sendable {
        var number: Int
        var total: Int
        var items: ArraySlice<Item>
        var route: String
    }

    func pages<Item: Sendable>(_ items: [Item]) -> [Page<Item>] {
        let total = max(1, (items.count + perPage - 1) / perPage)
        return (1...total).map { number in
            let start = (number - 1) * perPage
            let slice = items[start..<min(start + perPage, items.count)]
            return Page(number: number, total: total, items: slice, route: Routes.paginated(firstRoute, page: number))
        }
    }

    /// Pages either side of the current one that get a numbered link.
    static let window = 2

    /// The template values of page `number` of `total`: previous, next, and
    /// numbered links to the first, the last and the pages near this one,
    /// with a gap (`gap`) where numbers are left out. A list of every page
    /// would grow with the square of the pages across a long listing.
    func pagination(number: Int, total: Int) -> [String: Any] {
        let near = max(1, number - Self.window)...min(total, number + Self.window)
        let shown = Set([1, total]).union(near).sorted()
        var pages: [[String: Any]] = []
        for (index, page) in shown.enumerated() {
            if index > 0, page > shown[index - 1] + 1 { pages.append(["gap": true, "current": false]) }
            pages.append(["number": page, "link": urls.link(Routes.paginated(firstRoute, page: page)), "current": page == number, "gap": false])
        }
        var context: [String: Any] = [
            "current": number,
            "total": total,
            "has_pages": total > 1,
            "pages": pages,
        ]
        if number > 1 { context["previous"] = urls.link(Routes.paginated(firstRoute, page: number - 1)) }
        if number < total { context["next"] = urls.link(Routes.paginated(firstRoute, page: number + 1)) }
        return context
    }
}
