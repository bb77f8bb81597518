import Mustache
import Synchronization

/// A joke's template values, shared by every page that shows it. They are
/// made on first use, and so are its card partials (`card_html`,
/// `card_md`): a rebuild that renders a few pages pays for the jokes on
/// those pages only. Pages are fingerprinted by `fingerprint` instead of
/// by these values.
final class JokeValues: MustacheParent, Sendable {
    /// The partials every listing of a joke uses.
    static let cardPartials = (html: "partials/joke-card", markdown: "partials/joke.md")

    let fingerprint: UInt64
    let view: JokeView
    private let templates: TemplateSet
    private let made = Mutex(Made())

    private struct Made {
        var fields: SharedValues?
        var cards: (html: String, markdown: String)?
    }

    init(_ view: JokeView, templates: TemplateSet) {
        self.view = view
        fingerprint = view.fingerprint
        self.templates = templates
    }

    func child(named name: String) -> Any? {
        switch name {
        case "card_html": cards.html
        case "card_md": cards.markdown
        default: fields[name]
        }
    }

    private var fields: [String: Any] {
        made.withLock { made in
            if made.fields == nil { made.fields = SharedValues(view.context) }
            return made.fields!
        }.value
    }

    private var cards: (html: String, markdown: String) {
        let fields = fields
        return made.withLock { made in
            if made.cards == nil {
                made.cards = (html: templates.render(Self.cardPartials.html, fields),
                              markdown: templates.render(Self.cardPartials.markdown, fields).trimmingWhitespace())
            }
            return made.cards!
        }
    }
}
