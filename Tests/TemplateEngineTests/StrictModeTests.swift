import Testing
import TemplateEngine

/// jokesite's own mode: names are checked against the page kind's schema
/// when templates load, and rendered by index.
@Suite struct StrictModeTests {
    private func compile(_ templates: [String: String], _ name: String = "page", format: TemplateFormat = .html)
        -> Result<CompiledTemplate, TemplateProblems>
    {
        TestSchemas.library(templates).compile(name, scope: .strict(TestSchemas.page), format: format)
    }

    private func problems(_ templates: [String: String], _ name: String = "page", format: TemplateFormat = .html) -> [TemplateProblem] {
        guard case .failure(let failure) = compile(templates, name, format: format) else { return [] }
        return failure.problems
    }

    @Test func rendersTypedValuesThroughSectionsPartialsAndDottedNames() throws {
        let templates = [
            "page": """
            <h1>{{title}}</h1> <a href="{{site.links.home}}">{{site.title}}</a>
            {{#jokes}}
            {{> partials/card}}
            {{/jokes}}
            {{^jokes}}none{{/jokes}}
            {{#next}}<a href="{{next}}">next</a>{{/next}}{{^next}}last{{/next}}

            """,
            "partials/card": """
            <article>{{{setup_html}}} {{#character}}{{name}}{{/character}} {{likes}}{{#nsfw}} NSFW{{/nsfw}} \
            {{#tags}}[{{.}}]{{/tags}} {{site.title}}</article>

            """,
        ]
        let template = try compile(templates).get()
        #expect(template.render(TestSchemas.pageValue()) == """
        <h1>Tag &quot;weather&quot;</h1> <a href="/">Jokes &amp; more</a>
        <article><p>Why did Mr. Sad cross?</p> Mr. Sad 3 [rain][sun] Jokes &amp; more</article>
        <article><p>Why did O'Hara cross?</p> O&#39;Hara 0 NSFW  Jokes &amp; more</article>

        last

        """)
        #expect(template.render(TestSchemas.pageValue(next: "/2/")).contains(#"<a href="/2/">next</a>"#))
    }

    @Test func aMisspeltNameIsAnErrorWithItsPlaceAndTheNamesAvailable() {
        let found = problems(["page": "<title>{{title}}</title>\n  <p>{{titel}}</p>\n"])
        #expect(found == [TemplateProblem(
            file: "templates/page.mustache", line: 2, column: 6,
            message: "unknown name \"titel\"; did you mean \"title\"? Available: site, title, jokes, next")])
    }

    @Test func aMisspeltFieldOfARecordNamesTheRecordsFields() {
        let found = problems(["page": "{{site.titel}}"])
        #expect(found.map(\.message) == ["\"site\" (Site) has no \"titel\"; did you mean \"title\"? Available: title, links"])
    }

    @Test func namesInsideASectionSeeItsRecordAndTheScopesAroundIt() {
        #expect(problems(["page": "{{#jokes}}{{likes}}{{title}}{{site.title}}{{/jokes}}"]).isEmpty)
        let found = problems(["page": "{{#jokes}}{{like}}{{/jokes}}{{likes}}"])
        #expect(found.map(\.column) == [11, 29])
        #expect(found[0].message.contains("did you mean \"likes\"?"))
        #expect(found[0].message.contains("Available: setup_html, character, tags, likes, nsfw, site, title, jokes, next"))
    }

    @Test func sectionsAndTagsMustFitTheType() {
        let found = problems(["page": "{{#title}}x{{/title}}\n{{{title}}}\n{{#jokes}}{{setup_html}}{{/jokes}}\n{{jokes}}\n{{site.title.x}}"])
        #expect(found.map(\.line) == [1, 2, 3, 4, 5])
        #expect(found[0].message == "\"title\" is text: a section needs yes/no, a list, a record or an optional value")
        #expect(found[1].message == "\"title\" is text, which {{{title}}} would not escape: write {{title}}")
        #expect(found[2].message == "\"setup_html\" is HTML, which {{setup_html}} would escape: write {{{setup_html}}}")
        #expect(found[3].message.hasPrefix("\"jokes\" is list of Joke, which cannot be written as text"))
        #expect(found[4].message == "\"site.title\" is text, which has no \"x\"")
    }

    @Test func aPartialIsCheckedWhereItIsIncludedAndEveryProblemIsListed() {
        let found = problems([
            "page": "{{#jokes}}{{> partials/card}}{{/jokes}}\n{{> partials/card}}\n{{> partials/missing}}\n{{nope}}",
            "partials/card": "{{likes}}",
        ])
        #expect(found == [
            TemplateProblem(file: "templates/partials/card.mustache", line: 1, column: 1,
                            message: "unknown name \"likes\"; did you mean \"jokes\"? Available: site, title, jokes, next"),
            TemplateProblem(file: "templates/page.mustache", line: 3, column: 1, message: "partial \"partials/missing\" does not exist"),
            TemplateProblem(file: "templates/page.mustache", line: 4, column: 1,
                            message: "unknown name \"nope\". Available: site, title, jokes, next"),
        ])
    }

    @Test func syntaxErrorsHaveTheirLineAndColumn() {
        let library = TestSchemas.library(["page": "{{#jokes}}\n  {{/joke}}\n{{#next}}\n{{unclosed"])
        #expect(library.problems.map { "\($0.line):\($0.column) \($0.message)" } == [
            "2:3 {{/joke}} closes \"jokes\", opened before it; close that first with {{/jokes}}",
            "3:1 \"next\" is never closed (missing {{/next}})",
            "4:1 a tag is not closed (missing }})",
        ])
        guard case .failure(let failure) = library.compile("page", scope: .strict(TestSchemas.page)) else {
            Issue.record("compiled a template with syntax errors")
            return
        }
        #expect(failure.problems == library.problems)
    }

    @Test func textIsEscapedForTheFormatTheTemplatesNameGives() throws {
        let schema = TemplateSchema("Text", [TemplateField("text", .text, "Any text.")])
        let value = TemplateValue.record([.text(#"<b>*x*</b> & "it's" ]]>\"#)])
        let sources = ["page.html", "page.md", "page.xml", "page.json", "page"].map { TemplateSource(name: $0, file: $0, text: "{{text}}") }
        let library = TemplateLibrary(sources)
        let rendered = { (name: String, format: TemplateFormat) in
            try library.compile(name, scope: .strict(schema), format: format).get().render(value)
        }
        #expect(try rendered("page.html", .markdown) == "&lt;b&gt;*x*&lt;/b&gt; &amp; &quot;it&#39;s&quot; ]]&gt;\\")
        #expect(try rendered("page.md", .html) == #"\<b\>\*x\*\</b\> \& "it's" \]\]\>\\"#)
        #expect(try rendered("page.xml", .html) == "&lt;b&gt;*x*&lt;/b&gt; &amp; &quot;it&apos;s&quot; ]]&gt;\\")
        #expect(try rendered("page.json", .html) == #"<b>*x*</b> & \"it's\" ]]>\\"#)
        // A name without a format's extension takes the one compiled with.
        #expect(try rendered("page", .markdown) == rendered("page.md", .html))
    }

    @Test func aPartialWithoutAFormatTakesItsParents() throws {
        let library = TestSchemas.library(["page.md": "{{> partials/title}}|{{> partials/title.html}}",
                                           "partials/title": "{{title}}", "partials/title.html": "{{title}}"])
        let page = try library.compile("page.md", scope: .strict(TestSchemas.page)).get()
        #expect(page.render(TestSchemas.pageValue()) == #"Tag "weather"|Tag &quot;weather&quot;"#)
    }

    @Test func valuesMadeForOneFormatAreWrittenInThatFormatOnly() {
        #expect(problems(["page.md": "{{#jokes}}{{{setup_html}}}{{/jokes}}"], "page.md").map(\.message)
            == [#""setup_html" is HTML, made for .html templates: this template is Markdown"#])
        #expect(problems(["page.md": "{{{title}}}"], "page.md").map(\.message)
            == [#""title" is text, which {{{title}}} would not escape: write {{title}}"#])
    }

    /// `{{% CONTENT_TYPE: TEXT }}` once turned escaping off for the rest of
    /// a template; no pragma is accepted, where it is named by file and line.
    @Test func pragmasAreRefused() {
        for pragma in ["{{% CONTENT_TYPE: TEXT }}", "{{% CONTENT_TYPE: HTML }}", "{{%ANYTHING}}"] {
            let found = problems(["page": "{{title}}\n\(pragma)\n{{title}}\n"])
            #expect(found.map { "\($0.file):\($0.line)" } == ["templates/page.mustache:2"], "\(pragma)")
            #expect(found.first?.message.hasPrefix("jokesite templates take no pragmas") == true)
        }
    }

    @Test func escapesTheEntitiesJokesiteHasAlwaysWritten() throws {
        let schema = TemplateSchema("Text", [TemplateField("text", .text, "Any text.")])
        let template = try TemplateLibrary([TemplateSource(name: "t", file: "t", text: "{{text}}")])
            .compile("t", scope: .strict(schema)).get()
        #expect(template.render(.record([.text(#"Tom & "Jerry's" <b>"#)])) == "Tom &amp; &quot;Jerry&#39;s&quot; &lt;b&gt;")
        #expect(template.render(.record([.text("<\u{301}script> Café")])) == "&lt;\u{301}script&gt; Café")
    }

    @Test func rendersIntoOneReusedBuffer() throws {
        let template = try compile(["page": "{{title}}|"]).get()
        var buffer = RenderBuffer(capacity: 1024)
        template.render(TestSchemas.pageValue(), into: &buffer)
        template.render(TestSchemas.pageValue(), into: &buffer)
        #expect(String(decoding: buffer.bytes, as: UTF8.self) == "Tag &quot;weather&quot;|Tag &quot;weather&quot;|")
        buffer.removeAll()
        #expect(buffer.bytes.isEmpty && buffer.bytes.capacity >= 1024)
    }

    @Test func aValueThatDoesNotFitItsSchemaRendersNothingAndIsReported() throws {
        let template = try compile(["page": "[{{title}}]{{#jokes}}{{likes}}{{/jokes}}"]).get()
        #expect(template.render(.record([.int(1)])) == "[]")
        #expect(TemplateType.record(TestSchemas.page).mismatches(of: TestSchemas.pageValue()).isEmpty)
        #expect(TemplateType.record(TestSchemas.page).mismatches(of: .record([TestSchemas.siteValue, .int(2), .list([]), .absent]))
            == ["title: expected text, found number"])
    }

    @Test func inheritanceWorksInStrictMode() throws {
        let template = try compile([
            "page": "{{<layout}}{{$main}}<h1>{{title}}</h1>{{/main}}{{/layout}}",
            "layout": "<title>{{site.title}}</title>\n{{$main}}default{{/main}}\n",
        ]).get()
        #expect(template.render(TestSchemas.pageValue()) == "<title>Jokes &amp; more</title>\n<h1>Tag &quot;weather&quot;</h1>\n")
    }

    @Test func aSlotRendersAWholeTemplateInPlaceOfATag() throws {
        let library = TestSchemas.library([
            "layout": "<title>{{site.title}}</title>\n<main>\n{{{content}}}\n</main>\n",
            "page": "<h1>{{title}}</h1>",
            "typo": "<h1>{{titel}}</h1>",
        ])
        let page = try library.compile("layout", scope: .strict(TestSchemas.page), slots: ["content": "page"]).get()
        #expect(page.render(TestSchemas.pageValue())
            == "<title>Jokes &amp; more</title>\n<main>\n<h1>Tag &quot;weather&quot;</h1>\n</main>\n")
        guard case .failure(let failure) = library.compile("layout", scope: .strict(TestSchemas.page), slots: ["content": "typo"]) else {
            Issue.record("compiled a slot with an unknown name")
            return
        }
        #expect(failure.problems.map { "\($0.file):\($0.line):\($0.column)" } == ["templates/typo.mustache:1:5"])
    }
}
