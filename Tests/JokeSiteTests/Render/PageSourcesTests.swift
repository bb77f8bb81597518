import Foundation
import Testing
@testable import JokeSite

/// `OutputSources.all` is written by the PageSourceList build plugin from
/// `Render/`, and put in the order each source declares.
@Suite struct PageSourcesTests {
    /// Every type of `Render/` declared as an `OutputSource` (each page
    /// kind's file of `Render/Pages/`, the documents' beside them) is found
    /// by the plugin, and nothing else.
    @Test func everyOutputSourceInRenderIsListed() throws {
        let render = FixtureSite.projectRoot.appending(path: "Sources/JokeSite/Render")
        let declaration = /(?:struct|enum) (\w+): OutputSource\b/
        var declared: Set<String> = []
        for case let file as URL in FileManager.default.enumerator(at: render, includingPropertiesForKeys: nil)!
        where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            declared.formUnion(text.matches(of: declaration).map { String($0.1) })
        }
        let pages = try FileManager.default.contentsOfDirectory(atPath: render.appending(path: "Pages").path)
            .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) }
        #expect(Set(pages).isSubset(of: declared))
        #expect(Set(OutputSources.all.map { "\(type(of: $0))" }) == declared)
    }

    /// The sitemap, the menu and `site.links` follow the order each source
    /// declares (`OutputSources.all` sorts by it), so no two may share one.
    @Test func theOrderIsEachSourcesOwnAndUnique() {
        let orders = OutputSources.declared.map(\.order)
        #expect(Set(orders).count == orders.count, "two page sources declare the same order: \(orders)")
    }
}
