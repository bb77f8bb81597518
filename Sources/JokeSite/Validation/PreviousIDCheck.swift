extension CatalogueValidator {
    /// `previous_ids`: each old id becomes a redirect page at `/jokes/OLD/`,
    /// so it must be a usable id, not the id of a joke today, and named by
    /// one joke once.
    func validatePreviousIDs(_ problems: ProblemList) {
        let file = files.display(CatalogueFiles.jokes)
        var claimedBy: [String: String] = [:]
        for joke in catalogue.jokes {
            for old in joke.previousIDs {
                func report(_ message: String) {
                    problems.add(Problem(file: file, line: joke.line, documentID: joke.id, field: "previous_ids", message: message))
                }
                if !DocumentID.isSafe(old) {
                    report("\"\(old)\" is not a usable joke id: \(DocumentID.rule)")
                } else if catalogue.jokesByID[old] != nil {
                    report(old == joke.id ? "\"\(old)\" is this joke's own id" : "\"\(old)\" is the id of joke \(old) today: a page cannot be both")
                } else if let first = claimedBy[old] {
                    report(first == joke.id ? "\"\(old)\" is listed twice" : "\"\(old)\" is also a previous id of joke \(first): keep it on one")
                } else {
                    claimedBy[old] = joke.id
                }
            }
        }
    }
}
