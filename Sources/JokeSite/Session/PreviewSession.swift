import Foundation
import Synchronization

/// `serve`'s builds, one after another: each the incremental build
/// `jokesite build` makes, which renders only the pages whose recorded
/// reads changed. It also says which saved files are worth a build.
public final class PreviewSession: Sendable {
    private let options: BuildOptions
    /// The characters' avatar files, as the last good build named them;
    /// nil before the first.
    private let avatars = Mutex<Set<String>?>(nil)

    public init(options: BuildOptions) {
        self.options = options
    }

    /// Whether a file of the source folders is one a build reads: any in
    /// `templates/`; in `content/`, the collections, the pages and the
    /// characters' avatars (before the first good build, any file). Saving
    /// through a temporary file beside `jokes.json` changes none.
    public func reads(_ path: String) -> Bool {
        if shapesPages(path) { return true }
        return avatars.withLock { $0?.contains(path) ?? true }
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

    /// A build of the whole site, as `SiteBuilder` makes it.
    public func build() throws(BuildError) -> BuildReport {
        let (report, avatars) = try SiteBuilder(options: options).buildNamingAvatars()
        if let avatars {
            let paths = Set(avatars.map { SourceStamps.path($0, in: options.contentDirectory) })
            self.avatars.withLock { $0 = paths }
        }
        return report
    }
}
