/// Renders a `PageJob` through its template and the layout, as HTML and
/// as its Markdown twin. Templates: `NAME.html` and `NAME.md`, wrapped in
/// `layout.html` and `layout.md`.
struct PageRenderer: Sendable {
    let templates: TemplateSet
    let context: RenderContext
    /// The same for every page, so built once.
    private let siteValues: SharedValues
    /// What every page's files depend on besides its own spec: the
    /// templates, the site values and the generator that renders them.
    private let sharedKey: UInt64

    static let layout = "layout"

    init(templates: TemplateSet, context: RenderContext, generator: String) {
        self.templates = templates
        self.context = context
        siteValues = SharedValues(context.siteContext)
        sharedKey = TemplateValueHash.hash(["generator": generator, "site": siteValues.value],
                                           seed: templates.fingerprint)
    }

    struct Output {
        var path: String
        var text: String
    }

    /// The files a job makes.
    func paths(of job: PageJob) -> [String] {
        switch job.kind {
        case .folder: [job.route + "index.html", job.route + "index.md"]
        case .file: [job.route]
        }
    }

    /// Equal keys mean equal files: a page is a function of its templates,
    /// the site values, its route and its spec.
    func key(of job: PageJob, _ spec: PageSpec) -> UInt64 {
        TemplateValueHash.hash(
            [job.route, job.kind == .folder, spec.template, spec.title, spec.description, spec.openGraphType, spec.values] as [Any],
            seed: sharedKey)
    }

    func render(_ job: PageJob, _ spec: PageSpec) -> [Output] {
        var values = spec.values
        values["site"] = siteValues.value
        values["page"] = pageContext(spec, job: job)
        return zip(paths(of: job), ["html", "md"]).map { path, format in
            Output(path: path, text: wrap(spec.template, format: format, values))
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
            "menu": Self.menu(siteValues.value["menu"] as? [[String: Any]] ?? [], current: job.route),
        ]
        if job.kind == .folder { page["markdown_link"] = urls.link(job.route + "index.md") }
        return page
    }

    /// The site's menu with `current` on the entry whose section holds
    /// `route` (home only on itself), for `aria-current`.
    static func menu(_ items: [[String: Any]], current route: String) -> [[String: Any]] {
        items.map { item in
            let itemRoute = item["route"] as? String ?? ""
            var marked = item
            marked["current"] = itemRoute == Routes.home ? route == Routes.home : route.hasPrefix(itemRoute)
            return marked
        }
    }

    /// The template names every build needs.
    static func requiredTemplates(pageTemplates: [String]) -> [String] {
        ([layout] + pageTemplates).flatMap { ["\($0).html", "\($0).md"] }.filter { $0 != "404.md" }
            + [JokeValues.cardPartials.html, JokeValues.cardPartials.markdown]
    }
}
