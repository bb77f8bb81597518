import CFreedMemory
import Foundation

/// `jokesite build`: load → validate → resolve → render (cards) → write →
/// search, a straight list of timed stages (`BuildStage`).
public struct SiteBuilder: Sendable {
    public let options: BuildOptions
    /// What the outputs decide for loading, validation and rendering.
    let shape = SiteShape.declared

    public init(options: BuildOptions) {
        self.options = options
    }

    public func build() throws(BuildError) -> BuildReport {
        try buildNamingAvatars().report
    }

    /// The build, and the characters' avatar files (paths in `content/`)
    /// when it read the catalogue (nil when it was up to date): the files
    /// besides the collections that `serve` rebuilds for.
    func buildNamingAvatars() throws(BuildError) -> (report: BuildReport, avatars: [String]?) {
        jokesite_map_large_blocks_apart()
        var clock = StageClock(progress: options.progress)
        let destination = try checkedDestination()
        let calendar = siteCalendar()
        let today = try buildDay(in: calendar)
        let cache = try BuildCache(destination: destination, options: options, today: today)
        var committed = false
        defer { cache.close(committed: committed) }
        if !options.compactSearch, var unchanged = cache.lastBuildIfUnchanged(clean: options.clean, verify: options.verify) {
            unchanged.changedFiles = []
            unchanged.seconds = clock.total
            return (unchanged, nil)
        }
        let manifest = cache.prefetchManifest(verify: options.verify)
        let views = Prefetch { JokeViewHashes.read(cache.state, generator: cache.generator) }
        let orders = Prefetch { RuleOrders.read(cache.state, generator: cache.generator) }
        let checked = Prefetch { CheckedJokes.read(cache.state, generator: cache.generator) }

        let (loaded, templates, warnings, compared) = try loadAndValidate(cache: cache, checked: checked.value, clock: &clock)
        var catalogue = consume loaded
        let baseURL = try resolvedBaseURL(catalogue.site)
        let pagefind = try searchBinary(catalogue.site)
        let searchLeftOut = catalogue.site.search && pagefind == nil
        if searchLeftOut { catalogue.site.search = false }

        // Handed over, not copied: the resolved site keeps what the pages
        // need, without the rating events, whose memory goes before
        // rendering only if no copy of the catalogue outlives this step (a
        // closure's capture would keep one until the build ends).
        var unresolved = Optional(consume catalogue)
        let site = clock.time(.resolve) {
            ResolvedSite(catalogue: unresolved.take()!, today: today, computedAt: calendar.rfc3339(calendar.startOfDay(today)),
                         kept: orders.value, parallel: options.parallel)
        }
        jokesite_give_back_freed_memory()
        let renderer = clock.time(.render) {
            SiteRenderer(site: site, shape: shape, baseURL: baseURL, templates: templates, parallel: options.parallel,
                         generator: cache.generator, views: views.value)
        }
        let output = try StageClock.naming(.write) { () throws(OutputError) in
            try OutputFolder(destination: destination, state: cache.state, manifest: manifest.value, clean: options.clean,
                             countingFolders: site.catalogue.site.host?.limitsFolders ?? false, keepingHashes: pagefind != nil)
        }
        let indexer = pagefind.map {
            SearchIndexer(binary: $0, context: renderer.context, shardSize: options.searchShardSize, compacting: options.compactSearch)
        }
        var report: BuildReport
        do {
            report = try renderAndCommit(renderer, indexer: indexer, into: output, clock: &clock)
        } catch {
            output.discard()
            throw error
        }
        committed = true
        if renderer.context.inputs.viewsWorthKeeping { renderer.context.inputs.keepViews(in: cache.state, generator: cache.generator) }
        if site.orders.inputs != orders.value?.inputs { site.orders.write(to: cache.state, generator: cache.generator) }
        CheckedJokes.toKeep(passed: site.catalogue, checked: compared)?.write(to: cache.state, generator: cache.generator)
        report.warnings = warnings
        if searchLeftOut { report.searchLeftOut = PagefindBinary.leftOut }
        cache.record(report)

        report.stages = clock.stages
        report.seconds = clock.total
        let avatars = site.catalogue.characters.compactMap(\.avatar)
        // Every reference this thread holds goes to a thread that frees them (a million jokes: 1.5 s).
        BackgroundRelease.release((consume site, consume renderer, consume templates, consume output, consume manifest, consume views,
                                   consume orders, consume indexer))
        return (report, avatars)
    }

    /// Load and validate: the catalogue and the templates, or every problem
    /// of both. Warnings (unknown fields) do not stop the build. And the
    /// jokes the validator found among the `checked` ones.
    private func loadAndValidate(cache: BuildCache, checked: CheckedJokes?, clock: inout StageClock) throws(BuildError)
        -> (Catalogue, TemplateSet, warnings: [Problem], compared: CheckedJokes.Compared?) {
        let (catalogue, loadProblems, unreadable, templateResult) = clock.time(.load) {
            // The templates compile on a thread of their own while the
            // catalogue loads (not in a `ParallelMap`: the load's own would get one core).
            let folder = options.templatesDirectory
            let templates = Prefetch { Result { () throws(TemplateError) -> TemplateSet in try TemplateSet(directory: folder) } }
            let loaded = CatalogueLoader(contentDirectory: options.contentDirectory, shape: shape, cache: cache.collections).load()
            return (loaded.catalogue, loaded.problems, loaded.unreadableFiles, templates.value)
        }
        var problems = loadProblems
        let validator = clock.time(.validate) {
            let validator = CatalogueValidator(catalogue: catalogue, shape: shape, unreadableFiles: unreadable, checked: checked)
            problems += validator.validate()
            return validator
        }
        if case .failure(let error) = templateResult { problems += error.problems }
        let found = problems.inFileOrder()
        let (errors, warnings) = found.splitWarnings()
        // A failed build still shows its warnings, in file order with the errors.
        guard errors.isEmpty, case .success(let templates) = templateResult else { throw .problems(found) }
        return (catalogue, templates, warnings, validator.checked)
    }

    /// Every output rendered or kept: how many are pages, the totals, what
    /// pages read is worth when it was needed to keep outputs, and the wall
    /// time of rendering them. The jobs, and all their closures hold, are
    /// let go before the commit and freed beside it.
    private func render(_ renderer: SiteRenderer, into output: OutputFolder,
                        clock: inout StageClock) throws(BuildError)
        -> (pages: Int, totals: RenderTotals, digests: ReadDigests?, places: JobPlacesDraft, wall: Double) {
        let jobs = clock.time(.render) { renderer.jobs() }
        let started = DispatchTime.now()
        // What each value pages read is worth: found now when the last
        // build's are there to compare with, else once the jobs have gone
        // (`renderAndCommit`), not held while every page renders.
        let last = output.lastManifest.digests
        let digests = last.map { _ in renderer.digests() }
        let (totals, places) = try StageClock.naming(.render) { () throws(OutputError) in
            try renderer.render(jobs, into: output, digests: last.flatMap { last in digests.map { (last, $0) } }, progress: options.progress)
        }
        let pages = jobs.count(where: \.isPage)
        // Freed beside the commit (a 100,000-joke edit's jobs: 17 ms).
        BackgroundRelease.release(consume jobs)
        return (pages, totals, digests, places, StageClock.seconds(between: started, and: DispatchTime.now()))
    }

    /// Render and write, then commit: the output becomes the new site, or
    /// stays the previous one (the caller discards it on an error).
    private func renderAndCommit(_ renderer: SiteRenderer, indexer: SearchIndexer?, into output: OutputFolder,
                                 clock: inout StageClock) throws(BuildError) -> BuildReport {
        var report = BuildReport()
        var (pages, totals, found, places, wall) = try render(renderer, into: output, clock: &clock)
        clock.time(.write) { places.indexLoggedReads() }
        let digests = found ?? clock.time(.render) { renderer.digests() }
        // Outputs render, draw and write on all cores at once: the wall time
        // of that phase is split between the three stages by their thread-time.
        let threadTime = max(totals.renderSeconds + totals.cardSeconds + totals.writeSeconds, .ulpOfOne)
        clock.add(.render, wall * totals.renderSeconds / threadTime)
        if totals.cardSeconds > 0 { clock.add(.cards, wall * totals.cardSeconds / threadTime) }
        clock.add(.write, wall * totals.writeSeconds / threadTime)
        report.pages = pages
        report.pagesRendered = totals.rendered
        report.cardsDrawn = totals.derivedRendered
        report.templateSeconds = totals.templateSeconds
        // Indexed from the staged site, committed with it.
        if let indexer { _ = try clock.output(.search) { () throws(OutputError) in try indexer.index(into: output) } }
        try clock.output(.write) { () throws(OutputError) in try output.commit(digests: digests, places: places) }
        report.filesWritten = output.filesWritten
        report.filesKept = output.filesKept
        let host = renderer.context.site.catalogue.site.host
        report.site = output.figures
        report.hostWarnings = host?.warnings(for: report.site) ?? []
        report.changedFiles = output.changedFiles
        return report
    }

    /// The site's calendar, from `site.json` read on its own, once: the
    /// up-to-date check needs the site's today before the catalogue loads.
    /// An unknown zone falls back to the default here and fails validation.
    private func siteCalendar() -> SiteCalendar {
        let fallback = TimeZone(identifier: Site.defaultTimeZone)!
        let name = CatalogueFiles(contentDirectory: options.contentDirectory).siteSetting("timezone")
        return SiteCalendar(timeZone: name.flatMap(TimeZone.init(identifier:)) ?? fallback)
    }

    /// `--date`, or today in the site's zone.
    private func buildDay(in calendar: SiteCalendar) throws(BuildError) -> CalendarDay {
        guard let date = options.date else { return calendar.day(of: options.now) }
        guard date.isSupported else {
            throw .usage("--date \(date) is outside the supported dates \(CalendarDay.supportedDescription)")
        }
        return date
    }

    /// Pagefind, when the site has search; a site whose search box finds
    /// nothing is never built: without Pagefind, the build fails, or
    /// (`searchNeedsPagefind` off) the caller builds without search.
    private func searchBinary(_ site: Site) throws(BuildError) -> PagefindBinary? {
        guard site.search else { return nil }
        guard let binary = PagefindBinary.find(in: options.pagefindFolders ?? PagefindBinary.defaultFolders()) else {
            if options.searchNeedsPagefind { throw .usage(PagefindBinary.missing) }
            return nil
        }
        return binary
    }

    private func resolvedBaseURL(_ site: Site) throws(BuildError) -> String {
        guard let override = options.baseURL else { return site.baseURL }
        if let problem = BaseURL.problem(override) { throw .usage("--base-url: \(problem)") }
        return override.hasSuffix("/") ? override : override + "/"
    }

    /// The output folder is replaced whole, so it must not hold the sources
    /// or the folder the build runs in; inside the sources, the site would
    /// be read back as content or copied into itself as assets.
    private func checkedDestination() throws(BuildError) -> URL {
        let resolved = { (path: String) in URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath() }
        let isInside = { (path: String, folder: String) in path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") }
        let destination = resolved(options.outputDirectory)
        let sources = [options.contentDirectory, options.templatesDirectory]
        for path in sources + [FileManager.default.currentDirectoryPath] {
            let folder = resolved(path).path
            if folder == destination.path || isInside(folder, destination.path) {
                throw .usage("--output \(options.outputDirectory) would replace \(path); choose a folder of its own, like public")
            }
        }
        for path in sources where isInside(destination.path, resolved(path).path) {
            throw .usage("--output \(options.outputDirectory) is inside \(path); choose a folder of its own, like public")
        }
        return destination
    }
}
