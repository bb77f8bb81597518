import Foundation
@testable import JokeSite

/// Builds the fixture catalogue with the project's own templates into a
/// temporary folder, and reads the result (Zola's fixture-site tests).
struct FixtureSite: BuiltSite {
    let fixture: FixtureCatalogue
    var output: URL { fixture.root.appendingPathComponent("public") }

    static let projectRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let templates = projectRoot.appendingPathComponent("templates")

    init(_ fixture: FixtureCatalogue? = nil) throws {
        self.fixture = try fixture ?? FixtureCatalogue()
    }

    func options(date: String = "2026-11-22", baseURL: String? = nil, templates: URL = FixtureSite.templates) -> BuildOptions {
        BuildOptions(content: fixture.content, templates: templates, output: output, date: date, baseURL: baseURL)
    }

    /// `verify`: the full check of the output's files (`build --verify`).
    @discardableResult
    func build(date: String = "2026-11-22", baseURL: String? = nil, templates: URL = FixtureSite.templates,
               verify: Bool = false) throws(BuildError) -> BuildReport {
        var options = options(date: date, baseURL: baseURL, templates: templates)
        options.verify = verify
        return try SiteBuilder(options: options).build()
    }

    /// A copy of the project's templates that a test may break.
    func copyOfTemplates() throws -> URL {
        let copy = fixture.root.appendingPathComponent("templates")
        try FileManager.default.copyItem(at: Self.templates, to: copy)
        return copy
    }
}
