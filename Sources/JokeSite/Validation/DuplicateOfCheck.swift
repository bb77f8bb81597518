extension CatalogueValidator {
    /// SPEC §2's duplicate rule: a joke may repeat another's text only when
    /// its `duplicate_of` names that joke (`add --force` writes it).
    func validateDuplicatesOf(_ problems: ProblemList) {
        let file = files.display(CatalogueFiles.jokes)
        for joke in catalogue.jokes {
            guard let originalID = joke.duplicateOf else { continue }
            let location = Problem(file: file, line: joke.line, documentID: joke.id, field: "duplicate_of", message: "")
            guard let original = catalogue.jokesByID[originalID], originalID != joke.id else {
                problems.add(location.with(message: "names a missing joke \"\(originalID)\""))
                continue
            }
            if original.textKey != joke.textKey {
                problems.add(location.with(message: "joke \(originalID) has different text; remove duplicate_of"))
            }
        }
    }
}
