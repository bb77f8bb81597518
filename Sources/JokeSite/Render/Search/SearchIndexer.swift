import Foundation
import TemplateEngine

/// The search index: Pagefind run over the pages this build leaves (the
/// staged ones and the kept ones, copied into a scratch folder), one shard
/// at a time (see `SearchShards`), its files checked (`PagefindOutputCheck`)
/// and written into the output like any other, so they are committed
/// with the pages they index, in a canonical order (see
/// `PagefindCanonicalizer`), so the same pages make the same bytes. A
/// shard's key is the hashes of what Pagefind reads of its pages and
/// Pagefind's version: a build that changed none of them keeps the shard
/// without running Pagefind.
struct SearchIndexer: Sendable {
    let binary: PagefindBinary
    let context: RenderContext
    /// Jokes to a shard (see `SearchShards.count`).
    var shardSize = SearchShards.jokesPerShard

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

    /// Indexes the shards whose pages changed (two at a time) and keeps
    /// the others; returns how many Pagefind indexed.
    @discardableResult
    func index(into output: OutputFolder) throws(OutputError) -> Int {
        let version = try binary.version()
        let shards = shards()
        let scratch = output.scratchFolder + "/search"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let indexed = ParallelMap.map(Array(shards.enumerated()), parallel: true, grain: 1) { place, shard in
            Result { () throws(OutputError) in try index(shard, version: version, into: output, scratch: scratch + "/\(place)") }
        }
        // In shard order, whichever failed first: the same error each time.
        for result in indexed { if case .failure(let error) = result { throw error } }
        try writeList(shards.filter { !$0.isMain }, into: output)
        return indexed.count(where: { (try? $0.get()) == true })
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
        if output.keepOutput(shard.route, key: key, files: nil) { return false }

        let pages = scratch + "/pages"
        let index = scratch + "/index"
        let pageBytes = try copyPages(shard.files, from: output, into: pages)
        try binary.index(site: pages, output: index, timeLimit: PagefindBinary.timeLimit(pages: shard.files.count))
        let check = PagefindOutputCheck(folder: index, maximumBytes: PagefindOutputCheck.maximumBytes(indexing: pageBytes))
        _ = try check.files()
        try PagefindCanonicalizer(folder: index, route: shard.route, version: version).canonicalize()
        let made = try check.files().filter { shard.isMain ? !Self.unusedFiles.contains($0) : Self.isIndexData($0) }
        for file in made {
            guard let data = FileManager.default.contents(atPath: index + "/" + file) else {
                throw OutputError(path: index + "/" + file, message: "cannot read Pagefind's output")
            }
            try output.write(shard.route + file, data, of: shard.route)
        }
        output.recordOutput(shard.route, key: key, files: made.map { shard.route + $0 })
        try? FileManager.default.removeItem(atPath: scratch)
        return true
    }

    /// A shard's key: Pagefind's version, the shard, and each page's hash.
    private static func key(_ shard: SearchShard, version: String,
                            _ hash: (String) throws(OutputError) -> ContentHash) throws(OutputError) -> ContentHash {
        var hasher = StableHasher()
        hasher.combine(version)
        hasher.combine(shard.route)
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

    /// `pagefind/shards.json`: each joke shard's folder, relative to
    /// `pagefind/`, and its count of pages, which the search page weighs
    /// its results by (see `templates/assets/search.js`).
    private func writeList(_ shards: [SearchShard], into output: OutputFolder) throws(OutputError) {
        let list = shards.map { shard in
            JSONValue.object(JSONObject(members: [
                .init(key: "folder", value: .string(String(shard.route.dropFirst(SearchIndexFolder.route.count)))),
                .init(key: "pages", value: .number(JSONNumber(shard.files.count))),
            ]))
        }
        let bytes = Array((JSONWriter.format(.array(list), style: .compact) + "\n").utf8)
        let key = ContentHash.of(bytes)
        if output.keepOutput(SearchShards.listFile, key: key, files: nil) { return }
        try output.write(SearchShards.listFile, bytes, of: SearchShards.listFile)
        output.recordOutput(SearchShards.listFile, key: key, files: [SearchShards.listFile])
    }

    /// The pages as this build leaves them, copied at their paths under
    /// `folder`; returns their bytes. Copies, not links: a link would be
    /// the staged or published file itself, and what Pagefind wrote into a
    /// page would be published.
    private func copyPages(_ files: [String], from output: OutputFolder, into folder: String) throws(OutputError) -> Int {
        var bytes = 0
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
        }
        return bytes
    }
}
