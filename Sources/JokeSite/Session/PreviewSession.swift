import Foundation
import Synchronization
import TemplateEngine

/// `serve`'s builds, one after another, keeping the last good site in
/// memory between them: an edit of jokes' texts in `jokes.json` is
/// previewed at once (`preview`), the pages of the edited jokes rendered
/// from the kept site as a clean build renders them, while the build that
/// follows (`build`) makes and commits the whole site.
public final class PreviewSession: Sendable {
    private let options: BuildOptions
    private let last = Mutex<LastBuild?>(nil)

    /// What the last good build was made from.
    private struct LastBuild: Sendable {
        var site: RenderedSite
        /// Every source file's stamp when the build began, as it read them.
        var stamps: [String: FileStamp]
        var jokesFile: JokeTextEdits.Version
        var texts: JokeTexts
    }

    public init(options: BuildOptions) {
        self.options = options
    }

    private var sourceFolders: [String] { [options.contentDirectory, options.templatesDirectory] }
    private var jokesPath: String { SourceStamps.path(CatalogueFiles.jokes, in: options.contentDirectory) }

    /// Whether a file of the source folders is one a build reads: any in
    /// `templates/`; in `content/`, the collections, the pages and the
    /// characters' avatars (before the first good build, any file). Saving
    /// through a temporary file beside `jokes.json` changes none.
    public func reads(_ path: String) -> Bool {
        if shapesPages(path) { return true }
        guard let characters = last.withLock({ $0?.site.site.catalogue.characters }) else { return true }
        return characters.contains { $0.avatar.map { SourceStamps.path($0, in: options.contentDirectory) == path } ?? false }
    }

    /// The files pages are made from: avatars and other files of
    /// `content/` are only copied, whatever they hold.
    private func shapesPages(_ path: String) -> Bool {
        let templates = URL(fileURLWithPath: options.templatesDirectory).path + "/"
        let pages = SourceStamps.path(CatalogueFiles.pages, in: options.contentDirectory) + "/"
        return path.hasPrefix(templates) || path.hasPrefix(pages)
            || Self.collections.contains { SourceStamps.path($0, in: options.contentDirectory) == path }
    }

    private static let collections = [CatalogueFiles.site, CatalogueFiles.characters, CatalogueFiles.jokes, CatalogueFiles.dailyJokes,
                                      CatalogueFiles.rankings, CatalogueFiles.ratingEvents]

    /// A build of the whole site, as `SiteBuilder` makes it; the site it
    /// rendered is kept for the next `preview`. The site kept before stays
    /// while the build runs, so that an edit saved meanwhile is previewed
    /// at once, and after a build that kept none: it is still what its
    /// stamps say.
    public func build() throws(BuildError) -> BuildReport {
        let stamps = SourceStamps.of(sourceFolders, where: shapesPages)
        let jokes = try? FileBytes.read(jokesPath)
        let read = CollectionStamps(passingTo: options.collectionCache)
        var options = self.options
        options.collectionCache = read
        let (report, site) = try SiteBuilder(options: options).build(keepingSite: true)
        // Up to date (nothing rendered), or a source other than `jokes.json`
        // changed while it ran: the site kept before stays. An edit of
        // `jokes.json` saved after the build read it is previewed from what
        // it read.
        let changed = Self.changes(from: stamps, to: SourceStamps.of(sourceFolders, where: shapesPages))
        guard let site, changed.allSatisfy({ $0 == jokesPath }),
              let jokes, read.stamp(of: CatalogueFiles.jokes) == stamps[jokesPath],
              let version = JokeTextEdits.Version(jokes) else { return report }
        last.withLock { $0 = LastBuild(site: site, stamps: stamps, jokesFile: version, texts: JokeTexts(site.site.catalogue.jokes)) }
        return report
    }

    private static func changes(from old: [String: FileStamp], to new: [String: FileStamp]) -> Set<String> {
        Set(new.keys).union(old.keys).filter { new[$0] != old[$0] }
    }

    /// Why an edit was not previewed: it is left to the build.
    public struct NotPreviewed: Error, CustomStringConvertible {
        public let description: String
    }

    /// The files of the pages of the jokes whose text alone changed since
    /// the last good build (or preview), by path in the output folder,
    /// exactly as a build will write them; or why not, when any other
    /// source changed, or nothing did. The kept site is edited in place:
    /// it is what a build of the sources now makes.
    public func preview() -> Result<[String: [UInt8]], NotPreviewed> {
        guard var base = last.withLock({ $0.take() }) else {
            return .failure(NotPreviewed(description: "no site kept: no build has succeeded yet"))
        }
        defer { last.withLock { [base] in $0 = base } }
        let stamps = SourceStamps.of(sourceFolders, where: shapesPages)
        let changed = Self.changes(from: base.stamps, to: stamps)
        guard changed == [jokesPath] else {
            let names = changed.map { URL(fileURLWithPath: $0).lastPathComponent }.sorted().joined(separator: ", ")
            return .failure(NotPreviewed(description: changed.isEmpty ? "nothing changed" : "not only jokes.json changed: \(names)"))
        }
        let loader = CatalogueLoader(contentDirectory: options.contentDirectory, shape: .declared)
        guard let bytes = try? FileBytes.read(jokesPath), let version = JokeTextEdits.Version(bytes),
              let edits = JokeTextEdits.find(from: base.jokesFile, to: version, file: loader.files.display(CatalogueFiles.jokes), loader: loader),
              !edits.isEmpty else {
            return .failure(NotPreviewed(description: "not only jokes' texts changed, or more than \(JokeTextEdits.limit) of them"))
        }
        guard base.texts.allows(edits) else {
            return .failure(NotPreviewed(description: "a new text is empty, repeats another joke's or is in a duplicate_of pair"))
        }
        for (id, text) in edits {
            base.texts.replace(id, text: base.site.site.catalogue.jokesByID[id]?.text ?? "", with: text)
            base.site.site.replaceText(of: id, with: text)
        }
        base.stamps = stamps
        base.jokesFile = version
        do {
            return .success(try render(edits.map(\.id), of: base.site))
        } catch {
            return .failure(NotPreviewed(description: "a page did not render: \(error)"))
        }
    }

    /// The jokes' pages and the outputs they name (their cards), rendered
    /// as a build renders them, into memory.
    private func render(_ jokes: [String], of rendered: RenderedSite) throws(OutputError) -> [String: [UInt8]] {
        let renderer = SiteRenderer(site: rendered.site, shape: .declared, baseURL: rendered.baseURL, templates: rendered.templates,
                                    parallel: options.parallel, generator: BuildFingerprint.generator, views: rendered.views)
        let pages = renderer.pageRenderer
        let jobs = jokes.filter(renderer.context.shows).map { pages.output(JokePages.job(of: $0)) }
        let sink = MemorySink()
        _ = try renderer.render(jobs, into: sink)
        return sink.files
    }
}
