/// Load and validate in one step: the catalogue every command works on.
public enum CatalogueCheck {
    /// The loaded catalogue, or every problem found in it.
    public static func run(contentDirectory: String) throws(CatalogueError) -> Catalogue {
        let (catalogue, loadProblems, unreadable) = CatalogueLoader(contentDirectory: contentDirectory).load()
        let problems = (loadProblems + CatalogueValidator(catalogue: catalogue, unreadableFiles: unreadable).validate()).inFileOrder()
        guard problems.isEmpty else { throw CatalogueError(problems: problems) }
        return catalogue
    }
}

extension Catalogue {
    /// One line for `check`: what was loaded.
    public var summary: String {
        "\(characters.count) characters, \(jokes.count) jokes (\(jokes.filter { !$0.sfw }.count) not safe for work), "
            + "\(dailyJokes.count) assigned days, \(ratingEvents.count) rating events, \(pages.count) pages"
    }
}
