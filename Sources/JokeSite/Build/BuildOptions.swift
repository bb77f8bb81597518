import Foundation

/// What `jokesite build` is asked to do (SPEC §1's common options).
public struct BuildOptions: Sendable {
    public var contentDirectory = "content"
    public var templatesDirectory = "templates"
    public var outputDirectory = "public"
    /// Replace the output folder whole, even one jokesite did not make
    /// (`--clean`); otherwise such a folder, if not empty, is refused.
    public var clean = false
    /// Check every file the last build left in the output against its
    /// record, and put back what was changed or deleted by hand
    /// (`--verify`, the full check before a publish). Without it the
    /// record is trusted: an edit costs no look at the files it keeps.
    public var verify = false
    /// Merge the search index's recent shard into its settled ones
    /// (`--compact-search`, see `SearchShards.recentLimit`), even when
    /// nothing else changed.
    public var compactSearch = false
    /// Overrides `site.json`'s `base_url`.
    public var baseURL: String?
    /// The "today" of the build; by default the current date in the site's zone.
    public var date: CalendarDay?
    public var now = Date()
    /// Render on every core (false: one thread, to check the output is the same).
    public var parallel = true
    /// Told when each stage starts and, from worker threads, how many
    /// outputs of how many are rendered.
    public var progress: (@Sendable (BuildProgress) -> Void)?
    /// Collections kept from the last build: in memory for `serve`; by
    /// default, on disk beside the output (see `DiskCollectionCache`).
    public var collectionCache: (any CollectionCache)?
    /// Where to look for Pagefind when search is on; nil: `.venv/bin`, then the PATH.
    public var pagefindFolders: [String]?
    /// With search on and no Pagefind, build the site without search
    /// (`serve`, which says so) rather than fail (`build`).
    public var searchNeedsPagefind = true
    /// Jokes to a search shard (see `SearchShards`); tests make it small
    /// to have several shards of a few jokes.
    public var searchShardSize = SearchShards.jokesPerShard

    public init() {}
}

/// What a build did, for its one-line summary and the benchmark.
public struct BuildReport: Sendable {
    public var pages = 0
    /// Pages rendered; the others kept their files from the last build.
    public var pagesRendered = 0
    /// Social cards drawn; the others kept their files from the last build.
    public var cardsDrawn = 0
    public var filesWritten = 0
    public var filesKept = 0
    /// The files the build wrote or removed, by path in the output; nil
    /// when it replaced the output whole, empty when it was up to date.
    public var changedFiles: [String]?
    public var seconds = 0.0
    /// Thread-seconds inside the templates, for the rendered pages.
    public var templateSeconds = 0.0
    /// Seconds per stage that ran, in build order.
    public var stages: [(stage: BuildStage, seconds: Double)] = []
    /// Nothing changed since the last build into this output: nothing was done.
    public var upToDate = false
    /// Catalogue warnings (unknown fields): printed, the build goes on.
    public var warnings: [Problem] = []
    /// The site the output holds: its files and bytes.
    public var site = OutputFigures()
    /// The limits of `site.json`'s `host` that the site passes, one line each.
    public var hostWarnings: [String] = []
    /// Search is on, but the site was built without it: no Pagefind (see
    /// `BuildOptions.searchNeedsPagefind`); what to do, on one line.
    public var searchLeftOut: String?

    /// Template render time per rendered page (HTML and Markdown together),
    /// in microseconds; nil when no page was rendered.
    public var templateMicrosecondsPerPage: Double? {
        pagesRendered > 0 ? templateSeconds * 1_000_000 / Double(pagesRendered) : nil
    }

    /// `--verbose`'s lines: each stage that ran and its seconds.
    public var stageLines: [String] {
        stages.map { "  \($0.stage.rawValue): \(String(format: "%.3f", $0.seconds)) s" }
    }

    public var summary: String {
        let note = upToDate ? " (up to date)" : ""
        let rendered = pagesRendered < pages ? " (\(pagesRendered) rendered)" : ""
        return "built \(pages) pages\(rendered): \(filesWritten) files written, \(filesKept) kept\(note); "
            + "the site: \(site.files) files, \(OutputFigures.size(site.bytes)); in \(String(format: "%.2f", seconds)) s"
    }
}

/// Why a build failed; the previous output is untouched either way.
public enum BuildError: Error, Sendable {
    /// The catalogue or the templates are wrong (exit 1): the errors, and
    /// the warnings found beside them, in file order.
    case problems([Problem])
    /// Options that cannot work (exit 2).
    case usage(String)
    /// The output could not be written (exit 3), in the stage named.
    case output(OutputError, stage: BuildStage)
}

extension BuildError {
    /// An output error as the user reads it: the stage it stopped, then
    /// the file and why ("failed while writing the output: public/…: …").
    public static func describe(_ error: OutputError, stage: BuildStage) -> String {
        "failed while \(stage.activity): \(error)"
    }
}
