import Foundation
import Synchronization
import TemplateEngine

/// Render stage: every output of the site (see `SiteOutputs`), rendered
/// on all cores and streamed into a sink (`OutputSink`) as it is made.
struct SiteRenderer: Sendable {
    let context: RenderContext
    let parallel: Bool
    /// What renders one page through the site's templates.
    let pages: PageRenderer

    /// `views`: the joke views' hashes the last build kept (`JokeViewHashes`).
    /// `generator` names the code that renders (see `PageRenderer.key`).
    init(site: ResolvedSite, shape: SiteShape, baseURL: String, templates: TemplateSet, parallel: Bool, generator: String,
         views: JokeViewHashes = JokeViewHashes()) {
        context = RenderContext(site: site, shape: shape, baseURL: baseURL, templates: templates, parallel: parallel, views: views)
        self.parallel = parallel
        pages = PageRenderer(templates: templates, context: context, generator: generator)
    }

    /// Every output of the site (`SiteOutputs`), each a job that renders
    /// when asked (two that would write one file are found by `render`).
    func jobs() -> [OutputJob] {
        SiteOutputs.jobs(context, pages: pages)
    }

    /// What every value a page may read is worth in this build, once
    /// `jobs()` has listed the listings' partitions.
    func digests() -> ReadDigests {
        ReadDigests(seed: pages.readerSeed, tags: context.inputs.digests())
    }

    /// Renders `jobs` on all cores and hands each file to `sink` as it is
    /// made; a job's values are freed once its files are written. When the
    /// last build listed the same jobs, each job finds its last output by
    /// its place (`JobPlaces`): those that read nothing whose digest changed
    /// between `digests.last` and `digests.current` are kept there unmade,
    /// found by the index of what jobs read (`ReadIndex`) or, without one,
    /// in one pass over every job that makes the index. Otherwise outputs
    /// are found by name and kept first when their recorded dependencies
    /// hash as they did, and what each job read is logged for the index
    /// (`ReadLog`); the rest are made after, in the jokes' reading
    /// order when they are most of the site (`RenderContext.readingOrder`:
    /// that order's sort costs more than an edit's few pages). Returns how
    /// many pages were rendered (not kept), the cards drawn, and the
    /// thread-seconds spent rendering, inside the templates alone (a part
    /// of rendering), drawing cards and writing; and where the jobs' outputs
    /// are, for the commit to place.
    func render(_ jobs: [OutputJob], into sink: some OutputSink, digests: (last: ReadDigests, current: ReadDigests)? = nil,
                progress report: (@Sendable (BuildProgress) -> Void)? = nil) throws(OutputError) -> (RenderTotals, JobPlacesDraft) {
        let listing = JobPlaces.listingHash(jobs)
        let last = sink.lastPlaces.flatMap { $0.listing == listing && $0.jobCount == jobs.count ? $0 : nil }
        if last == nil, let collision = OutputCollisions.first(in: jobs) { throw collision }
        // The derived outputs (cards) some thread has taken on.
        let claimed = Mutex(Set<String>())
        var draft = JobPlacesDraft(listing: listing, jobCount: jobs.count, last: last, carried: [])
        let indexed = last.flatMap { last in
            digests.flatMap { last.index?.visits(from: $0.last, to: $0.current, jobCount: jobs.count) }
                .flatMap { keepCarried(jobs, visiting: $0, at: last, into: sink, claimed: claimed) }
        }
        let changes = indexed == nil ? digests.flatMap { ReadChanges(from: $0.last, to: $0.current) } : nil
        if let indexed {
            (draft.carried, draft.index, draft.indexCarried) = (indexed, last?.index, true)
        } else if let last, let changes {
            (draft.carried, draft.index) = keepUnchanged(jobs, at: last, changes: changes, into: sink, claimed: claimed)
        }
        // Without an index to carry or make from the records, what each job reads is logged for one.
        draft.log = indexed == nil && draft.index == nil ? ReadLog(in: sink.scratchFolder, jobCount: jobs.count) : nil
        let log = draft.log
        let visited = draft.carried.isEmpty ? Array(jobs.indices) : jobs.indices.filter { !draft.carried[$0] }
        let unkept = Mutex([Int]())
        var totals = try inChunks(visited, done: jobs.count - visited.count, total: jobs.count, log: log, report: report) { index, _, totals throws(OutputError) in
            let job = jobs[index]
            let started = DispatchTime.now()
            if job.isKeyedByReads, let last = sink.lastOutput(job.name), let recorded = last.dependencies,
               changes?.leaveUnchanged(recorded) == true || job.currentKey(recorded) == last.key,
               Self.keepUnmade(last, files: job.files, into: sink, claimed: claimed) {
                totals.outputs += 1
                totals.places.add(job: index, output: last.place)
                if log != nil { totals.reads.add(job: index, read: recorded) }
                totals.renderSeconds += StageClock.seconds(since: started)
            } else {
                unkept.withLock { $0.append(index) }
            }
        }
        totals.outputs += jobs.count - visited.count
        var making = unkept.withLock { $0 }
        making.sort()
        if making.count * 4 >= jobs.count {
            making = context.readingOrder(making.map { jobs[$0].readsJoke }).map { making[$0] }
        }
        totals.add(try inChunks(making, done: totals.outputs, total: jobs.count, log: log, report: report) { index, buffer, totals throws(OutputError) in
            try Self.make(jobs[index], job: index, into: sink, claimed: claimed, buffer: &buffer, totals: &totals, logging: log != nil)
        })
        draft.outputs = totals.places
        totals.places = JobOutputs()
        return (totals, draft)
    }

    /// The jobs `visit` leaves out, kept unmade at their places in `last`:
    /// by job, whether it was. Those whose outputs named others (cards)
    /// keep them too, one by one, or are visited; nil when a place is not
    /// among the last build's outputs.
    private func keepCarried(_ jobs: [OutputJob], visiting visit: [Bool], at last: JobPlaces, into sink: some OutputSink,
                             claimed: borrowing Mutex<Set<String>>) -> [Bool]? {
        var carried = visit.map { !$0 }
        // The others are kept in one go, the naming ones one by one.
        var naming: [Int] = [], others: [Int] = []
        for job in jobs.indices where carried[job] {
            let place = last.place(ofJob: job)
            if sink.namesOutputs(at: place) { naming.append(job) } else { others.append(place) }
        }
        let keptNaming = ParallelMap.map(naming, parallel: parallel, grain: 256) { job in
            sink.lastOutput(at: last.place(ofJob: job), named: jobs[job].name).map { Self.keepUnmade($0, files: nil, into: sink, claimed: claimed) } ?? false
        }
        for (job, kept) in zip(naming, keptNaming) where !kept { carried[job] = false }
        return sink.keepAsRecorded(others) ? carried : nil
    }

    /// Every job whose recorded dependencies all hash as they did
    /// (`changes`), kept unmade at its place in `last`: by job, whether it
    /// was; and the index of what the jobs read, made from those records.
    private func keepUnchanged(_ jobs: [OutputJob], at last: JobPlaces, changes: ReadChanges, into sink: some OutputSink,
                               claimed: borrowing Mutex<Set<String>>) -> (carried: [Bool], index: ReadIndex) {
        let tags = Int(Dependency.Tag.count), run = 4096
        let runs = ParallelMap.map(stride(from: 0, to: jobs.count, by: run).map { $0 }, parallel: parallel, grain: 1) { start in
            var carried: [Bool] = [], unindexed: [Int] = []
            var reads = [[ReadIndex.Read]](repeating: [], count: tags)
            for job in start..<min(start + run, jobs.count) {
                guard jobs[job].isKeyedByReads, let output = sink.lastOutput(at: last.place(ofJob: job), named: jobs[job].name),
                      let read = output.dependencies else {
                    unindexed.append(job)
                    carried.append(false)
                    continue
                }
                var unchanged = true
                let scanned = Dependency.scan(read) { tag, name in
                    let name = StableHash.fnv1a(name)
                    guard Int(tag) < tags else { return false }
                    reads[Int(tag)].append(ReadIndex.Read(name: name, job: UInt32(job)))
                    unchanged = unchanged && changes.leavesUnchanged(tag: tag, name: name)
                    return true
                }
                if !scanned { unindexed.append(job) }
                carried.append(scanned && unchanged && Self.keepUnmade(output, files: nil, into: sink, claimed: claimed))
            }
            return (carried: carried, unindexed: unindexed, reads: reads)
        }
        let readsByTag = (0..<tags).map { tag in runs.flatMap { $0.reads[tag] } }
        let index = ReadIndex.make(readsByTag: readsByTag, unindexed: runs.flatMap(\.unindexed), parallel: parallel)
        return (runs.flatMap(\.carried), index)
    }

    /// Runs `body` on each of `indices`, sixteen to a task, on all cores
    /// unless `parallel` is off; stops at the first error, which it throws.
    /// `done`: the outputs done before, for `report`. Each chunk's reads go to `log`.
    private func inChunks(_ indices: [Int], done before: Int, total: Int, log: ReadLog?, report: (@Sendable (BuildProgress) -> Void)?,
                          _ body: @escaping @Sendable (Int, inout RenderBuffer, inout RenderTotals) throws(OutputError) -> Void)
        throws(OutputError) -> RenderTotals {
        let progress = Mutex(RenderTotals())
        let chunk = 16
        let chunks = (indices.count + chunk - 1) / chunk
        let runChunk = { @Sendable (index: Int) in
            var local = RenderTotals()
            // One buffer for the chunk's files: each file's bytes are
            // written out before the next one reuses its memory.
            var buffer = RenderBuffer(capacity: 64 << 10)
            for job in indices[(index * chunk)..<min((index + 1) * chunk, indices.count)] {
                if progress.withLock({ $0.failure != nil }) { return }
                do throws(OutputError) {
                    try body(job, &buffer, &local)
                } catch {
                    progress.withLock { $0.failure = $0.failure ?? error }
                    return
                }
            }
            log?.append(&local.reads)
            let done = progress.withLock { totals in
                totals.add(local)
                return totals.outputs
            }
            report?(BuildProgress(stage: .render, done: before + done, total: total))
        }
        if parallel {
            DispatchQueue.concurrentPerform(iterations: chunks, execute: runChunk)
        } else {
            (0..<chunks).forEach(runChunk)
        }
        let totals = progress.withLock { $0 }
        if let failure = totals.failure { throw failure }
        return totals
    }

    /// One output the last build's could not keep, and the outputs it
    /// names that no other thread took on (its card), each kept or made.
    private static func make(_ job: OutputJob, job index: Int, into output: some OutputSink, claimed: borrowing Mutex<Set<String>>,
                             buffer: inout RenderBuffer, totals: inout RenderTotals, logging: Bool) throws(OutputError) {
        let started = DispatchTime.now()
        totals.outputs += 1
        let prepared = try job.prepare()
        var writing = 0.0
        var derived: [DerivedRecord] = []
        let drawing = DispatchTime.now()
        for named in prepared.derived {
            let made = try named.prepare()
            derived.append(DerivedRecord(name: named.name, key: made.key))
            guard claimed.withLock({ $0.insert(named.name).inserted }) else { continue }
            if try make(named, made, into: output, buffer: &buffer, totals: &totals, writing: &writing).rendered {
                totals.derivedRendered += 1
            }
        }
        let cardSeconds = prepared.derived.isEmpty ? 0 : StageClock.seconds(since: drawing) - writing
        totals.cardSeconds += cardSeconds
        let made = try make(job, prepared, derived: derived, into: output, buffer: &buffer, totals: &totals, writing: &writing)
        if made.rendered, job.isPage { totals.rendered += 1 }
        totals.places.add(job: index, output: made.output)
        if logging { totals.reads.add(job: index, read: job.isKeyedByReads ? prepared.dependencies?[...] : nil) }
        totals.renderSeconds += StageClock.seconds(since: started) - writing - cardSeconds
        totals.writeSeconds += writing
    }

    /// Keeps a page the last build made, and the outputs it named then
    /// (another thread may keep or make one of them for a page of its
    /// own); false when one of their files is gone or changed: then the
    /// page is made, and makes what it names.
    private static func keepUnmade(_ last: LastOutput, files: [String]?, into output: some OutputSink,
                                   claimed: borrowing Mutex<Set<String>>) -> Bool {
        for named in last.derived where claimed.withLock({ $0.insert(named.name).inserted }) {
            if output.keepOutput(named.name, key: named.key, files: [named.name]) == nil {
                claimed.withLock { _ = $0.remove(named.name) }
                return false
            }
        }
        return output.keep(last, files: files)
    }

    /// Keeps the output when the last build made it with the same key,
    /// else renders and writes it file by file; whether it rendered, and
    /// its output as `OutputSink.recordOutput` numbers it, or its place
    /// among the last build's outputs.
    private static func make(_ job: OutputJob, _ prepared: PreparedOutput, derived: [DerivedRecord] = [],
                             into output: some OutputSink, buffer: inout RenderBuffer,
                             totals: inout RenderTotals, writing: inout Double) throws(OutputError) -> (rendered: Bool, output: Int) {
        let files = job.files
        if let place = output.keepOutput(job.name, key: prepared.key, files: files) { return (false, place) }
        for (index, path) in files.enumerated() {
            let rendering = DispatchTime.now()
            buffer.removeAll()
            prepared.render(index, &buffer)
            let rendered = DispatchTime.now()
            try output.write(path, buffer.bytes, of: job.name)
            if job.isPage { totals.templateSeconds += StageClock.seconds(between: rendering, and: rendered) }
            writing += StageClock.seconds(between: rendered, and: DispatchTime.now())
        }
        return (true, output.recordOutput(job.name, key: prepared.key, files: files, dependencies: prepared.dependencies, derived: derived))
    }
}

/// What rendering did: the outputs done, the pages and cards rendered (the
/// others kept), and thread-seconds by kind of work.
struct RenderTotals: Sendable {
    var renderSeconds = 0.0
    /// Inside the templates alone, a part of `renderSeconds`.
    var templateSeconds = 0.0
    /// Drawing and encoding the outputs pages name (cards).
    var cardSeconds = 0.0
    var writeSeconds = 0.0
    fileprivate var failure: OutputError?

    var outputs = 0
    /// The outputs of the jobs kept or made one by one, for their places.
    var places = JobOutputs()
    /// What they read, for the log (`ReadLog`), until their chunk ends.
    var reads = ReadLog.Entries()
    /// Pages, not documents.
    var rendered = 0
    /// Outputs other outputs name (cards).
    var derivedRendered = 0

    mutating func add(_ other: RenderTotals) {
        rendered += other.rendered
        derivedRendered += other.derivedRendered
        renderSeconds += other.renderSeconds
        templateSeconds += other.templateSeconds
        cardSeconds += other.cardSeconds
        writeSeconds += other.writeSeconds
        outputs += other.outputs
        places.add(other.places)
    }
}
