import Foundation
@testable import JokeSite

/// A private copy of the fixture catalogue in a temporary folder, which a
/// test may break in one place before loading it.
final class FixtureCatalogue {
    private let folder: TemporaryFolder
    var root: URL { folder.url }
    var content: URL { root.appendingPathComponent("content") }

    init() throws {
        folder = try TemporaryFolder()
        let source = Bundle.module.url(forResource: "Fixtures/catalogue", withExtension: nil)!
        try FileManager.default.copyItem(at: source, to: folder.url.appendingPathComponent("content"))
    }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: content.appendingPathComponent(name))
    }

    func read(_ name: String) throws -> String {
        try String(contentsOf: content.appendingPathComponent(name), encoding: .utf8)
    }

    /// Replaces the first occurrence of `old` in a file; fails loudly when
    /// the fixture no longer holds it.
    func replace(_ old: String, with new: String, in name: String) throws {
        let text = try read(name)
        guard let range = text.range(of: old) else { throw FixtureError.textNotFound(old, name) }
        try write(name, text.replacingCharacters(in: range, with: new))
    }

    func remove(_ name: String) throws {
        try FileManager.default.removeItem(at: content.appendingPathComponent(name))
    }

    /// All problems of loading and validating this catalogue.
    func problems() -> [Problem] {
        CatalogueCheck.problems(in: content)
    }

    func load() throws -> Catalogue {
        try CatalogueCheck.run(contentDirectory: content.path)
    }

    enum FixtureError: Error {
        case textNotFound(String, String)
    }
}
