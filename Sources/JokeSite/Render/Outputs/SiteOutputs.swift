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
    /// sources' documents. Each source's pages become outputs as soon as
    /// they are listed, so a million pages' jobs are never held beside
    /// their outputs.
    static func jobs(_ context: RenderContext, pages renderer: PageRenderer) -> [OutputJob] {
        let sources = OutputSources.all
        var listed = sources.map { source in
            ParallelMap.map(source.pages(context), parallel: context.parallel, grain: 1024) { renderer.output($0) }
        }
        let folders = listed.joined().lazy.filter(\.isFolder).map(\.name)
        let site = SiteJobs(renderer: renderer, folders: Array(folders))
        let documents = ParallelMap.map(sources, parallel: context.parallel, grain: 1) { $0.documents(site) }.flatMap { $0 }
        // Room for exactly these, each source's list let go once joined.
        var outputs: [OutputJob] = []
        outputs.reserveCapacity(listed.reduce(documents.count) { $0 + $1.count })
        for index in listed.indices {
            outputs.append(contentsOf: listed[index])
            listed[index] = []
        }
        outputs.append(contentsOf: documents)
        return outputs
    }
}
