import TemplateEngine

/// A kind of page: the template it renders with (`NAME.html`, `NAME.md`,
/// each inside the layout) and the values those templates may use, declared
/// once. The declaration checks the templates when they load, orders the
/// values, fingerprints them for incremental builds and documents them
/// (`docs/templates.md`).
struct PageKind: Sendable {
    /// `templates/NAME.html.mustache` and `NAME.md.mustache`.
    let template: String
    /// Whether the page has a Markdown twin (the 404 page has none).
    let hasMarkdown: Bool
    /// Every value the templates see: `site` and `page`, then `own`.
    let schema: TemplateSchema
    /// The values of this kind of page alone.
    let own: TemplateSchema
    /// What `{id}` in its `deep_links` path stands for (`PageSpec.appLinkID`);
    /// nil when its pages have no id.
    let deepLinkID: String?

    init(template: String, title: String, doc: String, hasMarkdown: Bool = true, deepLinkID: String? = nil, _ fields: [TemplateField]) {
        self.template = template
        self.hasMarkdown = hasMarkdown
        self.deepLinkID = deepLinkID
        own = TemplateSchema(title, doc: doc, fields)
        schema = TemplateSchema(title, doc: doc, PageValues.sharedFields + fields)
    }

    /// The page's own values by name (everything but `site` and `page`),
    /// in declaration order.
    func values(_ values: KeyValuePairs<String, TemplateValue>) -> [TemplateValue] {
        own.fieldValues(values)
    }

    /// The template names this kind renders with.
    var templateNames: [String] {
        hasMarkdown ? ["\(template).html", "\(template).md"] : ["\(template).html"]
    }
}
