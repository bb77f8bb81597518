import Testing
import TemplateEngine

/// Which fields of a record a compiled template names, wherever it reaches
/// the record through one field: what a page depends on of a value every
/// page is handed, read from the template, not listed by hand.
@Suite struct FieldReadsTests {
    private static func template(_ text: String, partials: [String: String] = [:]) throws -> CompiledTemplate {
        let sources = [TemplateSource(name: "t", file: "t", text: text)] + partials.map { TemplateSource(name: $0.key, file: $0.key, text: $0.value) }
        return try TemplateLibrary(sources).compile("t", scope: .strict(TestSchemas.page)).get()
    }

    /// `site` is field 0 of a page, `character` field 1 of a joke.
    private static func siteReads(_ text: String, partials: [String: String] = [:]) throws -> Set<Int>? {
        try template(text, partials: partials).fieldsRead(through: TestSchemas.page, field: 0)
    }

    @Test func namesBesideAndInsideSectionsAndPartials() throws {
        #expect(try Self.siteReads("{{title}}") == [])
        #expect(try Self.siteReads("{{site.title}}") == [0])
        #expect(try Self.siteReads("{{#jokes}}{{site.links.home}}{{/jokes}}") == [1])
        #expect(try Self.siteReads("{{#site}}{{title}}{{/site}}") == [0])
        #expect(try Self.siteReads("{{#next}}{{> footer}}{{/next}}", partials: ["footer": "{{site.title}}"]) == [0])
        // A partial is read whether or not it renders, and once however often it is used.
        #expect(try Self.siteReads("{{^next}}{{> footer}}{{/next}}{{> footer}}", partials: ["footer": "{{#site.links}}{{tags}}{{/site.links}}"]) == [1])
    }

    @Test func aRecordReachedThroughAListIsWatchedInEachItem() throws {
        let reads = try Self.template("{{#jokes}}{{character.name}}{{#character}}{{link}}{{/character}}{{/jokes}}")
            .fieldsRead(through: TestSchemas.joke, field: 1)
        #expect(reads == [0, 1])
        #expect(try Self.template("{{#jokes}}{{likes}}{{/jokes}}").fieldsRead(through: TestSchemas.joke, field: 1) == [])
    }

    @Test func aNameLookedUpAtRenderTimeMayReadAnything() throws {
        let whole = try TemplateLibrary([TemplateSource(name: "t", file: "t", text: "{{site.title}}")]).compile("t", scope: .dynamic).get()
        #expect(whole.fieldsRead(through: TestSchemas.page, field: 0) == nil)
    }
}
