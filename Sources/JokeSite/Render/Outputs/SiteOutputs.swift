/// The registry of everything the site outputs: every page of every output
/// source, then every source's documents (feeds, sitemap, robots.txt,
/// widget snapshots, icons, assets). Each is an `OutputJob` with a key, so
/// the incremental build keeps any of them the same way. Social cards are
/// outputs of the pages that show them (`PreparedOutput.derived`), keyed
/// by their file name, a hash of what they show (`PageCards.output`).
enum SiteOutputs {
    /// Listed on every build, an edit's too, so on both cores: the joke
    /// pages within their source (sources one by one: a `ParallelMap`
    /// inside another gets one core), then each page's output, then the
    /// sources' documents.
    static func jobs(_ context: RenderContext, pages renderer: PageRenderer) -> [OutputJob] {
        let sources = OutputSources.all
        let pages = sources.flatMap { $0.pages(context) }
        let site = SiteJobs(renderer: renderer, pages: pages)
        var outputs = ParallelMap.map(pages, parallel: context.parallel, grain: 1024) { renderer.output($0) }
        let documents = ParallelMap.map(sources, parallel: context.parallel, grain: 1) { $0.documents(site) }.flatMap { $0 }
        // Room for exactly these: `+` would double the array of 100,000 jobs.
        outputs.reserveCapacity(outputs.count + documents.count)
        outputs.append(contentsOf: documents)
        return outputs
    }
}
