import TemplateEngine

/// `{{site.…}}`: the values every page shares, made once per build.
enum SiteValues {
    static let menuItem = TemplateSchema("Menu item", doc: "An entry of the site's menu.", [
        TemplateField("label", .text, "What the menu shows."),
        TemplateField("link", .url, "The section's link."),
        TemplateField("route", .text, "The section's path under the site, as `tags/`; empty for home."),
    ])

    /// `{{site.links.NAME}}`: the output kinds that declare a link.
    static let links = TemplateSchema("Links", doc: "Links to the site's main pages and files.",
                                      OutputKinds.linked.map { TemplateField($0.name, .url, $0.linkDoc ?? "") })

    /// `{{site.app_store.PLACE}}`: the App Store link of each place, its
    /// campaign token naming the place (`AppStoreCampaign`).
    static let appStore = TemplateSchema("App Store links", doc: "The App Store page, tagged for each place a link to it is in (`ct=`, and `pt=` with `app.provider_token`).", [
        TemplateField("strip", .url, "In the app strip at the foot of every page (`ct=web-strip`)."),
        TemplateField("widgets", .url, "On the widgets page (`ct=web-widgets`)."),
    ])

    static let schema = TemplateSchema("Site", doc: "The same on every page.", [
        TemplateField("title", .text, "The site's name (`site.json`)."),
        TemplateField("language", .text, "The site's language, as `en`."),
        TemplateField("base", .url, "The site's path on its host, ending in `/`."),
        TemplateField("base_url", .url, "The site's absolute address, ending in `/`."),
        TemplateField("today", .text, "The build's today, `YYYY-MM-DD`. A page whose templates name it (or `today_label`) is made again each day; the others are not."),
        TemplateField("today_label", .text, "Today in words: \"Sunday, November 22, 2026\"."),
        TemplateField("year", .int, "Today's year."),
        TemplateField("cards", .bool, "Social cards and the PNG icons are drawn (`site.json` `cards`)."),
        TemplateField("app_store_id", .optional(.text), "The app's App Store id (`site.json` `app.app_store_id`), if set: the Smart App Banner."),
        TemplateField("app_store", .optional(.record(appStore)), "The app's App Store page from each place that links it, when `app_store_id` is set."),
        TemplateField("app_icon", .url, "The app's icon: `app.icon` copied to `assets/app-icon.EXT`, else the site's mark, `assets/icon.svg`."),
        TemplateField("privacy_link", .optional(.url), "The app's privacy policy (`app.privacy`): a page's link or an outside address, if set."),
        TemplateField("support_link", .optional(.url), "The app's support page (`app.support`), the same way, if set."),
        TemplateField("app_rating", .optional(.text), "The app's App Store rating, one decimal (`site.json` `app.rating`), if set."),
        TemplateField("search", .bool, "The site has search (`site.json` `search`): the header's search box and `/search/`."),
        TemplateField("menu", .list(.record(menuItem)), "The site's menu, in order."),
        TemplateField("links", .record(links), "Links to the main pages."),
    ])

    /// `today` and `today_label`, by place: a page depends on the day only if
    /// its templates name them (`TemplateSet.CompiledPage.readsToday`).
    static let dayFields: Set<Int> = Set(["today", "today_label"].compactMap(schema.index(of:)))

    /// `day`: the build's today; nil leaves the day's fields empty, for
    /// the key of the pages that do not name them.
    static func value(_ context: RenderContext, day: CalendarDay?) -> TemplateValue {
        let site = context.site
        let urls = context.urls
        let menu = SiteMenu.items(sections: context.shape.menuSections, site: site.catalogue.site, pages: site.catalogue.pages).map { item in
            menuItem.record(["label": .text(item.label), "link": .text(urls.link(item.route)), "route": .text(item.route)])
        }
        return schema.record([
            "title": .text(site.catalogue.site.title),
            "language": .text(site.catalogue.site.language),
            "base": .text(urls.basePath),
            "base_url": .text(urls.base),
            "today": .text(day?.description ?? ""),
            "today_label": .text(day.map(DayLabel.long) ?? ""),
            "year": .int(site.today.year),
            "cards": .bool(context.cards != nil),
            "app_store_id": site.catalogue.site.app.appStoreID.map(TemplateValue.text) ?? .absent,
            "app_store": appStoreLinks(site.catalogue.site.app),
            "app_icon": .text(urls.link(AppIconFile.route(of: site.catalogue.site.app) ?? AssetFiles.route + "icon.svg")),
            "privacy_link": link(to: site.catalogue.site.app.privacy, urls),
            "support_link": link(to: site.catalogue.site.app.support, urls),
            "app_rating": site.catalogue.site.app.rating.map { .text(JokeView.oneDecimal($0)) } ?? .absent,
            "search": .bool(site.catalogue.site.search),
            "menu": .list(menu),
            "links": .record(OutputKinds.linked.map { .text(urls.link($0.route)) }),
        ])
    }
}

extension SiteValues {
    static func appStoreLinks(_ app: AppLinks) -> TemplateValue {
        guard app.appStoreID != nil else { return .absent }
        let link = { (place: AppStoreCampaign) in TemplateValue.text(app.appStoreURL(place) ?? "") }
        return appStore.record(["strip": link(.strip), "widgets": link(.widgets)])
    }

    /// A page of the app's listing: a page of the site by its link, an
    /// outside address as it is.
    static func link(to page: AppPage?, _ urls: SiteURLs) -> TemplateValue {
        switch page {
        case .slug(let slug): .text(urls.link(Routes.page(slug)))
        case .address(let address): .text(address)
        case nil: .absent
        }
    }
}

/// `{{page.…}}`: what the layout needs to know of the page it wraps.
enum PageValues {
    static let menuEntry = TemplateSchema("Menu entry", doc: "An entry of the menu as this page shows it.", [
        TemplateField("label", .text, "What the menu shows."),
        TemplateField("link", .url, "The section's link."),
        TemplateField("route", .text, "The section's path under the site."),
        TemplateField("current", .bool, "This page is in the section (home: is home), for `aria-current`."),
    ])

    static let feed = TemplateSchema("Feed link", doc: "A feed of the page's own.", [
        TemplateField("title", .text, "The feed's name."),
        TemplateField("type", .text, "Its media type: `application/atom+xml` or `application/feed+json`."),
        TemplateField("link", .text, "The feed's link."),
    ])

    static let schema = TemplateSchema("Page", doc: "The page being rendered.", [
        TemplateField("title", .text, "The page's title."),
        TemplateField("description", .text, "One or two sentences for search results and link previews."),
        TemplateField("canonical", .url, "The page's absolute address."),
        TemplateField("og_type", .text, "Its Open Graph type: `website`, `article` or `profile`."),
        TemplateField("is_home", .bool, "The page is the home page."),
        TemplateField("kind", .text, "The page's kind, its template's name (`home`, `joke`, `search`, …): the layout's `<body class=\"page-KIND\">`."),
        TemplateField("indexed", .bool, "The page is for visitors: in the sitemap and open to search engines; false on the site owner's pages (`/widgets/all/`), for `noindex`."),
        TemplateField("feeds", .list(.record(feed)), "Feeds of the page's own, for `<link rel=\"alternate\">`: a character's jokes on its pages; empty elsewhere."),
        TemplateField("app_store_link", .optional(.url),
                      "The App Store page for the line after the page's own punchline, tagged with the page's place (`ct=web-joke`, `web-home`, `web-day`); "
                          + "absent without `app.app_store_id` and on other pages."),
        TemplateField("app_link", .url, "The app's screen for this page, `APP_SCHEME://PATH` (`site.json` `app.deep_links`): `jotd` on the home and day pages, `home` elsewhere by default."),
        TemplateField("menu", .list(.record(menuEntry)), "The site's menu, the current section marked."),
        TemplateField("markdown_link", .optional(.url), "The page's Markdown twin, if it has one."),
        TemplateField("og_image", .optional(.url), "The absolute address of the page's social card; absent with `cards` off."),
        TemplateField("og_image_alt", .optional(.text), "The text on the card, there when `og_image` is."),
        TemplateField("card_width", .optional(.int), "The card's width in pixels, there when `og_image` is."),
        TemplateField("card_height", .optional(.int), "The card's height in pixels, there when `og_image` is."),
        TemplateField("json_ld", .optional(.html),
                      "The page's schema.org description as JSON-LD, safe inside `<script>`: `{{{page.json_ld}}}`. The home page's `WebSite`, "
                          + "a joke's `CreativeWork`, a character's `ProfilePage`, the Top 10's `ItemList`s; absent elsewhere."),
    ])

    /// `site`'s place in every page's value (`sharedFields`).
    static let siteField = 0

    /// The fields every page kind starts with.
    static let sharedFields = [
        TemplateField("site", .record(SiteValues.schema), "The same on every page."),
        TemplateField("page", .record(schema), "This page: title, description, links."),
    ]

    /// The site's menu as pages show it: each entry made once marked
    /// `current` and once not, for every page to pick from.
    struct Menu: Sendable {
        private let entries: [(route: String, other: TemplateValue, current: TemplateValue)]

        init(_ items: [(label: String, route: String)], urls: SiteURLs) {
            entries = items.map { item in
                let entry = { (current: Bool) in
                    menuEntry.record(["label": .text(item.label), "link": .text(urls.link(item.route)),
                                      "route": .text(item.route), "current": .bool(current)])
                }
                return (item.route, entry(false), entry(true))
            }
        }

        /// Every entry's label and link: what the menu shows on any page
        /// but which entry is current, which follows from the page's route.
        var fingerprint: ContentHash {
            TemplateValue.list(entries.map(\.other)).fingerprint()
        }

        /// `current` on the entry whose section holds `route` (home only on itself).
        func value(current route: String) -> TemplateValue {
            .list(entries.map { entry in
                let current = entry.route == Routes.home ? route == Routes.home : route.hasPrefix(entry.route)
                return current ? entry.current : entry.other
            })
        }
    }
}
