import Foundation
@testable import JokeSite

/// A site a test builds into `output` and then reads; shared by the
/// fixture site and the inline site.
protocol BuiltSite {
    var output: URL { get }
}

extension BuiltSite {
    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: output.appendingPathComponent(path).path)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every file of the output, relative path → bytes.
    func snapshot() throws -> [String: Data] {
        try FolderSnapshot.files(of: output)
    }

    /// Paths of the HTML files of the output.
    func htmlFiles() throws -> [String] {
        try snapshot().keys.filter { $0.hasSuffix(".html") }.sorted()
    }

    /// The pages (each by its HTML file) whose HTML or Markdown twin has
    /// `text`: a "One more joke" link shows its joke's setup in the twin alone.
    func pages(showing text: String) throws -> [String] {
        let files = try snapshot()
        return files.keys.filter { path in
            guard path.hasSuffix(".html") else { return false }
            let twin = String(path.dropLast(4)) + "md"
            return [path, twin].contains { files[$0].map { String(decoding: $0, as: UTF8.self).contains(text) } ?? false }
        }.sorted()
    }
}

extension BuildOptions {
    /// A build of `content` with `templates` into `output` on a fixed day.
    init(content: URL, templates: URL, output: URL, date: String, baseURL: String?) {
        self.init()
        contentDirectory = content.path
        templatesDirectory = templates.path
        outputDirectory = output.path
        self.date = CalendarDay(date)
        self.baseURL = baseURL
    }
}

extension CatalogueCheck {
    /// Every problem of loading and validating the catalogue in `content`;
    /// none when it loads.
    static func problems(in content: URL) -> [Problem] {
        do {
            _ = try run(contentDirectory: content.path)
            return []
        } catch {
            return error.problems
        }
    }
}

extension SiteBuilder {
    /// The problems that stopped the build; none when it built. Other
    /// failures (usage, output) are thrown.
    static func problems(building options: BuildOptions) throws -> [Problem] {
        do {
            _ = try SiteBuilder(options: options).build()
            return []
        } catch {
            guard case .problems(let problems) = error else { throw error }
            return problems
        }
    }
}

/// Every regular file under a folder, relative path → bytes.
enum FolderSnapshot {
    static func files(of folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            files[String(url.path.dropFirst(folder.path.count + 1))] = try Data(contentsOf: url)
        }
        return files
    }
}
