import Foundation
@testable import JokeSite

/// Builds the fixture catalogue with the project's own templates into a
/// temporary folder, and reads the result (Zola's fixture-site tests).
struct FixtureSite {
    let fixture: FixtureCatalogue
    var output: URL { fixture.root.appendingPathComponent("public") }

    static let projectRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let templates = projectRoot.appendingPathComponent("templates")

    init(_ fixture: FixtureCatalogue? = nil) throws {
        self.fixture = try fixture ?? FixtureCatalogue()
    }

    func options(date: String = "2026-11-22", baseURL: String? = nil, templates: URL = FixtureSite.templates) -> BuildOptions {
        var options = BuildOptions()
        options.contentDirectory = fixture.content.path
        options.templatesDirectory = templates.path
        options.outputDirectory = output.path
        options.date = CalendarDay(date)
        options.baseURL = baseURL
        return options
    }

    @discardableResult
    func build(date: String = "2026-11-22", baseURL: String? = nil, templates: URL = FixtureSite.templates) throws(BuildError) -> BuildReport {
        try SiteBuilder(options: options(date: date, baseURL: baseURL, templates: templates)).build()
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: output.appendingPathComponent(path).path)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every file of the output, relative path → bytes.
    func snapshot() throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: output, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            files[String(url.path.dropFirst(output.path.count + 1))] = try Data(contentsOf: url)
        }
        return files
    }

    /// Paths of the HTML files of the output.
    func htmlFiles() throws -> [String] {
        try snapshot().keys.filter { $0.hasSuffix(".html") }.sorted()
    }

    /// A copy of the project's templates that a test may break.
    func copyOfTemplates() throws -> URL {
        let copy = fixture.root.appendingPathComponent("templates")
        try FileManager.default.copyItem(at: Self.templates, to: copy)
        return copy
    }
}
