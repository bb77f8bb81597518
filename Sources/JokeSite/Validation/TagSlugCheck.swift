import Foundation

extension CatalogueValidator {
    /// SPEC §2: two tags whose URL slugs collide (`C++` and `c`) would
    /// silently become one page. Spellings that differ only in case or
    /// accents (`Café`, `cafe`) are one tag; any other difference is an
    /// error on the first joke with the later spelling.
    func validateTagSlugs(_ problems: ProblemList) {
        let file = files.display(CatalogueFiles.jokes)
        // A few hundred names on thousands of jokes: each slugged and folded once.
        var slugs: [String: (slug: String, folded: String)] = [:]
        var firstBySlug: [String: (name: String, folded: String, jokeID: String)] = [:]
        var reported = Set<String>()
        for joke in catalogue.jokes {
            for name in joke.tags {
                let known = slugs[name] ?? (TagSlug.make(name), Self.foldedTagName(name))
                slugs[name] = known
                let (slug, folded) = known
                guard !slug.isEmpty else { continue }
                guard let first = firstBySlug[slug] else {
                    firstBySlug[slug] = (name, folded, joke.id)
                    continue
                }
                guard first.folded != folded, reported.insert(name).inserted else { continue }
                problems.add(Problem(file: file, line: joke.line, documentID: joke.id, field: "tags",
                                     message: "tag \"\(name)\" and tag \"\(first.name)\" (joke \(first.jokeID)) would share the page "
                                         + "/\(shape.tagsRoute)\(slug)/; use one spelling"))
            }
        }
    }

    /// A tag name with case and accents folded, punctuation kept.
    private static func foldedTagName(_ name: String) -> String {
        name.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}
