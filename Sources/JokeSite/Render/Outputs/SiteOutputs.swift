import Foundation

/// The registry of everything the site outputs: every page of every page
/// source, then the documents (feeds, sitemap, robots.txt, widget
/// snapshots, icons, assets). Each is an `OutputJob` with a key, so the
/// incremental build keeps any of them the same way. Social cards are
/// outputs of the pages that show them (`PreparedOutput.derived`), keyed
/// by their file name, a hash of what they show (`PageCards.output`).
enum SiteOutputs {
    static func jobs(_ context: RenderContext, pages renderer: PageRenderer) -> [OutputJob] {
        let pages = PageSources.all.flatMap { $0.jobs(context) }
        let sitemapRoutes = pages.filter { $0.kind == .folder && OutputKinds.isIndexed(route: $0.route) }.map(\.route)
        return pages.map(renderer.output) + documents(renderer, sitemapRoutes: sitemapRoutes)
    }

    private static func documents(_ renderer: PageRenderer, sitemapRoutes: [String]) -> [OutputJob] {
        let context = renderer.context
        var jobs = FeedValues.jobs({ .daily(context) }, routes: (Routes.feedJSON, Routes.feedAtom), renderer)
            + Sitemap.jobs(pages: sitemapRoutes, renderer)
        jobs += context.widgets.map { snapshot in
            .document(snapshot.family.route) { () throws(OutputError) in
                try encoded(snapshot.family.route) { try WidgetFeed.render(snapshot, context) }
            }
        }
        if let cards = context.cards?.cards {
            jobs.append(.document(Routes.favicon) { cards.faviconPNG() })
            jobs.append(.document(Routes.touchIcon) { cards.touchIconPNG() })
        }
        jobs += AppAssociationFiles.jobs(context)
        jobs += CharacterFeeds.jobs(renderer)
        let redirects = AliasPages.redirects(context)
        jobs += AliasPages.jobs(redirects, renderer) + RedirectFiles.jobs(redirects, context)
        jobs += AvatarFiles.jobs(context)
        return jobs + assets(renderer.templates)
    }

    /// The assets the templates were loaded with: none is a symlink that
    /// leads out of `templates/`.
    private static func assets(_ templates: TemplateSet) -> [OutputJob] {
        let folder = templates.directory.appendingPathComponent(TemplateSet.assetsFolder)
        return templates.assetFiles.map { path in
            .document(Routes.assets + path) { () throws(OutputError) in
                let source = folder.appendingPathComponent(path)
                guard let data = FileManager.default.contents(atPath: source.path) else {
                    throw OutputError(path: source.path, message: "cannot read the asset")
                }
                return Array(data)
            }
        }
    }

    static func encoded(_ path: String, _ encode: () throws -> String) throws(OutputError) -> [UInt8] {
        do {
            return Array(try encode().utf8)
        } catch {
            throw OutputError(path: path, message: "cannot encode the JSON: \(error)")
        }
    }
}
