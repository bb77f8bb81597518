import Foundation
import Synchronization
import TemplateEngine

/// Render stage: every page of every writer, the feeds, the sitemap and the
/// assets, rendered on all cores and streamed into the output as they are
/// made.
struct SiteRenderer: Sendable {
    let context: RenderContext
    let templates: TemplateSet
    let parallel: Bool
    /// Names the code that renders (see `PageRenderer.key`).
    let generator: String

    init(site: ResolvedSite, baseURL: String, templates: TemplateSet, parallel: Bool, generator: String) {
        context = RenderContext(site: site, baseURL: baseURL, templates: templates, parallel: parallel)
        self.templates = templates
        self.parallel = parallel
        self.generator = generator
    }

    /// Renders and writes everything; returns the number of HTML pages, how
    /// many of them were rendered (not kept), the cards drawn, and the
    /// thread-seconds spent rendering, inside the templates alone (a part
    /// of rendering) and writing.
    func render(into output: OutputFolder, progress report: (@Sendable (Int, Int) -> Void)? = nil) throws(OutputError)
        -> (pages: Int, rendered: Int, cardsDrawn: Int, renderSeconds: Double, templateSeconds: Double, writeSeconds: Double) {
        let jobs = PageWriters.all.flatMap { $0.jobs(context) }
        let renderer = PageRenderer(templates: templates, context: context, generator: generator)
        let progress = Mutex(Progress())
        let cardDrawer = context.cards.map { CardDrawer(cards: $0, output: output, generator: generator) }
        let chunk = 16
        let chunks = (jobs.count + chunk - 1) / chunk
        let renderChunk = { @Sendable (index: Int) in
            var local = Progress()
            // One buffer for the chunk's pages: each page's bytes are
            // written out before the next page reuses its memory.
            var buffer = RenderBuffer(capacity: 64 << 10)
            for job in jobs[(index * chunk)..<min((index + 1) * chunk, jobs.count)] {
                if progress.withLock({ $0.failure != nil }) { return }
                let started = DispatchTime.now()
                let spec = job.make()
                let value = renderer.value(of: job, spec)
                let key = renderer.key(of: job, spec, value: value)
                local.pages += 1
                if let cardDrawer, let card = renderer.card(of: spec) {
                    do throws(OutputError) {
                        try cardDrawer.draw(card)
                    } catch {
                        progress.withLock { $0.failure = $0.failure ?? error }
                        return
                    }
                }
                // A page whose inputs did not change keeps its files unrendered.
                if output.keepPage(job.route, key: key, files: renderer.paths(of: job)) {
                    local.renderSeconds += StageClock.seconds(since: started)
                    continue
                }
                local.rendered += 1
                var writing = 0.0
                do throws(OutputError) {
                    for file in renderer.files(of: job, spec) {
                        let rendering = DispatchTime.now()
                        buffer.removeAll()
                        file.template.render(value, into: &buffer)
                        let rendered = DispatchTime.now()
                        try output.write(file.path, buffer.bytes)
                        local.templateSeconds += StageClock.seconds(between: rendering, and: rendered)
                        writing += StageClock.seconds(between: rendered, and: DispatchTime.now())
                    }
                    output.recordPage(job.route, key: key)
                } catch {
                    progress.withLock { $0.failure = $0.failure ?? error }
                    return
                }
                local.renderSeconds += StageClock.seconds(since: started) - writing
                local.writeSeconds += writing
            }
            let done = progress.withLock { totals in
                totals.add(local)
                return totals.pages
            }
            report?(done, jobs.count)
        }
        if parallel {
            DispatchQueue.concurrentPerform(iterations: chunks, execute: renderChunk)
        } else {
            (0..<chunks).forEach(renderChunk)
        }
        var totals = progress.withLock { $0 }
        if let failure = totals.failure { throw failure }

        let started = DispatchTime.now()
        let sitemapRoutes = jobs.filter { $0.kind == .folder }.map(\.route)
        let extras: [(String, String)]
        do {
            extras = [
                (Routes.feedJSON, try JSONFeedWriter.render(context)),
                (Routes.feedAtom, AtomFeedWriter.render(context)),
                (Routes.sitemap, SitemapWriter.sitemap(routes: sitemapRoutes, urls: context.urls)),
                ("robots.txt", SitemapWriter.robots(urls: context.urls)),
            ] + (try context.widgets.map { ($0.family.route, try WidgetFeedWriter.render($0, context)) })
        } catch {
            throw OutputError(path: Routes.feedJSON, message: "cannot encode a JSON feed: \(error)")
        }
        let rendered = DispatchTime.now()
        for (path, text) in extras { try output.write(path, text: text) }
        if let cards = context.cards?.cards {
            try output.write(Routes.favicon, cards.faviconPNG())
            try output.write(Routes.touchIcon, cards.touchIconPNG())
        }
        try copyAssets(into: output)
        totals.renderSeconds += StageClock.seconds(between: started, and: rendered)
        totals.writeSeconds += StageClock.seconds(between: rendered, and: DispatchTime.now())
        return (jobs.count, totals.rendered, cardDrawer?.drawn ?? 0, totals.renderSeconds, totals.templateSeconds, totals.writeSeconds)
    }

    private struct Progress {
        var renderSeconds = 0.0
        var writeSeconds = 0.0
        /// Inside the templates alone, a part of `renderSeconds`.
        var templateSeconds = 0.0
        var failure: OutputError?

        var pages = 0
        var rendered = 0

        mutating func add(_ other: Progress) {
            rendered += other.rendered
            renderSeconds += other.renderSeconds
            writeSeconds += other.writeSeconds
            templateSeconds += other.templateSeconds
            pages += other.pages
        }
    }

    /// Copies the assets the templates were loaded with: none is a symlink
    /// that leads out of `templates/`.
    private func copyAssets(into output: OutputFolder) throws(OutputError) {
        let folder = templates.directory.appendingPathComponent(TemplateSet.assetsFolder)
        for path in templates.assetFiles {
            let source = folder.appendingPathComponent(path)
            guard let data = FileManager.default.contents(atPath: source.path) else {
                throw OutputError(path: source.path, message: "cannot read the asset")
            }
            try output.write(Routes.assets + path, data)
        }
    }
}
