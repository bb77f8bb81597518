import Mustache
import Synchronization

/// A joke's template values, shared by every page that shows it. Its card
/// partials (`card_html`, `card_md`) render on first use, once per build,
/// so a rebuild that skips the pages listing a joke never renders its card.
/// Pages are fingerprinted by `fingerprint` instead of by these values.
final class JokeValues: MustacheParent, @unchecked Sendable {
    /// The partials every listing of a joke uses.
    static let cardPartials = (html: "partials/joke-card", markdown: "partials/joke.md")

    let fields: [String: Any]
    let fingerprint: UInt64
    private let templates: TemplateSet
    private let cards = Mutex<(html: String, markdown: String)?>(nil)

    init(_ view: JokeView, templates: TemplateSet) {
        fields = view.context
        fingerprint = TemplateValueHash.hash(fields)
        self.templates = templates
    }

    func child(named name: String) -> Any? {
        switch name {
        case "card_html": renderedCards.html
        case "card_md": renderedCards.markdown
        default: fields[name]
        }
    }

    /// Two threads may render the same card at once; both get equal text.
    private var renderedCards: (html: String, markdown: String) {
        if let cards = cards.withLock({ $0 }) { return cards }
        let rendered = (html: templates.render(Self.cardPartials.html, fields),
                        markdown: templates.render(Self.cardPartials.markdown, fields).trimmingWhitespace())
        cards.withLock { $0 = rendered }
        return rendered
    }
}
