import Foundation
import Testing
@testable import JokeSite

/// `docs/templates.md` lists the values the page kinds declare, as they
/// are now.
@Suite struct TemplateDocsTests {
    @Test func theReferenceOfTemplateValuesIsCurrent() throws {
        let file = FixtureSite.projectRoot.appendingPathComponent("docs/templates.md")
        if ProcessInfo.processInfo.environment["UPDATE_DOCS"] == "1" {
            try Data(TemplateDocs.markdown.utf8).write(to: file)
        }
        let written = try? String(contentsOf: file, encoding: .utf8)
        #expect(written == TemplateDocs.markdown, "docs/templates.md is stale: run `\(TemplateDocs.regenerate)` and commit it")
    }

    @Test func everyPageKindAndItsValuesAreListed() {
        let markdown = TemplateDocs.markdown
        for kind in OutputSources.kinds {
            #expect(markdown.contains("## \(kind.schema.name)\n"))
            for field in kind.own.fields { #expect(markdown.contains("| `\(field.name)` |"), "\(kind.template): \(field.name)") }
        }
        #expect(markdown.contains("| `titel` |") == false)
        #expect(markdown.contains("| `title` | text | The site's name"))
    }
}
