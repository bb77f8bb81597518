import Foundation
import Testing
@testable import JokeSite

@Suite struct HTMLEscapingTests {
    @Test func writesTheEntitiesOfTheTemplates() {
        #expect(HTMLEscaping.escape(#"Tom & "Jerry's" <b>"#, apostrophe: "&#39;") == "Tom &amp; &quot;Jerry&#39;s&quot; &lt;b&gt;")
        #expect(HTMLEscaping.escape("Café — no markup", apostrophe: "&#39;") == "Café — no markup")
        #expect(HTMLEscaping.escape("", apostrophe: "&#39;") == "")
    }

    /// A `<` carrying a combining mark is one `Character` that a lookup by
    /// `Character` does not find; as bytes it is still a `<`.
    @Test func escapesAnAngleBracketThatCarriesACombiningMark() {
        #expect(HTMLEscaping.escape("<\u{301}script>", apostrophe: "&#39;") == "&lt;\u{301}script&gt;")
    }
}
