import Foundation
@testable import JokeSite

/// A private copy of the fixture catalogue in a temporary folder, which a
/// test may break in one place before loading it.
final class FixtureCatalogue {
    let root: URL
    var content: URL { root.appendingPathComponent("content") }

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("jokesite-test-\(UUID().uuidString)")
        let source = Bundle.module.url(forResource: "Fixtures/catalogue", withExtension: nil)!
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: content)
    }

    /// Tests leave nothing behind in the temporary folder.
    deinit {
        try? FileManager.default.removeItem(at: root)
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
        do {
            _ = try CatalogueCheck.run(contentDirectory: content.path)
            return []
        } catch {
            return error.problems
        }
    }

    func load() throws -> Catalogue {
        try CatalogueCheck.run(contentDirectory: content.path)
    }

    enum FixtureError: Error {
        case textNotFound(String, String)
    }
}
