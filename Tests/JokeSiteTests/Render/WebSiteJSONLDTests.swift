import Foundation
import Testing
@testable import JokeSite

/// The home page's JSON-LD sits raw inside `<script>`: no site name may end
/// the element or open a comment there, and the JSON still reads back.
@Suite struct WebSiteJSONLDTests {
    @Test func aNameCannotCloseTheScript() throws {
        let name = "</script><!--<script>& \u{2028}"
        let script = WebSiteJSONLD.script(name: name, url: "https://example.org/")
        #expect(!script.contains("<"))
        #expect(!script.contains(">"))
        #expect(!script.contains("&"))
        let object = try JSONSerialization.jsonObject(with: Data(script.utf8)) as? [String: String]
        #expect(object?["name"] == name)
        #expect(object?["@type"] == "WebSite")
    }
}
