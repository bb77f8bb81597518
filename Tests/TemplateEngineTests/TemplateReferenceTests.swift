import Testing
import TemplateEngine

@Suite struct TemplateReferenceTests {
    @Test func listsEachPagesValuesAndEachRecordOnce() {
        let markdown = TemplateReference.markdown(
            title: "Template values", introduction: "What templates can use.",
            pages: [TemplateReference.Page(title: "Tag page", templates: ["tag.html", "tag.md"], schema: TestSchemas.page)])
        #expect(markdown.hasPrefix("# Template values\n\nWhat templates can use.\n\n## Tag page\n\nTemplates: `tag.html`, `tag.md`.\n\n"))
        #expect(markdown.contains("| `jokes` | list of [Joke](#joke) | The jokes, best first. |\n"))
        #expect(markdown.contains("| `next` | optional text | The next page's link, if any. |\n"))
        #expect(markdown.contains("| `setup_html` | HTML (`{{{…}}}`) | The setup, as HTML. |\n"))
        #expect(markdown.contains("\n### Site\n\nThe same on every page.\n\n| Name | Type | What it is |\n"))
        for record in ["Site", "Links", "Joke", "Character"] {
            #expect(markdown.ranges(of: "\n### \(record)\n").count == 1, "\(record)")
        }
    }
}
