import Foundation
import TemplateEngine

/// What a joke page tells Pagefind beside its text: the values its two
/// sorts order by (`data-pagefind-sort`).
enum SearchValues {
    static let sorts = TemplateSchema("Search sorts", doc: "A joke's values for the search page's sorts.", [
        TemplateField("newest", .int, "When it was written, in seconds since 1970 (0 when not known): \"newest\" sorts by it."),
        TemplateField("hilarious", .text, "Its average rating, one decimal (\"0\" without ratings): \"most hilarious\" sorts by it."),
    ])

    /// `view`: the joke as its page shows it, ratings counted.
    static func sorts(of view: JokeView) -> TemplateValue {
        sorts.record([
            "newest": .int(view.created),
            "hilarious": .text(view.ratingCount > 0 ? view.ratingAverage : "0"),
        ])
    }
}
