import Foundation

/// Where the catalogue's files are, and how problem reports name them
/// (relative to the content folder as the user gave it, e.g. `content/jokes.json`).
public struct CatalogueFiles: Sendable, Equatable {
    public let directory: URL
    private let displayRoot: String

    public init(contentDirectory: String) {
        directory = URL(fileURLWithPath: contentDirectory, isDirectory: true)
        var root = contentDirectory
        while root.count > 1, root.hasSuffix("/") { root.removeLast() }
        displayRoot = root
    }

    public func url(_ name: String) -> URL {
        directory.appendingPathComponent(name)
    }

    public func display(_ name: String) -> String {
        displayRoot == "." ? name : "\(displayRoot)/\(name)"
    }

    /// The problem of a file that leads out of the content folder through
    /// a symlink (it is never read), or nil.
    func linkOutside(_ name: String) -> Problem? {
        let folder = ConfinedFolder(directory.path)
        return folder.contains(name) ? nil : folder.problem(for: name, file: display(name))
    }

    /// A text setting of `site.json`, read on its own before the catalogue
    /// loads (the build's time zone, `serve`'s base path); nil when the
    /// file, the key or its text is missing. Loading checks it properly.
    public func siteSetting(_ key: String) -> String? {
        guard linkOutside(Self.site) == nil, let data = FileManager.default.contents(atPath: url(Self.site).path),
              case .object(let site)? = try? JSONParser.parse(Array(data)),
              case .string(let value)? = site[key]?.value else { return nil }
        return value
    }

    public static let site = "site.json"
    public static let characters = "characters.json"
    public static let jokes = "jokes.json"
    public static let dailyJokes = "daily_jokes.json"
    public static let rankings = "weekly_rankings.json"
    public static let ratingEvents = "rating_events.json"
    public static let pages = "pages"
}
