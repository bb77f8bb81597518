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

    /// A joke's card is made from the joke's own record, which holds the
    /// card among its fields: the fields are stored once, and the record
    /// is freed with its last reader (the holder does not keep it).
    @Test func aValueMadeFromTheRecordThatHoldsItReadsThatRecord() throws {
        let schema = TemplateSchema("Joke", [TemplateField("id", .text, "Its id."), TemplateField("card", .html, "Its card.")])
        let card = try TemplateLibrary([TemplateSource(name: "card", file: "card", text: "<b>{{id}}</b>")])
            .compile("card", scope: .strict(TemplateSchema("Card", [schema.fields[0]]))).get()
        let page = try TemplateLibrary([TemplateSource(name: "t", file: "t", text: "{{{card}}} {{id}}")])
            .compile("t", scope: .strict(schema)).get()
        let counter = Counter()
        weak var freed: DerivedValue?
        do {
            let holder = DerivedValue.Holder()
            let made = DerivedValue(hashing: .record([.text("j1")]), madeFrom: holder) { record in
                counter.add()
                return .text(card.render(record))
            }
            let joke = DerivedValue(sameInputsAs: made, value: .record([.text("j1"), .derived(made)]))
            holder.hold(joke)
            freed = joke
            #expect(page.render(.derived(joke)) == "<b>j1</b> j1")
            #expect(page.render(.derived(joke)) == "<b>j1</b> j1")
            #expect(counter.count == 1)
        }
        #expect(freed == nil)
    }
}

final class Counter: Sendable {
    private let value = Mutex(0)
    func add() { value.withLock { $0 += 1 } }
    var count: Int { value.withLock { $0 } }
}
