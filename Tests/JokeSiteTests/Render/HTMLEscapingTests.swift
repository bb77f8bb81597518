import Foundation
import Testing
@testable import JokeSite

@Suite struct HTMLEscapingTests {
    @Test func writesTheEntitiesOfSwiftMustache() {
        #expect(HTMLEscaping().escapeText(#"Tom & "Jerry's" <b>"#) == "Tom &amp; &quot;Jerry&#39;s&quot; &lt;b&gt;")
        #expect(HTMLEscaping().escapeText("Café — no markup") == "Café — no markup")
        #expect(HTMLEscaping().escapeText("") == "")
    }

    /// A `<` carrying a combining mark is one `Character` that a lookup by
    /// `Character` does not find; as bytes it is still a `<`.
    @Test func escapesAnAngleBracketThatCarriesACombiningMark() {
        #expect(HTMLEscaping().escapeText("<\u{301}script>") == "&lt;\u{301}script&gt;")
    }

    /// Every template, and every partial it includes, escapes this way.
    @Test func templatesAndTheirPartialsUseIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("escaping-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("partials"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("<p>{{x}}</p>\n{{> partials/inner}}".utf8).write(to: folder.appendingPathComponent("page.mustache"))
        try Data("<i>{{x}}</i>\n".utf8).write(to: folder.appendingPathComponent("partials/inner.mustache"))
        let templates = try TemplateSet(directory: folder.path, required: ["page"])
        #expect(templates.render("page", ["x": "<\u{301}b>"]) == "<p>&lt;\u{301}b&gt;</p>\n<i>&lt;\u{301}b&gt;</i>\n")
    }
}
