import Foundation

/// Where each page lives, relative to the site root (folders end in `/`);
/// a document's route is its source's (`SiteFeed.jsonRoute`).
public enum Routes {
    public static let home = ""
    public static let dailyArchive = "daily/"
    public static let characters = "characters/"
    public static let tags = "tags/"
    public static let top10 = "top10/"
    public static let jokes = "jokes/"
    public static let notFound = "404.html"
    public static let widgets = "widgets/"
    public static let search = "search/"

    public static func day(_ day: CalendarDay) -> String { "daily/\(day)/" }
    public static func character(_ id: String) -> String { "characters/\(id)/" }
    public static func joke(_ id: String) -> String { "\(jokes)\(id)/" }
    public static func tag(_ slug: String) -> String { "tags/\(slug)/" }
    public static func page(_ slug: String) -> String { "\(slug)/" }

    /// The address a page is known by: a file page written as
    /// `FOLDER/index.html` (the search page) is served at `FOLDER/`.
    public static func address(of route: String) -> String {
        route.hasSuffix("/index.html") ? String(route.dropLast("index.html".count)) : route
    }

    /// Page `number` of a paginated list whose first page is `first`.
    public static func paginated(_ first: String, page number: Int) -> String {
        number == 1 ? first : "\(first)page/\(number)/"
    }
}

/// Turns routes into links: root-relative under the base URL's path (so
/// the site works under a sub-path) and absolute for canonical URLs.
public struct SiteURLs: Sendable {
    /// Ends with `/`, e.g. `https://example.org/jokes/`.
    public let base: String
    /// The base URL's path, e.g. `/jokes/`.
    public let basePath: String

    public init(baseURL: String) {
        let base = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
        let afterScheme = base.range(of: "://").map { base[$0.upperBound...] } ?? base[...]
        self.base = base
        basePath = afterScheme.firstIndex(of: "/").map { String(afterScheme[$0...]) } ?? "/"
    }

    public func link(_ route: String) -> String { basePath + Self.encoded(route) }
    public func absolute(_ route: String) -> String { base + Self.encoded(route) }

    /// Routes are folder paths, in UTF-8 on disk (`tags/猫/`); a URL carries
    /// their non-ASCII bytes percent-encoded (`tags/%E7%8C%AB/`).
    static func encoded(_ route: String) -> String {
        if route.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "%") }) { return route }
        return route.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? route
    }
}
