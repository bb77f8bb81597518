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
                let folded = String(decoding: entry.name.utf8.map(Self.folded), as: UTF8.self)
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
        if checked.map(newIDsMayFoldAlike) ?? Self.mayFoldAlike(catalogue.jokes.lazy.map(\.id), count: catalogue.jokes.count) {
            check(catalogue.jokes.map { ($0.id, jokes, $0.line, $0.id, nil) }, kind: "joke id")
        }
        let characters = files.display(CatalogueFiles.characters)
        check(catalogue.characters.map { ($0.id, characters, $0.line, $0.id, nil) }, kind: "character id")
        check(catalogue.pages.map { ($0.slug, $0.file, nil, nil, "slug") }, kind: "page slug")
    }

    /// Ids are ASCII (DocumentID.isSafe): folding ASCII is enough.
    private static func folded(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }

    /// Whether a new joke's id may fold to the spelling of another joke's
    /// (ids that passed together do not): whether the hash of a new id
    /// folded is another new one's, or that of a joke that passed.
    private func newIDsMayFoldAlike(_ checked: CheckedJokes.Compared) -> Bool {
        let jokes = catalogue.jokes
        let newIDs = checked.found.newPlaces
        let folded = newIDs.map { Self.foldedHash(jokes[$0].id) }
        guard Set(folded).count == newIDs.count else { return true }
        return zip(newIDs, folded).contains { place, folded in
            checked.jokes.hasID(folded: folded, in: checked.found) { jokes[$0].id != jokes[place].id }
        }
    }

    static func foldedHash(_ name: String) -> UInt64 {
        var name = name
        return name.withUTF8 { StableHash.fnv1a($0.lazy.map(folded)) }
    }

    /// Whether two of `names` may fold to one spelling: false when no two
    /// folded spellings share a hash. Sorting a hundred thousand ids in
    /// file order to find out costs far more, and is left for when they may.
    private static func mayFoldAlike(_ names: some Sequence<String>, count: Int) -> Bool {
        var hashes = HashSlots(capacity: count)
        for name in names {
            let hash = foldedHash(name)
            if hashes.find(hash, isKey: { _ in true }) != nil { return true }
            hashes.append(hash)
        }
        return false
    }
}
