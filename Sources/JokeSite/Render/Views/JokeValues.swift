import TemplateEngine

/// A joke's template values (`JokeView.schema`), shared by every page that
/// shows it: hashed once for all their page keys. Its cards (`card_html`,
/// `card_md`) are rendered on first use, so a rebuild that renders a few
/// pages pays for the jokes on those pages only. A class: every page that
/// shows or links the joke reads it from the cache, and a struct would be
/// copied there whole, its view's every string retained.
final class JokeValues: Sendable {
    /// The partials every listing of a joke uses.
    static let cardPartials = (html: "partials/joke-card", markdown: "partials/joke.md")

    let view: JokeView
    let value: TemplateValue
    /// The joke as other jokes' pages link to it (`JokePages.jokeLink`):
    /// made once, not once per page that links to it.
    let link: TemplateValue
    /// The setup as `link` shows it.
    let linkSetup: String

    init(_ view: JokeView, cards: JokeCards) {
        self.view = view
        linkSetup = JokePages.linkSetup(view.setupLine)
        link = JokePages.link(view.link, setup: linkSetup)
        // The card's fields, then the two cards made from them: the cards
        // are made from this record (the partials read the fields by
        // place, before the cards), so the fields are stored once.
        var all = view.cardFields
        let record = DerivedValue.Holder()
        let html = DerivedValue(hashing: .record(all), madeFrom: record) { .text(cards.html.render($0)) }
        // The Markdown card stands in a list item or between paragraphs:
        // its partial's trailing line break would open a gap.
        let markdown = DerivedValue(sameInputsAs: html) { .text(cards.markdown.render($0).trimmingWhitespace()) }
        all += [.derived(html), .derived(markdown)]
        // The cards are made from the card's fields alone, so the fields'
        // hash stands for the whole value: they are hashed once, not again
        // with the cards appended.
        let whole = DerivedValue(sameInputsAs: html, value: .record(all))
        record.hold(whole)
        value = .derived(whole)
    }
}

/// The card partials, compiled against `JokeView.cardSchema`.
struct JokeCards: Sendable {
    let html: CompiledTemplate
    let markdown: CompiledTemplate
}
