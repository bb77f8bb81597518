import Foundation
import Testing
@testable import JokeSite

/// `OutputSources.all` is written by the PageSourceList build plugin from
/// `Render/`, and put in the order each source declares.
@Suite struct PageSourcesTests {
    /// Each file of `Render/Pages/` declares one source, named as the
    /// file; the plugin must find them all, and the documents' sources
    /// beside them.
    @Test func everyPageSourceInTheFolderIsListed() throws {
        let folder = FixtureSite.projectRoot.appending(path: "Sources/JokeSite/Render/Pages")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }
            .map { String($0.dropLast(".swift".count)) }
        let listed = Set(OutputSources.all.map { "\(type(of: $0))" })
        #expect(Set(files).isSubset(of: listed))
        #expect(listed.isSuperset(of: ["SiteFeed", "Sitemap", "AssetFiles", "IconFiles", "AppAssociationFiles", "RedirectPages"]))
    }

    /// The sitemap, the menu and `site.links` follow the order each source
    /// declares (`OutputSources.all` sorts by it), so no two may share one.
    @Test func theOrderIsEachSourcesOwnAndUnique() {
        let orders = OutputSources.declared.map(\.order)
        #expect(Set(orders).count == orders.count, "two page sources declare the same order: \(orders)")
    }
}
