/// Load and validate in one step: the catalogue every command works on.
public enum CatalogueCheck {
    /// The loaded catalogue, or every problem found in it.
    public static func run(contentDirectory: String) throws(CatalogueError) -> Catalogue {
        try runWithWarnings(contentDirectory: contentDirectory).catalogue
    }

    /// The loaded catalogue and its warnings, or every problem found in it.
    public static func runWithWarnings(contentDirectory: String) throws(CatalogueError) -> (catalogue: Catalogue, warnings: [Problem]) {
        let shape = SiteShape.declared
        let (catalogue, loadProblems, unreadable) = CatalogueLoader(contentDirectory: contentDirectory, shape: shape).load()
        let found = (loadProblems + CatalogueValidator(catalogue: catalogue, shape: shape, unreadableFiles: unreadable).validate()).inFileOrder()
        let (errors, warnings) = found.splitWarnings()
        guard errors.isEmpty else { throw CatalogueError(problems: errors, warnings: warnings) }
        return (catalogue, warnings)
    }
}

extension Catalogue {
    /// One line for `check`: what was loaded.
    public var summary: String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        return "\(count(characters.count, "character")), \(count(jokes.count, "joke")) (\(jokes.filter { !$0.sfw }.count) not safe for work), "
            + "\(count(dailyJokes.count, "assigned day")), \(count(ratingTally?.eventCount ?? ratingEvents.count, "rating event")), \(count(pages.count, "page"))"
    }
}

extension [Problem] {
    /// Errors and warnings apart, each in the order found.
    public func splitWarnings() -> (errors: [Problem], warnings: [Problem]) {
        (filter { !$0.isWarning }, filter(\.isWarning))
    }
}
