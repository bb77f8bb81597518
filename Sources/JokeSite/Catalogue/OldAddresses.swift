/// An old address that sends the visitor on to a page of the site
/// (SPEC §6): a page's `aliases`, a joke's `previous_ids` and its
/// `migrated_from`. Each becomes a small page at the old address and a
/// line of the site's redirect files.
struct OldAddress: Sendable, Equatable {
    enum Target: Sendable, Equatable {
        /// A page of `pages/`, by slug: its aliases are paths of the site
        /// (`AliasPath`).
        case page(String)
        /// A joke, by id: its old ids name the joke pages it had.
        case joke(String)
    }

    /// As written: a path for a page, an old id for a joke.
    let written: String
    let target: Target
    /// Where it is declared, for problems: the file, the joke (none for a
    /// page), the field and its line.
    let file: String
    let documentID: String?
    let field: String
    let line: Int?

    /// Names where it is declared in a problem about another address:
    /// "previous_ids of joke joke_a", "aliases of content/pages/legal.md".
    var place: String {
        documentID.map { "\(field) of joke \($0)" } ?? "\(field) of \(file)"
    }

    /// Every old address of the catalogue, in file order: the pages'
    /// aliases, then each joke's `previous_ids` and `migrated_from`.
    static func all(in catalogue: Catalogue) -> [OldAddress] {
        var addresses = catalogue.pages.flatMap { page in
            page.aliases.map { OldAddress(written: $0, target: .page(page.slug), file: page.file, documentID: nil, field: "aliases", line: nil) }
        }
        let jokes = catalogue.files.display(CatalogueFiles.jokes)
        for joke in catalogue.jokes where !joke.previousIDs.isEmpty || joke.migratedFrom != nil {
            for old in joke.previousIDs {
                addresses.append(OldAddress(written: old, target: .joke(joke.id), file: jokes, documentID: joke.id, field: "previous_ids",
                                            line: joke.line))
            }
            if let old = joke.migratedFrom {
                addresses.append(OldAddress(written: old, target: .joke(joke.id), file: jokes, documentID: joke.id, field: "migrated_from",
                                            line: joke.line))
            }
        }
        return addresses
    }
}

/// The path a page's alias names, relative to the site's root (so under
/// `base_url`'s path): a folder, `old/privacy/`, whose page is its
/// `index.html`, or, when it ends in `.html` or `.htm`, a file such as
/// `privacy.html` (Hugo's rule). A leading `/` is the site's root, not the
/// host's; `old/index.html` is the folder `old/`.
struct AliasPath: Sendable, Equatable {
    /// `old/privacy/` or `privacy.html`; empty for the site's root.
    let path: String
    let isFile: Bool

    /// The file its page is written to.
    var file: String { isFile ? path : path + "index.html" }

    /// The folders it lies in, outermost first: `old/` and `old/privacy/`
    /// for `old/privacy/`, without the file's own name.
    var folders: [String] {
        let parts = path.split(separator: "/")
        let count = isFile ? parts.count - 1 : parts.count
        return (0..<count).map { parts[...$0].joined(separator: "/") + "/" }
    }

    /// Each part is a name on every file system and a URL path segment
    /// that needs no escaping, and means nothing in a host's redirect
    /// rules (`*`, `:name`, globs).
    static let rule = "each part of the path may use only letters, digits, '_', '-' and '.' (not first), at most "
        + "\(DocumentID.maximumLength) characters, like old/privacy/ or privacy.html"

    enum Refusal: Error, Equatable {
        /// An absolute URL, `//host/…` or a `..` part.
        case leavesTheSite
        case unusable
    }

    static func parse(_ written: String) -> Result<AliasPath, Refusal> {
        if written.hasPrefix("//") || written.contains(":") { return .failure(.leavesTheSite) }
        let relative = written.hasPrefix("/") ? written.dropFirst() : written[...]
        var parts = relative.split(separator: "/", omittingEmptySubsequences: false)
        if parts.contains("..") { return .failure(.leavesTheSite) }
        if parts.last == "" { parts.removeLast() }
        for part in parts where !isUsable(part) { return .failure(.unusable) }
        let last = parts.last?.lowercased() ?? ""
        if last == "index.html" || last == "index.htm" {
            parts.removeLast()
        } else if last.hasSuffix(".html") || last.hasSuffix(".htm") {
            return .success(AliasPath(path: parts.joined(separator: "/"), isFile: true))
        }
        return .success(AliasPath(path: parts.map { $0 + "/" }.joined(), isFile: false))
    }

    private static func isUsable(_ part: Substring) -> Bool {
        guard let first = part.utf8.first, first != UInt8(ascii: "."), part.utf8.count <= DocumentID.maximumLength else { return false }
        return part.utf8.allSatisfy { byte in
            DocumentID.isSafe(utf8: CollectionOfOne(byte)) || byte == UInt8(ascii: ".")
        }
    }
}
