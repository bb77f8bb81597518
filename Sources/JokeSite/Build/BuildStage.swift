/// The named stages of a build, in the order they run. Timing (`--verbose`,
/// the benchmark), progress and "failed while …" all name a stage from here.
public enum BuildStage: String, Sendable, CaseIterable {
    /// `content/` and `templates/` read into models.
    case load
    /// Every rule of the catalogue checked.
    case validate
    /// Splits, daily picks and rankings worked out.
    case resolve
    /// Pages and documents made into bytes.
    case render
    /// Social cards and icons drawn (with `cards` on).
    case cards
    /// Files written into the staging folder, then committed.
    case write
    /// Pagefind's index of the staged site (with `search` on).
    case search

    /// What the build is doing during the stage, for messages.
    public var activity: String {
        switch self {
        case .load: "loading"
        case .validate: "validating"
        case .resolve: "resolving the rules"
        case .render: "rendering"
        case .cards: "drawing the cards"
        case .write: "writing the output"
        case .search: "indexing for search"
        }
    }
}

/// Where a build stands, for a progress line: the stage it is in and, while
/// rendering, how many outputs of how many are done.
public struct BuildProgress: Sendable {
    public let stage: BuildStage
    public let done: Int
    /// Nil when the stage has no count.
    public let total: Int?
}
