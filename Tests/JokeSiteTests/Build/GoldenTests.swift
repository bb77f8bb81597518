import Foundation
import Testing

/// A few pages of the fixture site compared byte for byte with the files in
/// `Fixtures/golden`. After an intended change, regenerate them with
/// `UPDATE_GOLDEN=1 swift test --filter GoldenTests` and review the diff.
@Suite struct GoldenTests {
    static let pages = ["jokes/joke_b/index.html", "jokes/joke_b/index.md", "index.md", "feed.json", "feed.xml", "sitemap.xml"]
    static let folder = FixtureSite.projectRoot.appendingPathComponent("Tests/JokeSiteTests/Fixtures/golden")

    @Test(arguments: pages)
    func pageMatchesItsGoldenFile(page: String) throws {
        let site = try FixtureSite()
        try site.build()
        let built = try site.read(page)
        let golden = Self.folder.appendingPathComponent(page)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(built.utf8).write(to: golden)
        }
        #expect(built == (try String(contentsOf: golden, encoding: .utf8)), "\(page) differs from \(golden.path)")
    }
}
