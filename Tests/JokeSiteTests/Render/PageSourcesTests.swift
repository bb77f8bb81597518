import Foundation
import Testing
@testable import JokeSite

/// `PageSources.all` is written by the PageSourceList build plugin from
/// `Render/Pages/`, and put in the order each source declares.
@Suite struct PageSourcesTests {
    /// Each file of `Render/Pages/` but the protocol's declares one source,
    /// named as the file; the plugin must find them all.
    @Test func everyPageSourceInTheFolderIsListed() throws {
        let folder = FixtureSite.projectRoot.appending(path: "Sources/JokeSite/Render/Pages")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") && $0 != "PageSource.swift" }
            .map { String($0.dropLast(".swift".count)) }
        #expect(Set(PageSources.all.map { "\(type(of: $0))" }) == Set(files))
    }

    /// The sitemap, the menu and `site.links` follow this order.
    @Test func theOrderIsEachSourcesOwnAndUnique() {
        let orders = PageSources.all.map(\.order)
        #expect(Set(orders).count == orders.count, "two page sources declare the same order: \(orders)")
        #expect(PageSources.all.map { "\(type(of: $0))" } == [
            "HomePage", "DailyPages", "CharacterPages", "JokePages", "TagPages", "Top10Page", "WidgetGallery",
            "WidgetModelPage", "ContentPages", "NotFoundPage", "SearchPage", "RandomPage",
        ])
    }
}
