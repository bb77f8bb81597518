import Foundation

/// `site.json` `app.deep_links`: which screen of the app each kind of page
/// opens, as the path after `APP_SCHEME://`. The app's URL handler knows
/// `jotd`, `home`, `me` and `search`, not one joke, so by default the home
/// and day pages open the joke of the day and every other page the app's
/// home; a later app version that opens one joke is named here, without a
/// template edit: `{"joke": "joke/{id}"}`.
public struct DeepLinks: Sendable, Equatable {
    /// The path of a page kind `deep_links` leaves out.
    static let fallback = "home"
    static let defaults = ["home": "jotd", "day": "jotd"]

    /// Page kind → path, `{id}` where the page's id goes.
    public var paths = DeepLinks.defaults
    /// The kinds the owner named in `deep_links`: the app says it opens
    /// these pages' links, so the association file claims them. The
    /// defaults are a guess at the app's screens, not a claim.
    public var ownerKinds: Set<String> = []

    /// The path a page of `kind` opens, its id put in.
    public func path(kind: String, id: String?) -> String {
        let path = paths[kind] ?? Self.fallback
        // Foundation's replace costs every page 3 % of the render stage's
        // time; most paths (`jotd`, `home`) have no `{id}` to replace.
        guard let id, path.utf8.contains(UInt8(ascii: "{")) else { return path }
        return path.replacingOccurrences(of: "{id}", with: id)
    }

    /// `deep_links` names a path for one joke: the joke page's button may
    /// say it opens the joke.
    public var opensJoke: Bool { paths["joke"] != nil }

    /// Reads `deep_links` over the defaults: each key one of `pageKinds`
    /// (`SiteShape.pageKinds`), each value a path without scheme or leading
    /// `/`, `{id}` only on a kind whose pages have an id.
    static func read(_ app: DocumentReader, field: String, pageKinds: [SiteShape.PageKindName]) -> DeepLinks {
        var links = DeepLinks()
        guard let member = app.object[field], member.value != .null else { return links }
        guard case .object(let object) = member.value else {
            app.report(field, "expected an object (page kind → path, as {\"joke\": \"joke/{id}\"}), found \(member.value.kindDescription)")
            return links
        }
        let kinds = Dictionary(uniqueKeysWithValues: pageKinds.map { ($0.name, $0.id) })
        for entry in object.members {
            let name = "\(field).\(entry.key)"
            guard let idMeaning = kinds[entry.key] else {
                app.report(field, "\"\(entry.key)\" is not a page kind; the kinds are \(pageKinds.map(\.name).joined(separator: ", "))")
                continue
            }
            guard case .string(let path) = entry.value else {
                app.report(field, "\(name): expected a string, found \(entry.value.kindDescription)")
                continue
            }
            if path.range(of: #"^([A-Za-z0-9._~!$&'()*+,;=:@%?-]|\{id\})([A-Za-z0-9._~!$&'()*+,;=:@%/?-]|\{id\})*$"#, options: .regularExpression) == nil {
                app.report(field, "\(name): \"\(path)\" is not a path after APP_SCHEME:// (as jotd or joke/{id}: no spaces, no leading /, braces only in {id})")
            } else if idMeaning == nil, path.contains("{id}") {
                let withIDs = pageKinds.compactMap { kind in kind.id.map { "\(kind.name) (\($0))" } }.joined(separator: ", ")
                app.report(field, "\(name): \"\(path)\" uses {id}, but \(entry.key) pages have no id; these have: \(withIDs)")
            } else {
                links.paths[entry.key] = path
                links.ownerKinds.insert(entry.key)
            }
        }
        return links
    }
}
