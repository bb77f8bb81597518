import Foundation
@testable import JokeSite

/// A site whose catalogue and templates are written in the test itself
/// (like Hugo's txtar test files), so what a test asserts about its input,
/// line numbers included, can be checked against the input on the page:
///
///     let site = try InlineSite("""
///         -- content/jokes.json --
///         {
///           "joke_a": { "character": "mr_funny", "text": "Why? Because.", "type": "dad_joke" }
///         }
///         """)
///
/// A file's line 1 is the line after its header. Files the test does not
/// give come from `defaults`, a minimal valid catalogue; the templates are
/// the project's, copied when the test gives templates of its own, so it
/// writes only those that matter to it.
final class InlineSite: BuiltSite {
    private let folder: TemporaryFolder
    let templates: URL
    var root: URL { folder.url }
    var content: URL { root.appendingPathComponent("content") }
    var output: URL { root.appendingPathComponent("public") }

    /// One character, no jokes: the least that loads and builds.
    static let defaults = [
        "content/site.json": """
            {
              "title": "Inline Jokes",
              "base_url": "https://inline.example.org/",
              "search": false
            }

            """,
        "content/characters.json": """
            {
              "mr_funny": { "name": "Mr. Funny", "color": "#F5A623" }
            }

            """,
        "content/jokes.json": "{}\n",
    ]

    /// `files`: `-- PATH --` header lines, each followed by that file's text.
    convenience init(_ files: String) throws {
        try self.init(files: Self.files(in: files))
    }

    /// `files`: path under the site's folder (`content/…`, `templates/…`) → text.
    init(files: [String: String]) throws {
        folder = try TemporaryFolder(prefix: "jokesite-inline")
        if let stray = files.keys.first(where: { !$0.hasPrefix("content/") && !$0.hasPrefix("templates/") }) {
            throw InlineSiteError.outsideTheSite(stray)
        }
        if files.keys.contains(where: { $0.hasPrefix("templates/") }) {
            templates = folder.url.appendingPathComponent("templates")
            try FileManager.default.copyItem(at: FixtureSite.templates, to: templates)
        } else {
            templates = FixtureSite.templates
        }
        for (path, text) in Self.defaults.merging(files, uniquingKeysWith: { _, given in given }) {
            try write(path, text)
        }
    }

    /// Splits `-- PATH --` text into its files.
    static func files(in text: String) throws -> [String: String] {
        var files: [String: String] = [:]
        var path: String?
        var lines: [Substring] = []
        func close() throws {
            guard let path else { return }
            guard files.updateValue(lines.joined(separator: "\n") + "\n", forKey: path) == nil else { throw InlineSiteError.givenTwice(path) }
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.count > 6, line.hasPrefix("-- "), line.hasSuffix(" --") {
                try close()
                path = String(line.dropFirst(3).dropLast(3))
                lines = []
            } else if path != nil {
                lines.append(line)
            } else if !line.allSatisfy(\.isWhitespace) {
                throw InlineSiteError.textBeforeTheFirstFile(String(line))
            }
        }
        try close()
        return files
    }

    func write(_ path: String, _ text: String) throws {
        try write(path, bytes: Data(text.utf8))
    }

    func write(_ path: String, bytes: Data) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.write(to: url)
    }

    func remove(_ path: String) throws {
        try FileManager.default.removeItem(at: root.appendingPathComponent(path))
    }

    /// How problems name the site's file at `path` (`content/jokes.json`).
    func file(_ path: String) -> String {
        root.appendingPathComponent(path).path
    }

    func options(date: String = "2026-11-22", baseURL: String? = nil) -> BuildOptions {
        BuildOptions(content: content, templates: templates, output: output, date: date, baseURL: baseURL)
    }

    @discardableResult
    func build(date: String = "2026-11-22", baseURL: String? = nil) throws(BuildError) -> BuildReport {
        try SiteBuilder(options: options(date: date, baseURL: baseURL)).build()
    }

    /// The problems that stop a build, catalogue and templates together.
    func buildProblems(date: String = "2026-11-22") throws -> [Problem] {
        try SiteBuilder.problems(building: options(date: date))
    }

    /// The problems of loading and validating the catalogue alone.
    func problems() -> [Problem] {
        CatalogueCheck.problems(in: content)
    }

    /// The same with the warnings, which `problems` leaves out, in file order.
    func problemsAndWarnings() -> [Problem] {
        let (catalogue, problems, unreadable) = CatalogueLoader(contentDirectory: content.path, shape: .declared).load()
        return (problems + CatalogueValidator(catalogue: catalogue, shape: .declared, unreadableFiles: unreadable).validate()).inFileOrder()
    }
}

enum InlineSiteError: Error {
    case outsideTheSite(String)
    case givenTwice(String)
    case textBeforeTheFirstFile(String)
}
