import Synchronization
import Testing
import TemplateEngine

/// Values made on first use: a page that is not rendered never makes them,
/// and its fingerprint depends on what they are made from.
@Suite struct DerivedValueTests {
    private static func card(_ markdown: String, counter: Counter) -> TemplateValue {
        .derived(DerivedValue(from: .text(markdown)) { inputs in
            counter.add()
            guard case .text(let text) = inputs else { return .absent }
            return .text("<p>\(text)</p>")
        })
    }

    @Test func isMadeOnceWhenFirstRenderedAndFingerprintedByItsInputs() throws {
        let schema = TemplateSchema("Page", [TemplateField("card", .html, "A card.")])
        let template = try TemplateLibrary([TemplateSource(name: "t", file: "t", text: "{{{card}}}|{{{card}}}")])
            .compile("t", scope: .strict(schema)).get()
        let counter = Counter()
        let page = TemplateValue.record([Self.card("*hi*", counter: counter)])
        #expect(page.fingerprint() == TemplateValue.record([Self.card("*hi*", counter: counter)]).fingerprint())
        #expect(page.fingerprint() != TemplateValue.record([Self.card("*ho*", counter: counter)]).fingerprint())
        #expect(counter.count == 0)
        #expect(template.render(page) == "<p>*hi*</p>|<p>*hi*</p>")
        #expect(template.render(page) == "<p>*hi*</p>|<p>*hi*</p>")
        #expect(counter.count == 1)
    }

    @Test func aDerivedRecordIsReadByIndexLikeAnyRecord() throws {
        let schema = TemplateSchema("Page", [
            TemplateField("joke", .record(TemplateSchema("Joke", [TemplateField("id", .text, "Its id.")])), "The joke."),
        ])
        let template = try TemplateLibrary([TemplateSource(name: "t", file: "t", text: "{{joke.id}} {{#joke}}{{id}}{{/joke}}")])
            .compile("t", scope: .strict(schema)).get()
        let joke = TemplateValue.derived(DerivedValue(from: .text("j1")) { .record([$0]) })
        #expect(template.render(.record([joke])) == "j1 j1")
        #expect(TemplateType.record(schema).mismatches(of: .record([joke])).isEmpty)
        let shared = TemplateValue.derived(DerivedValue(shared: .record([.text("j2")])))
        #expect(template.render(.record([shared])) == "j2 j2")
        #expect(TemplateValue.record([shared]).fingerprint()
            != TemplateValue.record([.derived(DerivedValue(shared: .record([.text("j3")])))]).fingerprint())
    }
}

final class Counter: Sendable {
    private let value = Mutex(0)
    func add() { value.withLock { $0 += 1 } }
    var count: Int { value.withLock { $0 } }
}
