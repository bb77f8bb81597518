extension CatalogueValidator {
    /// Ids and slugs become folder names: two that differ only in case
    /// (`joke_a`, `Joke_A`) are one folder on case-insensitive file systems
    /// (macOS's default), so one page would overwrite the other.
    func validateCaseCollisions(_ problems: ProblemList) {
        func check(_ names: [(name: String, file: String, line: Int?, documentID: String?, field: String?)], kind: String) {
            var firstByFolded: [String: String] = [:]
            firstByFolded.reserveCapacity(names.count)
            // In file order: the later one is reported.
            for entry in names.sorted(by: { ($0.file, $0.line ?? 0) < ($1.file, $1.line ?? 0) }) {
                // Ids are ASCII (DocumentID.isSafe): folding ASCII is enough.
                let folded = String(decoding: entry.name.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
                if let first = firstByFolded[folded], first != entry.name {
                    problems.add(Problem(file: entry.file, line: entry.line, documentID: entry.documentID, field: entry.field,
                                         message: "\(kind) \"\(entry.name)\" differs from \"\(first)\" only in case: "
                                             + "their folders would be one on macOS and Windows; rename one"))
                } else if firstByFolded[folded] == nil {
                    firstByFolded[folded] = entry.name
                }
            }
        }
        let jokes = files.display(CatalogueFiles.jokes)
        check(catalogue.jokes.map { ($0.id, jokes, $0.line, $0.id, nil) }, kind: "joke id")
        let characters = files.display(CatalogueFiles.characters)
        check(catalogue.characters.map { ($0.id, characters, $0.line, $0.id, nil) }, kind: "character id")
        check(catalogue.pages.map { ($0.slug, $0.file, nil, nil, "slug") }, kind: "page slug")
    }
}
