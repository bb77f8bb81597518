import SocialCards
import TemplateEngine

/// Renders a `PageJob` through its kind's compiled templates: the HTML
/// page and its Markdown twin, each inside its layout.
final class PageRenderer: Sendable {
    let templates: TemplateSet
    let context: RenderContext
    /// `{{site.…}}`: the same for every page and document, so made and hashed once.
    let site: TemplateValue
    private let menu: PageValues.Menu
    /// What every page's files depend on besides its values: the templates
    /// (and the declarations they were checked against) and the generator.
    let sharedKey: ContentHash
    /// What the social cards' keys add for the code that draws them.
    private let cardKey: ContentHash
    /// What every page that reads through a `PageReader` reads besides:
    /// the templates and the generator, `{{site}}`, the menu, `site.json`
    /// (the pages' settings, links and cards), the base URL and today.
    let readerSeed: ContentHash

    init(templates: TemplateSet, context: RenderContext, generator: String) {
        self.templates = templates
        self.context = context
        site = .derived(DerivedValue(shared: SiteValues.value(context, day: context.site.today)))
        menu = PageValues.Menu(SiteMenu.items(sections: context.shape.menuSections, site: context.site.catalogue.site,
                                                   pages: context.site.catalogue.pages), urls: context.urls)
        var hasher = StableHasher()
        hasher.combine(generator)
        hasher.combine(templates.fingerprint)
        sharedKey = hasher.value
        cardKey = PageCards.generatorKey(generator)
        hasher.combine(SiteValues.value(context, day: nil).fingerprint())
        hasher.combine(menu.fingerprint)
        hasher.combine(context.site.catalogue.site.fileHash)
        hasher.combine(context.urls.base)
        readerSeed = hasher.value
    }

    /// The files a job makes.
    func paths(of job: PageJob) -> [String] {
        OutputJob.files(of: job.route, isFolder: job.kind == .folder)
    }

    /// The page as an output of the site: its value is made, keyed and
    /// rendered on a worker thread (`prepare`). A page that reads through
    /// a reader is keyed by what it read, and kept unmade while that
    /// hashes the same.
    func output(_ job: PageJob) -> OutputJob {
        OutputJob(page: job, renderer: self)
    }

    /// A page's value, key and renderers (`OutputJob.prepare`).
    func prepare(_ making: PageJob.Making, route: String, kind: PageJob.Kind, readsJoke: Int?) throws(OutputError) -> PreparedOutput {
        let job = PageJob(route: route, kind: kind, making: making, readsJoke: readsJoke)
        let (spec, reader) = make(job)
        let value = value(of: job, spec)
        let templates = templates(of: job, spec)
        let card = card(of: spec).flatMap { card in context.cards.map { $0.output(of: card, generatorKey: cardKey) } }
        let valueKey = try checkedKey(of: job, spec, value: value)
        return PreparedOutput(key: reader?.key ?? valueKey, dependencies: reader?.dependencies,
                              derived: card.map { [$0] } ?? []) { file, buffer in
            templates[file].render(value, into: &buffer)
        }
    }

    /// The page's spec, and the reader it read through, if it did.
    private func make(_ job: PageJob) -> (PageSpec, PageReader?) {
        let read: (PageReader) -> PageSpec
        switch job.making {
        case .whole(let make): return (make(), nil)
        case .reading(let make): read = make
        case .readingJoke(let make): read = { make($0, job.readsJoke!) }
        }
        let reader = PageReader(context, key: Self.key(readerSeed, route: job.route, kind: job.kind))
        let spec = read(reader)
        // Without a card of its own it shows the site's (`card(of:)`).
        if spec.card == nil { reader.siteCard() }
        if templates.pages[spec.kind.template]!.readsToday { reader.today() }
        return (spec, reader)
    }

    /// A document made from what it reads through a reader, keyed by
    /// that like a page: an edit that leaves it alone keeps it unmade.
    func document(_ path: String, reading make: @escaping @Sendable (_ reader: PageReader) throws(OutputError) -> [UInt8]) -> OutputJob {
        OutputJob(document: path, renderer: self, reading: make)
    }

    /// Such a document's bytes and key (`OutputJob.prepare`).
    func prepare(document path: String, reading make: (PageReader) throws(OutputError) -> [UInt8]) throws(OutputError) -> PreparedOutput {
        let reader = PageReader(context, key: Self.key(readerSeed, route: path, kind: .file))
        let bytes = try make(reader)
        return PreparedOutput(key: reader.key, dependencies: reader.dependencies) { _, buffer in buffer.append(bytes) }
    }

    /// This build's key of an output the last build made from the
    /// dependencies it recorded.
    func currentKey(route: String, kind: PageJob.Kind, dependencies: ArraySlice<UInt8>) -> ContentHash? {
        PageReader.key(Self.key(readerSeed, route: route, kind: kind), dependencies: dependencies, context.inputs)
    }

    /// The key of a page that reads through a reader, before what it read.
    private static func key(_ shared: ContentHash, route: String, kind: PageJob.Kind) -> StableHasher {
        var hasher = StableHasher(seed: shared)
        hasher.combine(route)
        hasher.combine(kind == .folder ? 1 : 0)
        return hasher
    }

    /// The templates of a job's files, in the order of `paths(of:)` (every
    /// kind's templates are there: `TemplateSet` checked them).
    private func templates(of job: PageJob, _ spec: PageSpec) -> [CompiledTemplate] {
        let page = templates.pages[spec.kind.template]!
        return [page.html] + (job.kind == .folder ? [page.markdown!] : [])
    }

    /// Everything the page's templates see: `site`, `page`, then the
    /// page's own values.
    func value(of job: PageJob, _ spec: PageSpec) -> TemplateValue {
        .record([site, pageValue(spec, job: job)] + spec.values)
    }

    /// Equal keys mean equal files: a page is a function of its templates,
    /// its route and the value they render, hashed whole, so no value can
    /// be left out of the key (the card's address, a hash of the card, is
    /// `page.og_image`).
    func key(of job: PageJob, _ spec: PageSpec, value: TemplateValue) -> ContentHash {
        value.fingerprint(seed: keySeed(of: job, spec))
    }

    /// `key`, found in the same walk as any record of the value that did
    /// not fit its schema where it was made: that stops the build, naming
    /// the page kind, the record and the field.
    func checkedKey(of job: PageJob, _ spec: PageSpec, value: TemplateValue) throws(OutputError) -> ContentHash {
        switch value.checkedFingerprint(seed: keySeed(of: job, spec)) {
        case .success(let key): return key
        case .failure(let unfit): throw OutputError(path: paths(of: job)[0], message: Self.message(unfit, kind: spec.kind.template + " page"))
        }
    }

    static func message(_ unfit: UnfitRecord, kind: String) -> String {
        "a value of the \(kind) does not fit its declaration: \(unfit)"
    }

    private func keySeed(of job: PageJob, _ spec: PageSpec) -> ContentHash {
        var hasher = StableHasher(seed: sharedKey)
        hasher.combine(job.route)
        hasher.combine(job.kind == .folder ? 1 : 0)
        hasher.combine(spec.kind.template)
        return hasher.value
    }

    private func pageValue(_ spec: PageSpec, job: PageJob) -> TemplateValue {
        let urls = context.urls
        let card = card(of: spec)
        let cardRoute = card.flatMap { card in context.cards.map { $0.route(of: card) } }
        return PageValues.schema.record([
            "title": .text(spec.title),
            "description": .text(spec.description),
            "canonical": .text(urls.absolute(Routes.address(of: job.route))),
            "og_type": .text(spec.openGraphType),
            "is_home": .bool(job.route == Routes.home),
            "kind": .text(spec.kind.template),
            "indexed": .bool(context.shape.isIndexed(route: job.route)),
            "app_link": .text(appLink(spec)),
            "app_store_link": AppStoreCampaign.afterPunchline(onPage: spec.kind.template)
                .flatMap(context.site.catalogue.site.app.appStoreURL).map(TemplateValue.text) ?? .absent,
            "feeds": .list(spec.feeds.map { PageValues.feed.record(["title": .text($0.title), "type": .text($0.type), "link": .text(urls.link($0.route))]) }),
            "menu": menu.value(current: job.route),
            "markdown_link": job.kind == .folder ? .text(urls.link(job.route + "index.md")) : .absent,
            "og_image": cardRoute.map { .text(urls.absolute($0)) } ?? .absent,
            "og_image_alt": card.map { .text($0.headline) } ?? .absent,
            "card_width": card != nil ? .int(PageCards.width) : .absent,
            "card_height": card != nil ? .int(PageCards.height) : .absent,
            "json_ld": jsonLD(spec, route: job.route).map { .text(JSONLD.script($0)) } ?? .absent,
        ])
    }

    /// The page's own JSON-LD; the home page's is the site's `WebSite`.
    private func jsonLD(_ spec: PageSpec, route: String) -> JSONValue? {
        guard route == Routes.home else { return spec.jsonLD }
        return JSONLD.webSite(name: context.site.catalogue.site.title, url: context.urls.base)
    }

    /// `APP_SCHEME://PATH`, the screen of the app this page's kind opens.
    private func appLink(_ spec: PageSpec) -> String {
        let site = context.site.catalogue.site
        return "\(site.appScheme)://" + site.app.deepLinks.path(kind: spec.kind.template, id: spec.appLinkID)
    }

    /// The card a page shows: its own, else the site's; nil with cards off.
    func card(of spec: PageSpec) -> SocialCard? {
        context.cards.map { spec.card ?? $0.siteCard }
    }
}
