import Foundation
import Testing
@testable import JokeSite

/// The fixture site's files compared byte for byte with those in
/// `Fixtures/golden`: a page of every kind with its Markdown twin, a widget
/// snapshot, the feeds, the sitemap and robots.txt. After an intended
/// change, regenerate them with `UPDATE_GOLDEN=1 swift test --filter GoldenTests`
/// and review the diff; for a new one, create its file (empty) first.
@Suite struct GoldenTests {
    static let folder = FixtureSite.projectRoot.appendingPathComponent("Tests/JokeSiteTests/Fixtures/golden")
    /// Every file in `folder`, so a new golden is compared without a change here.
    static let files: [String] = {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        return (enumerator?.compactMap { $0 as? URL } ?? [])
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
            .map { String($0.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1)) }
            .sorted()
    }()

    /// The build is pinned: its day and base URL are given, and nothing in
    /// the output depends on the clock (cards are named by a hash of what
    /// they show, not of their pixels). Search is on, as by default: the
    /// pages carry Pagefind's attributes and the search box (the index
    /// itself is Pagefind's, not compared).
    private static func build(_ site: FixtureSite, templates: URL = FixtureSite.templates) throws -> [String: String] {
        try site.fixture.replace(#""search": false"#, with: #""search": true"#, in: "site.json")
        try site.build(date: "2026-11-22", baseURL: "https://fixture.example.org/", templates: templates)
        return try Dictionary(uniqueKeysWithValues: files.map { ($0, try site.read($0)) })
    }

    /// One build for every file compared.
    static let built = Result { () throws -> [String: String] in try build(FixtureSite()) }

    @Test(arguments: files)
    func fileMatchesItsGolden(path: String) throws {
        let built = try #require(try Self.built.get()[path])
        let golden = Self.folder.appendingPathComponent(path)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(built.utf8).write(to: golden)
        }
        #expect(built == (try String(contentsOf: golden, encoding: .utf8)), "\(path) differs from \(golden.path)")
    }

    /// Each page template is marked with its name; every one must show up
    /// in a golden file, so a new kind of page without a golden fails here.
    @Test func everyPageTemplateHasAGoldenFile() throws {
        let marker = "golden-template: "
        let site = try FixtureSite()
        let templates = try site.copyOfTemplates()
        let names = OutputSources.kinds.flatMap(\.templateNames)
        #expect(names.contains("home.html"), "the kinds are found")
        for name in names {
            let file = templates.appendingPathComponent("\(name).mustache")
            try (Data((marker + name + "\n").utf8) + Data(contentsOf: file)).write(to: file)
        }
        let shown = Set(try Self.build(site, templates: templates).values.flatMap { text in
            text.split(separator: "\n").filter { $0.hasPrefix(marker) }.map { String($0.dropFirst(marker.count)) }
        })
        #expect(shown.isSuperset(of: names), "no golden file for \(Set(names).subtracting(shown).sorted())")
    }
}
