import Foundation

extension CatalogueValidator {
    /// SPEC §2: two tags whose URL slugs collide (`C++` and `c`) would
    /// silently become one page. Spellings that differ only in case or
    /// accents (`Café`, `cafe`) are one tag; any other difference is an
    /// error on the first joke with the later spelling.
    func validateTagSlugs(_ problems: ProblemList) {
        if let found = checked?.found, !hasNewTagName(found) { return }
        let file = files.display(CatalogueFiles.jokes)
        // A few hundred names on thousands of jokes: each is slugged and
        // folded at its first joke, where whether it clashes with the first
        // spelling of its slug is settled for good; a later joke naming it
        // costs one look-up.
        var seen = Set<String>()
        var firstBySlug: [String: (name: String, folded: String, jokeID: String)] = [:]
        for joke in catalogue.jokes {
            for name in joke.tags where seen.insert(name).inserted {
                let slug = TagSlug.make(name), folded = Self.foldedTagName(name)
                guard !slug.isEmpty else { continue }
                guard let first = firstBySlug[slug] else {
                    firstBySlug[slug] = (name, folded, joke.id)
                    continue
                }
                guard first.folded != folded else { continue }
                problems.add(Problem(file: file, line: joke.line, documentID: joke.id, field: "tags",
                                     message: "tag \"\(name)\" and tag \"\(first.name)\" (joke \(first.jokeID)) would share the page "
                                         + "/\(shape.tagsRoute)\(slug)/; use one spelling"))
            }
        }
    }

    /// Whether a new joke names a tag that no joke which passed before
    /// names: the names those jokes passed with share no slug.
    private func hasNewTagName(_ found: CheckedJokes.Found) -> Bool {
        var names = Set(found.newPlaces.flatMap { catalogue.jokes[$0].tags })
        for (place, joke) in catalogue.jokes.enumerated() where !names.isEmpty && !found.isNew(place) {
            for name in joke.tags { names.remove(name) }
        }
        return !names.isEmpty
    }

    /// A tag name with case and accents folded, punctuation kept.
    private static func foldedTagName(_ name: String) -> String {
        name.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}
