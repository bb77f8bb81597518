import SocialCards

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
            [job.route, job.kind == .folder, spec.template, spec.title, spec.description, spec.openGraphType, spec.values,
             cardRoute(spec) ?? ""] as [Any],
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
        ]
        if job.kind == .folder { page["markdown_link"] = urls.link(job.route + "index.md") }
        if let card = card(of: spec), let cards = context.cards {
            page["og_image"] = urls.absolute(cards.route(of: card))
            page["og_image_alt"] = card.headline
            page["card_width"] = PageCards.width
            page["card_height"] = PageCards.height
        }
        if job.route == Routes.home { page["json_ld"] = WebSiteJSONLD.script(name: context.site.catalogue.site.title, url: urls.base) }
        return page
    }

    /// The card a page shows: its own, else the site's; nil with cards off.
    func card(of spec: PageSpec) -> SocialCard? {
        context.cards.map { spec.card ?? $0.siteCard }
    }

    private func cardRoute(_ spec: PageSpec) -> String? {
        guard let cards = context.cards, let card = card(of: spec) else { return nil }
        return cards.route(of: card)
    }

    /// The template names every build needs.
    static func requiredTemplates(pageTemplates: [String]) -> [String] {
        ([layout] + pageTemplates).flatMap { ["\($0).html", "\($0).md"] }.filter { $0 != "404.md" }
            + [JokeValues.cardPartials.html, JokeValues.cardPartials.markdown]
    }
}
