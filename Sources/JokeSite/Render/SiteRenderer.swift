import Foundation
import Synchronization
import TemplateEngine

/// Render stage: every output of the site (see `SiteOutputs`), rendered
/// on all cores and streamed into the output as it is made.
struct SiteRenderer: Sendable {
    let context: RenderContext
    let templates: TemplateSet
    let parallel: Bool
    /// Names the code that renders (see `PageRenderer.key`).
    let generator: String

    init(site: ResolvedSite, shape: SiteShape, baseURL: String, templates: TemplateSet, parallel: Bool, generator: String) {
        context = RenderContext(site: site, shape: shape, baseURL: baseURL, templates: templates, parallel: parallel)
        self.templates = templates
        self.parallel = parallel
        self.generator = generator
    }

    /// Renders and writes every output of `SiteOutputs`; returns the
    /// number of HTML pages, how many of them were rendered (not kept), the
    /// cards drawn, and the thread-seconds spent rendering, inside the
    /// templates alone (a part of rendering) and writing.
    func render(into output: OutputFolder, progress report: (@Sendable (Int, Int) -> Void)? = nil) throws(OutputError)
        -> (pages: Int, rendered: Int, cardsDrawn: Int, renderSeconds: Double, templateSeconds: Double, writeSeconds: Double) {
        let pages = PageRenderer(templates: templates, context: context, generator: generator)
        let jobs = SiteOutputs.jobs(context, pages: pages)
        if let collision = OutputCollisions.first(in: jobs) { throw collision }
        let pageCount = jobs.count(where: \.isPage)
        let progress = Mutex(Progress())
        // The derived outputs (cards) some thread has taken on.
        let claimed = Mutex(Set<String>())
        let chunk = 16
        let chunks = (jobs.count + chunk - 1) / chunk
        let renderChunk = { @Sendable (index: Int) in
            var local = Progress()
            // One buffer for the chunk's files: each file's bytes are
            // written out before the next one reuses its memory.
            var buffer = RenderBuffer(capacity: 64 << 10)
            for job in jobs[(index * chunk)..<min((index + 1) * chunk, jobs.count)] {
                if progress.withLock({ $0.failure != nil }) { return }
                do throws(OutputError) {
                    try Self.render(job, into: output, claimed: claimed, buffer: &buffer, totals: &local)
                } catch {
                    progress.withLock { $0.failure = $0.failure ?? error }
                    return
                }
            }
            let done = progress.withLock { totals in
                totals.add(local)
                return totals.outputs
            }
            report?(done, jobs.count)
        }
        if parallel {
            DispatchQueue.concurrentPerform(iterations: chunks, execute: renderChunk)
        } else {
            (0..<chunks).forEach(renderChunk)
        }
        let totals = progress.withLock { $0 }
        if let failure = totals.failure { throw failure }
        return (pageCount, totals.rendered, totals.derivedRendered, totals.renderSeconds, totals.templateSeconds, totals.writeSeconds)
    }

    /// One output and the outputs it names that no other thread took on
    /// (its card), each kept or rendered. A page keyed by its inputs is
    /// kept with the outputs it named last time before its value is made.
    private static func render(_ job: OutputJob, into output: OutputFolder, claimed: borrowing Mutex<Set<String>>,
                               buffer: inout RenderBuffer, totals: inout Progress) throws(OutputError) {
        let started = DispatchTime.now()
        totals.outputs += 1
        let inputKey = job.inputKey?()
        if let inputKey, keepUnmade(job, key: inputKey, into: output, claimed: claimed) {
            totals.renderSeconds += StageClock.seconds(since: started)
            return
        }
        let prepared = try job.prepare()
        var writing = 0.0
        var derived: [DerivedRecord] = []
        for named in prepared.derived {
            let made = try named.prepare()
            derived.append(DerivedRecord(name: named.name, key: made.key))
            guard claimed.withLock({ $0.insert(named.name).inserted }) else { continue }
            if try make(named, made, key: made.key, into: output, buffer: &buffer, totals: &totals, writing: &writing) {
                totals.derivedRendered += 1
            }
        }
        if try make(job, prepared, key: inputKey ?? prepared.key, derived: derived, into: output, buffer: &buffer,
                    totals: &totals, writing: &writing), job.isPage {
            totals.rendered += 1
        }
        totals.renderSeconds += StageClock.seconds(since: started) - writing
        totals.writeSeconds += writing
    }

    /// Keeps a page the last build made with the same input key, and the
    /// outputs it named then (another thread may keep or make one of them
    /// for a page of its own); false when one of their files is gone or
    /// changed: then the page is made, and makes what it names.
    private static func keepUnmade(_ job: OutputJob, key: ContentHash, into output: OutputFolder,
                                   claimed: borrowing Mutex<Set<String>>) -> Bool {
        guard let last = output.lastOutput(job.name), last.key == key else { return false }
        for named in last.derived where claimed.withLock({ $0.insert(named.name).inserted }) {
            if !output.keepOutput(named.name, key: named.key, files: [named.name]) {
                claimed.withLock { _ = $0.remove(named.name) }
                return false
            }
        }
        return output.keep(last, files: job.files)
    }

    /// Keeps the output when the last build made it with `key`, else
    /// renders and writes it file by file; true when it rendered.
    private static func make(_ job: OutputJob, _ prepared: PreparedOutput, key: ContentHash, derived: [DerivedRecord] = [],
                             into output: OutputFolder, buffer: inout RenderBuffer,
                             totals: inout Progress, writing: inout Double) throws(OutputError) -> Bool {
        let files = job.files
        if output.keepOutput(job.name, key: key, files: files) { return false }
        for (index, path) in files.enumerated() {
            let rendering = DispatchTime.now()
            buffer.removeAll()
            prepared.render(index, &buffer)
            let rendered = DispatchTime.now()
            try output.write(path, buffer.bytes, of: job.name)
            if job.isPage { totals.templateSeconds += StageClock.seconds(between: rendering, and: rendered) }
            writing += StageClock.seconds(between: rendered, and: DispatchTime.now())
        }
        output.recordOutput(job.name, key: key, files: files, derived: derived)
        return true
    }

    private struct Progress {
        var renderSeconds = 0.0
        var writeSeconds = 0.0
        /// Inside the templates alone, a part of `renderSeconds`.
        var templateSeconds = 0.0
        var failure: OutputError?

        var outputs = 0
        /// Pages, not documents.
        var rendered = 0
        /// Outputs other outputs name (cards).
        var derivedRendered = 0

        mutating func add(_ other: Progress) {
            rendered += other.rendered
            derivedRendered += other.derivedRendered
            renderSeconds += other.renderSeconds
            writeSeconds += other.writeSeconds
            templateSeconds += other.templateSeconds
            outputs += other.outputs
        }
    }
}
