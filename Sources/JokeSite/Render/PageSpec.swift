/// One page to render: where it goes, with which template, and what it shows.
/// The page's own values sit beside `site` and `page` in the template context.
struct PageSpec {
    enum Kind {
        /// `route/index.html` and its Markdown twin `route/index.md`.
        case folder
        /// A single HTML file at `route` (the 404 page).
        case file
    }

    var route: String
    var template: String
    var title: String
    var description: String
    var values: [String: Any]
    var kind = Kind.folder
    var openGraphType = "website"
}

/// Cuts a list into pages of `perPage` and describes the links between them.
struct Paginator {
    let firstRoute: String
    let perPage: Int
    let urls: SiteURLs

    struct Page<Item> {
        var number: Int
        var total: Int
        var items: ArraySlice<Item>
        var route: String
        var pagination: [String: Any]
    }

    func pages<Item>(_ items: [Item]) -> [Page<Item>] {
        let total = max(1, (items.count + perPage - 1) / perPage)
        return (1...total).map { number in
            let start = (number - 1) * perPage
            let slice = items[start..<min(start + perPage, items.count)]
            return Page(number: number, total: total, items: slice, route: Routes.paginated(firstRoute, page: number),
                        pagination: pagination(number: number, total: total))
        }
    }

    private func pagination(number: Int, total: Int) -> [String: Any] {
        var context: [String: Any] = [
            "current": number,
            "total": total,
            "has_pages": total > 1,
            "pages": (1...total).map { page in
                ["number": page, "link": urls.link(Routes.paginated(firstRoute, page: page)), "current": page == number] as [String: Any]
            },
        ]
        if number > 1 { context["previous"] = urls.link(Routes.paginated(firstRoute, page: number - 1)) }
        if number < total { context["next"] = urls.link(Routes.paginated(firstRoute, page: number + 1)) }
        return context
    }
}
