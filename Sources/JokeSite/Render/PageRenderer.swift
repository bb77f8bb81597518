/// Renders a `PageJob` through its template and the layout, as HTML and
/// as its Markdown twin. Templates: `NAME.html` and `NAME.md`, wrapped in
/// `layout.html` and `layout.md`.
struct PageRenderer: Sendable {
    let templates: TemplateSet
    let context: RenderContext
    /// The same for every page, so built once.
    private let siteValues: SharedValues

    static let layout = "layout"

    init(templates: TemplateSet, context: RenderContext) {
        self.templates = templates
        self.context = context
        siteValues = SharedValues(context.siteContext)
    }

    struct Output {
        var path: String
        var text: String
    }

    func render(_ job: PageJob) -> [Output] {
        let spec = job.make()
        var values = spec.values
        values["site"] = siteValues.value
        values["page"] = pageContext(spec, job: job)
        switch job.kind {
        case .folder:
            return [
                Output(path: job.route + "index.html", text: wrap(spec.template, format: "html", values)),
                Output(path: job.route + "index.md", text: wrap(spec.template, format: "md", values)),
            ]
        case .file:
            return [Output(path: job.route, text: wrap(spec.template, format: "html", values))]
        }
    }

    private func wrap(_ template: String, format: String, _ values: [String: Any]) -> String {
        var values = values
        values["content"] = templates.render("\(template).\(format)", values)
        return templates.render("\(Self.layout).\(format)", values)
    }

    private func pageContext(_ spec: PageSpec, job: PageJob) -> [String: Any] {
        let urls = context.urls
        var page: [String: Any] = [
            "title": spec.title,
            "description": spec.description,
            "canonical": urls.absolute(job.route),
            "og_type": spec.openGraphType,
            "is_home": job.route == Routes.home,
        ]
        if job.kind == .folder { page["markdown_link"] = urls.link(job.route + "index.md") }
        return page
    }

    /// The template names every build needs.
    static func requiredTemplates(pageTemplates: [String]) -> [String] {
        ([layout] + pageTemplates).flatMap { ["\($0).html", "\($0).md"] }.filter { $0 != "404.md" }
            + [JokeValues.cardPartials.html, JokeValues.cardPartials.markdown]
    }
}
