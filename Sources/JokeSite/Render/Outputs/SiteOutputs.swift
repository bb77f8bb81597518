/// The registry of everything the site outputs: every page of every output
/// source, then every source's documents (feeds, sitemap, robots.txt,
/// widget snapshots, icons, assets). Each is an `OutputJob` with a key, so
/// the incremental build keeps any of them the same way. Social cards are
/// outputs of the pages that show them (`PreparedOutput.derived`), keyed
/// by their file name, a hash of what they show (`PageCards.output`).
enum SiteOutputs {
    static func jobs(_ context: RenderContext, pages renderer: PageRenderer) -> [OutputJob] {
        let pages = OutputSources.all.flatMap { $0.pages(context) }
        let site = SiteJobs(renderer: renderer, pages: pages)
        return pages.map(renderer.output) + OutputSources.all.flatMap { $0.documents(site) }
    }
}
