import Foundation

/// Render stage: every page of every writer, the feeds, the sitemap and the
/// assets, streamed into the output as they are made.
struct SiteRenderer {
    let context: RenderContext
    let templates: TemplateSet

    init(site: ResolvedSite, baseURL: String, templates: TemplateSet) {
        context = RenderContext(site: site, baseURL: baseURL)
        self.templates = templates
    }

    /// Returns the number of HTML pages.
    func render(into output: OutputFolder, clock: inout StageClock) throws(OutputError) -> Int {
        let renderer = PageRenderer(templates: templates, context: context)
        var pages = 0
        var sitemapRoutes: [String] = []
        for writer in PageWriters.all {
            let specs = clock.time("render") { writer.pages(context) }
            for spec in specs {
                let files = clock.time("render") { renderer.render(spec) }
                try clock.time("write") { () throws(OutputError) in
                    for file in files { try output.write(file.path, text: file.text) }
                }
                pages += 1
                if spec.kind == .folder { sitemapRoutes.append(spec.route) }
            }
        }
        let extras = try clock.time("render") { () throws(OutputError) -> [(String, String)] in
            do {
                return [
                    (Routes.feedJSON, try JSONFeedWriter.render(context)),
                    (Routes.feedAtom, AtomFeedWriter.render(context)),
                    (Routes.sitemap, SitemapWriter.sitemap(routes: sitemapRoutes, urls: context.urls)),
                    ("robots.txt", SitemapWriter.robots(urls: context.urls)),
                ] + (try context.widgets.map { snapshot in
                    (WidgetFeedWriter.route(snapshot.family), try WidgetFeedWriter.render(snapshot, context))
                })
            } catch {
                throw OutputError(path: Routes.feedJSON, message: "cannot encode a JSON feed: \(error)")
            }
        }
        try clock.time("write") { () throws(OutputError) in
            for (path, text) in extras { try output.write(path, text: text) }
            try copyAssets(into: output)
        }
        return pages
    }

    private func copyAssets(into output: OutputFolder) throws(OutputError) {
        let folder = templates.directory.appendingPathComponent(TemplateSet.assetsFolder)
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return }
        var files: [String] = []
        for case let path as String in enumerator { files.append(path) }
        for path in files.sorted() {
            let source = folder.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: source.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            guard let data = FileManager.default.contents(atPath: source.path) else {
                throw OutputError(path: source.path, message: "cannot read the asset")
            }
            try output.write(Routes.assets + path, data)
        }
    }
}
