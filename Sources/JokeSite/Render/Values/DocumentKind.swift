import TemplateEngine

/// A kind of document a template renders (a feed, the sitemap,
/// robots.txt): its template, whose name gives its format (`feed.xml`:
/// XML), and the values it may use, declared once. Like a page kind's,
/// the declaration checks the template when it loads, orders and
/// fingerprints the values and documents them (`docs/templates.md`). The
/// template is the site's `templates/NAME.mustache`, else jokesite's own
/// (`BuiltInTemplates`).
struct DocumentKind: Sendable {
    /// `templates/NAME.mustache`, as `feed.xml`.
    let template: String
    /// Every value the template sees: `site`, then the document's own.
    let schema: TemplateSchema
    /// The values of this kind of document alone.
    private let own: TemplateSchema

    init(template: String, title: String, doc: String, _ fields: [TemplateField]) {
        self.template = template
        own = TemplateSchema(title, doc: doc, fields)
        schema = TemplateSchema(title, doc: doc, [PageValues.sharedFields[0]] + fields)
    }

    /// The document's value: `site`, then its own values by name.
    func value(site: TemplateValue, _ values: KeyValuePairs<String, TemplateValue>) -> TemplateValue {
        .record([site] + own.fieldValues(values))
    }

    /// Every kind of document, as the output sources declare them
    /// (`OutputSource.documentKinds`), in the order `docs/templates.md`
    /// lists them.
    static var all: [DocumentKind] { OutputSources.all.flatMap(\.documentKinds) }
}

extension PageRenderer {
    /// A document as an output of the site, on the same path as a page:
    /// its value is made on a worker thread, and its key is the hash of
    /// its template and that value, so a build that changed neither keeps
    /// the file without rendering it.
    func output(_ kind: DocumentKind, route: String, make: @escaping @Sendable (_ site: TemplateValue) -> TemplateValue) -> OutputJob {
        OutputJob(name: route, isPage: false) { [self] () throws(OutputError) in
            let value = make(site)
            let key: ContentHash
            switch value.checkedFingerprint(seed: keySeed(kind, route: route)) {
            case .success(let fingerprint): key = fingerprint
            case .failure(let unfit): throw OutputError(path: route, message: Self.message(unfit, kind: kind.template))
            }
            let template = templates.documents[kind.template]!
            return PreparedOutput(key: key) { _, buffer in
                template.render(value, into: &buffer)
            }
        }
    }

    /// A document keyed by `inputs`, a hash of everything `make` reads
    /// besides `{{site}}`: its value is made only when it is rendered.
    func output(_ kind: DocumentKind, route: String, keyedBy inputs: ContentHash,
                make: @escaping @Sendable (_ site: TemplateValue) -> TemplateValue) -> OutputJob {
        OutputJob(name: route, isPage: false) { [self] () throws(OutputError) in
            var hasher = StableHasher(seed: keySeed(kind, route: route))
            hasher.combine(site.fingerprint())
            hasher.combine(inputs)
            let template = templates.documents[kind.template]!
            return PreparedOutput(key: hasher.value) { [site] _, buffer in
                template.render(make(site), into: &buffer)
            }
        }
    }

    private func keySeed(_ kind: DocumentKind, route: String) -> ContentHash {
        var hasher = StableHasher(seed: sharedKey)
        hasher.combine(route)
        hasher.combine(kind.template)
        return hasher.value
    }
}
