extension CatalogueValidator {
    /// Old addresses (`aliases`, `previous_ids`, `migrated_from`): each
    /// becomes a page of its own, so it must stay inside the site, take no
    /// address the site uses, and be declared once. A problem names both
    /// places: the address's and the one it meets.
    func validateOldAddresses(_ problems: ProblemList) {
        var oldJokeIDs: [String: OldAddress] = [:]
        var aliasFiles: [String: OldAddress] = [:]
        var aliases: [(OldAddress, AliasPath)] = []
        for address in OldAddress.all(in: catalogue) {
            func report(_ message: String) {
                problems.add(Problem(file: address.file, line: address.line, documentID: address.documentID, field: address.field,
                                     message: message))
            }
            func repeated(_ first: OldAddress) {
                report(first.place == address.place ? "\"\(address.written)\" is listed twice"
                    : "\"\(address.written)\" is also in \(first.place): keep it in one place")
            }
            switch address.target {
            case .joke:
                if let problem = problem(ofOldJokeID: address.written, address) {
                    report(problem)
                } else if let first = oldJokeIDs[address.written] {
                    repeated(first)
                } else {
                    oldJokeIDs[address.written] = address
                }
            case .page:
                switch AliasPath.parse(address.written) {
                case .failure(.leavesTheSite):
                    report("\"\(address.written)\" leaves the site: an alias is a path inside it, like old/privacy/ or privacy.html")
                case .failure(.unusable):
                    report("\"\(address.written)\" is not a usable alias: \(AliasPath.rule)")
                case .success(let path):
                    if let problem = problem(ofAlias: path, address) {
                        report(problem)
                    } else if let first = aliasFiles[path.file] {
                        repeated(first)
                    } else {
                        aliasFiles[path.file] = address
                        aliases.append((address, path))
                    }
                }
            }
        }
        // A folder where another alias writes its file (`old.html/new/` beside `old.html`).
        for (address, path) in aliases {
            guard let file = path.folders.lazy.compactMap({ aliasFiles[String($0.dropLast())] }).first else { continue }
            problems.add(Problem(file: address.file, line: address.line, documentID: address.documentID, field: address.field,
                                 message: "\"\(address.written)\" lies in \"\(file.written)\", a file of \(file.place)"))
        }
    }

    /// An old joke id names the joke page it had, `/jokes/OLD/`.
    private func problem(ofOldJokeID old: String, _ address: OldAddress) -> String? {
        if !DocumentID.isSafe(old) { return "\"\(old)\" is not a usable joke id: \(DocumentID.rule)" }
        guard catalogue.jokesByID[old] != nil else { return nil }
        return old == address.documentID ? "\"\(old)\" is this joke's own id" : "\"\(old)\" is the id of joke \(old) today: a page cannot be both"
    }

    /// A page's alias may not be, or lie in, an address of the site's own
    /// (its home page, its folders and files) or of a page.
    private func problem(ofAlias alias: AliasPath, _ address: OldAddress) -> String? {
        let top = String(alias.path.prefix { $0 != "/" })
        if top.isEmpty || Self.homePageFiles.contains(top) {
            return "\"\(address.written)\" is the address of the home page"
        }
        if shape.reservedNames.contains(top) {
            return "\"\(address.written)\" falls on \"\(top)\", an address the site makes itself"
        }
        if let page = catalogue.pages.first(where: { $0.slug == top }) {
            return alias.path == top + "/" ? "\"\(address.written)\" is the address of the page in \(page.file) itself"
                : "\"\(address.written)\" lies in \(top)/, the folder of the page in \(page.file)"
        }
        return nil
    }

    /// The home page's route is the site's root, so no reserved name holds its files.
    private static let homePageFiles: Set<String> = ["index.html", "index.md"]
}
