/// Renders a `PageSpec` through its template and the layout, as HTML and
/// as its Markdown twin. Templates: `NAME.html` and `NAME.md`, wrapped in
/// `layout.html` and `layout.md`.
struct PageRenderer: Sendable {
    let templates: TemplateSet
    let context: RenderContext

    static let layout = "layout"

    struct Output {
        var path: String
        var text: String
    }

    func render(_ spec: PageSpec) -> [Output] {
        var values = spec.values
        values["site"] = context.siteContext
        values["page"] = pageContext(spec)
        switch spec.kind {
        case .folder:
            return [
                Output(path: spec.route + "index.html", text: wrap(spec.template, format: "html", values)),
                Output(path: spec.route + "index.md", text: wrap(spec.template, format: "md", values)),
            ]
        case .file:
            return [Output(path: spec.route, text: wrap(spec.template, format: "html", values))]
        }
    }

    private func wrap(_ template: String, format: String, _ values: [String: Any]) -> String {
        var values = values
        values["content"] = templates.render("\(template).\(format)", values)
        return templates.render("\(Self.layout).\(format)", values)
    }

    private func pageContext(_ spec: PageSpec) -> [String: Any] {
        let urls = context.urls
        var page: [String: Any] = [
            "title": spec.title,
            "description": spec.description,
            "canonical": urls.absolute(spec.route),
            "og_type": spec.openGraphType,
            "is_home": spec.route == Routes.home,
        ]
        if spec.kind == .folder { page["markdown_link"] = urls.link(spec.route + "index.md") }
        return page
    }

    /// The template names every build needs.
    static func requiredTemplates(pageTemplates: [String]) -> [String] {
        ([layout] + pageTemplates).flatMap { ["\($0).html", "\($0).md"] }.filter { $0 != "404.md" }
    }
}
