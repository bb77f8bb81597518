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
        "\(characters.count) characters, \(jokes.count) jokes (\(jokes.filter { !$0.sfw }.count) not safe for work), "
            + "\(dailyJokes.count) assigned days, \(ratingEvents.count) rating events, \(pages.count) pages"
    }
}

extension [Problem] {
    /// Errors and warnings apart, each in the order found.
    public func splitWarnings() -> (errors: [Problem], warnings: [Problem]) {
        (filter { !$0.isWarning }, filter(\.isWarning))
    }
}
