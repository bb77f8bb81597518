import Foundation
import TemplateEngine

/// The search index: Pagefind run over the pages this build leaves (the
/// staged ones and the kept ones, copied into a scratch folder), one shard
/// at a time (see `SearchShards`), its files checked (`PagefindOutputCheck`)
/// and written into the output like any other, so they are committed
/// with the pages they index, in a canonical order (see
/// `PagefindCanonicalizer`), so the same pages make the same bytes. The
/// main and recent shards' key is the hashes of what Pagefind reads of
/// their pages and Pagefind's version: a build that changed none of them
/// keeps the shard without running Pagefind. The settled joke shards are
/// kept while their layout holds, their pages' changes indexed into the
/// recent shard (see `index(into:)`).
struct SearchIndexer: Sendable {
    let binary: PagefindBinary
    let context: RenderContext
    /// Jokes to a shard (see `SearchShards.count`).
    var shardSize = SearchShards.jokesPerShard
    /// Merge the recent shard into the settled ones whatever its size
    /// (`build --compact-search`).
    var compacting = false

    /// Pagefind's own search UIs, which the search page does not use.
    private static let unusedFiles: Set = ["pagefind-ui.js", "pagefind-ui.css", "pagefind-modular-ui.js", "pagefind-modular-ui.css",
                                           "pagefind-component-ui.js", "pagefind-component-ui.css", "pagefind-highlight.js"]
    /// The files a joke shard needs: the search page runs the main
    /// shard's scripts over it, and Pagefind's WebAssembly, which a worker
    /// loads from the first shard of its group (`search-worker.js`).
    private static func isIndexData(_ file: String) -> Bool {
        file == "pagefind-entry.json" || file.hasSuffix(".pf_meta") || file.hasPrefix("index/") || file.hasPrefix("fragment/")
            || file.hasPrefix("filter/") || (file.hasPrefix("wasm.") && file.hasSuffix(".pagefind"))
    }

    /// The shards of the pages that carry `data-pagefind-body`: every joke
    /// page (NSFW ones have pages only with `include_nsfw`), each
    /// character's first page and the content pages.
    func shards() -> [SearchShard] {
        let site = context.site
        return SearchShards.shards(jokeIDs: site.pageJokes.map(\.id),
                                   otherRoutes: site.catalogue.characters.map { Routes.character($0.id) }
                                       + site.catalogue.pages.map { Routes.page($0.slug) },
                                   size: shardSize)
    }

    /// Indexes what changed (two shards at a time) and keeps the rest;
    /// returns how many times Pagefind ran. A settled joke shard is kept
    /// while its layout is (Pagefind's version, the shard count): its
    /// pages changed since go to the recent shard, and their old results
    /// are masked, until the recent shard is merged (`SearchShards.mergesRecent`):
    /// then each settled shard with a change is indexed again, whole.
    @discardableResult
    func index(into output: OutputFolder) throws(OutputError) -> Int {
        let version = try binary.version()
        let shards = shards()
        let settled = Array(shards.dropFirst())
        let count = SearchShards.count(jokes: context.site.pageJokes.count, size: shardSize)
        let keys = settled.map { Self.settledKey($0, version: version, count: count) }
        let found = ParallelMap.map(Array(zip(settled, keys)), parallel: true, grain: 1) { shard, key in
            Result { () throws(OutputError) in try lastIndexed(shard, key: key, in: output) }
        }
        var kept: [Int: KeptShard] = [:]
        for (place, result) in found.enumerated() { if let shard = try result.get() { kept[place] = shard } }
        let changes = kept.values.map(\.changes)
        if SearchShards.mergesRecent(recentPages: changes.reduce(0) { $0 + $1.recentFiles.count },
                                     maskedResults: changes.reduce(0) { $0 + $1.maskedIDs.count }, asked: compacting) {
            kept = kept.filter { $0.value.changes.isEmpty }
        }
        for place in kept.keys.sorted() where !output.keep(kept[place]!.last, files: nil) { kept[place] = nil }

        let recentFiles = kept.values.flatMap(\.changes.recentFiles).sorted()
        let recent = recentFiles.isEmpty ? [] : [SearchShard(route: SearchShards.recentRoute, files: recentFiles)]
        // A settled shard to index carries its key; the others find theirs.
        let jobs: [(shard: SearchShard, settledKey: ContentHash?)] = [(shards[0], nil)]
            + settled.indices.filter { kept[$0] == nil }.map { (settled[$0], keys[$0]) } + recent.map { ($0, nil) }
        let scratch = output.scratchFolder + "/search"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let indexed = ParallelMap.map(Array(jobs.enumerated()), parallel: true, grain: 1) { place, job in
            Result { () throws(OutputError) -> Bool in
                let folder = scratch + "/\(place)"
                guard let key = job.settledKey else { return try index(job.shard, version: version, into: output, scratch: folder) }
                try indexSettled(job.shard, key: key, version: version, into: output, scratch: folder)
                return true
            }
        }
        // In shard order, whichever failed first: the same error each time.
        for result in indexed { if case .failure(let error) = result { throw error } }
        let listed = settled.enumerated().map { place, shard in
            SearchShardList.Entry(shard: shard, pages: kept[place]?.pages ?? shard.files.count, masked: kept[place]?.changes.maskedIDs ?? [])
        } + recent.map { SearchShardList.Entry(shard: $0, pages: $0.files.count, masked: []) }
        try SearchShardList(entries: listed).write(into: output)
        return indexed.count(where: { (try? $0.get()) == true })
    }

    /// A settled shard the last build left, which this one keeps: its
    /// record, how many pages it indexed, and what changed since.
    private struct KeptShard: Sendable {
        let last: LastOutput
        let pages: Int
        let changes: SettledShardChanges
    }

    /// The settled shard as the last build left it, if its layout is
    /// still `key`, with what changed in its pages since it was indexed;
    /// nil when it must be indexed again.
    private func lastIndexed(_ shard: SearchShard, key: ContentHash, in output: OutputFolder) throws(OutputError) -> KeptShard? {
        guard let last = output.lastOutput(shard.route), last.key == key, let recorded = last.dependencies,
              let pages = IndexedPages.decoded(recorded) else { return nil }
        let changes = try SettledShardChanges.of(indexed: pages, files: shard.files) { page throws(OutputError) in
            if output.hash(of: page.file) == page.pageHash { return true }
            return try indexedPartHash(of: page.file, in: output) == page.indexedHash
        }
        return KeptShard(last: last, pages: pages.count, changes: changes)
    }

    /// A settled shard's key: what it holds follows from Pagefind's
    /// version, its folder and the shard count (see `SearchShards.shard`);
    /// its pages' changes are the recent shard's.
    private static func settledKey(_ shard: SearchShard, version: String, count: Int) -> ContentHash {
        var hasher = StableHasher()
        hasher.combine("settled")
        hasher.combine(version)
        hasher.combine(shard.route)
        hasher.combine(UInt64(count))
        return hasher.value
    }

    /// Indexes a settled shard whole, recording each page as Pagefind
    /// read it (`IndexedPage`) with the shard.
    private func indexSettled(_ shard: SearchShard, key: ContentHash, version: String, into output: OutputFolder,
                              scratch: String) throws(OutputError) {
        let (made, indexedHashes, index) = try runPagefind(shard, version: version, into: output, scratch: scratch)
        let ids = try PagefindResultIDs.byURL(in: index, route: shard.route)
        var pages: [IndexedPage] = []
        for (file, indexedHash) in zip(shard.files, indexedHashes) {
            pages.append(IndexedPage(file: file, pageHash: output.hash(of: file) ?? .zero, indexedHash: indexedHash,
                                     resultID: ids[PagefindResultIDs.url(of: file)] ?? ""))
        }
        output.recordOutput(shard.route, key: key, files: made, dependencies: IndexedPages.encoded(pages))
        try? FileManager.default.removeItem(atPath: scratch)
    }

    /// Indexes one shard, or keeps it; true when Pagefind ran. When every
    /// page of the shard has the bytes it had (the hashes the output
    /// already knows), so has what Pagefind reads of it; else the pages are
    /// read, and what Pagefind reads of them decides.
    private func index(_ shard: SearchShard, version: String, into output: OutputFolder, scratch: String) throws(OutputError) -> Bool {
        let pagesRecord = "search pages of " + shard.route
        let pagesKey = try Self.key(shard, version: version) { file in output.hash(of: file) ?? .zero }
        defer { output.recordOutput(pagesRecord, key: pagesKey, files: []) }
        if output.lastOutput(pagesRecord)?.key == pagesKey, let last = output.lastOutput(shard.route), output.keep(last, files: nil) {
            return false
        }
        let key = try Self.key(shard, version: version) { file throws(OutputError) in try indexedPartHash(of: file, in: output) }
        if output.keepOutput(shard.route, key: key, files: nil) != nil { return false }

        let made = try runPagefind(shard, version: version, into: output, scratch: scratch).files
        output.recordOutput(shard.route, key: key, files: made)
        try? FileManager.default.removeItem(atPath: scratch)
        return true
    }

    /// Runs Pagefind over the shard's pages (copied into `scratch`) and
    /// writes its index into the output: returns the files written, the
    /// hash of what Pagefind read of each page, and Pagefind's own folder.
    private func runPagefind(_ shard: SearchShard, version: String, into output: OutputFolder,
                             scratch: String) throws(OutputError) -> (files: [String], indexedHashes: [ContentHash], index: String) {
        let pages = scratch + "/pages"
        let index = scratch + "/index"
        let (pageBytes, indexedHashes) = try copyPages(shard.files, from: output, into: pages)
        try binary.index(site: pages, output: index, timeLimit: PagefindBinary.timeLimit(pages: shard.files.count))
        let check = PagefindOutputCheck(folder: index, maximumBytes: PagefindOutputCheck.maximumBytes(indexing: pageBytes))
        _ = try check.files()
        try PagefindCanonicalizer(folder: index, route: shard.route, version: version).canonicalize()
        if shard.isMain { try PagefindScript(folder: index, route: shard.route, version: version).exportIndexes() }
        let made = try check.files().filter { shard.isMain ? !Self.unusedFiles.contains($0) : Self.isIndexData($0) }
        for file in made {
            guard let data = FileManager.default.contents(atPath: index + "/" + file) else {
                throw OutputError(path: index + "/" + file, message: "cannot read Pagefind's output")
            }
            try output.write(shard.route + file, data, of: shard.route)
        }
        return (made.map { shard.route + $0 }, indexedHashes, index)
    }

    /// A shard's key: Pagefind's version, the shard, and each page's hash.
    private static func key(_ shard: SearchShard, version: String,
                            _ hash: (String) throws(OutputError) -> ContentHash) throws(OutputError) -> ContentHash {
        var hasher = StableHasher()
        hasher.combine(version)
        hasher.combine(shard.route)
        if shard.isMain { hasher.combine(PagefindScript.export) }
        for file in shard.files {
            hasher.combine(file)
            hasher.combine(try hash(file))
        }
        return hasher.value
    }

    /// The hash of what Pagefind reads of the page (see `IndexedPart`).
    private func indexedPartHash(of file: String, in output: OutputFolder) throws(OutputError) -> ContentHash {
        let path = output.currentFile(file)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw OutputError(path: path, message: "cannot read the page to index")
        }
        return IndexedPart.hash(of: Array(data))
    }

    /// The pages as this build leaves them, copied at their paths under
    /// `folder`; returns their bytes. Copies, not links: a link would be
    /// the staged or published file itself, and what Pagefind wrote into a
    /// page would be published. Also returns the hash of what Pagefind
    /// reads of each page.
    private func copyPages(_ files: [String], from output: OutputFolder,
                           into folder: String) throws(OutputError) -> (bytes: Int, indexedHashes: [ContentHash]) {
        var bytes = 0
        var indexedHashes: [ContentHash] = []
        for file in files {
            let target = folder + "/" + file
            let parent = (target as NSString).deletingLastPathComponent
            do {
                try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
            } catch {
                throw OutputError(path: parent, message: "cannot create the folder: \(OutputFolder.reason(error))")
            }
            let source = output.currentFile(file)
            let page: [UInt8]
            do {
                page = try FileBytes.read(source)
            } catch {
                throw OutputError(path: source, message: "cannot read the page to index: \(error)")
            }
            do {
                try FileBytes.create(target, page)
            } catch {
                throw OutputError(path: target, message: "cannot copy the page to index: \(error)")
            }
            bytes += page.count
            indexedHashes.append(IndexedPart.hash(of: page))
        }
        return (bytes, indexedHashes)
    }
}
