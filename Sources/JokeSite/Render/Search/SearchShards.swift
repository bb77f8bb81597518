/// The search index in shards, each its own Pagefind bundle, so an edit
/// re-indexes the pages of one shard, not the catalogue. The first shard,
/// at `pagefind/`, holds the character and content pages and the scripts
/// the search page loads; the jokes are spread over `pagefind/jokes-NN/`
/// by a hash of their id, which an edit does not change, so a joke stays
/// in its shard from build to build. The search page, which finds them
/// in `pagefind/shards.json`, deals them out to a few workers, each a
/// Pagefind that merges its own (`templates/assets/search-worker.js`).
struct SearchShard: Equatable, Sendable {
    /// Its folder in the output, ending in `/`.
    let route: String
    /// Its pages' files, sorted.
    let files: [String]

    var isMain: Bool { route == SearchIndexFolder.route }
}

enum SearchShards {
    /// About this many jokes to a shard: an edit re-indexes one shard
    /// (Pagefind takes about 1.5 ms a page), a visitor's search asks every
    /// shard (see docs/performance.md for the figures).
    static let jokesPerShard = 1024
    /// The most shards a search asks: each costs the visitor its requests
    /// and its turn in a worker, and 32 answered sooner than 16, 8 or 128
    /// at 100,000 jokes (docs/performance.md).
    static let maximumCount = 32
    /// Where the search page finds the shards to merge.
    static let listFile = SearchIndexFolder.route + "shards.json"

    /// How many joke shards `jokes` pages take, about `size` to a shard: a
    /// power of two, so the count (and every joke's shard) stays the same
    /// until the catalogue doubles or halves.
    static func count(jokes: Int, size: Int = jokesPerShard) -> Int {
        var count = 1
        while count < maximumCount, count * size < jokes { count *= 2 }
        return count
    }

    /// The joke shard of the joke `id`, out of `count`.
    static func shard(of id: String, count: Int) -> Int {
        Int(StableHash.scrambled(StableHash.fnv1a(id)) % UInt64(count))
    }

    static func route(ofJokeShard index: Int) -> String {
        SearchIndexFolder.route + "jokes-\(index < 10 ? "0" : "")\(index)/"
    }

    /// The shards of these pages: the main one first, then the joke shards
    /// that hold a joke, in order.
    static func shards(jokeIDs: [String], otherRoutes: [String], size: Int = jokesPerShard) -> [SearchShard] {
        let count = count(jokes: jokeIDs.count, size: size)
        var jokeFiles = [[String]](repeating: [], count: count)
        for id in jokeIDs { jokeFiles[shard(of: id, count: count)].append(Routes.joke(id) + "index.html") }
        let main = SearchShard(route: SearchIndexFolder.route, files: otherRoutes.map { $0 + "index.html" }.sorted())
        return [main] + jokeFiles.indices.compactMap { index in
            jokeFiles[index].isEmpty ? nil : SearchShard(route: route(ofJokeShard: index), files: jokeFiles[index].sorted())
        }
    }
}

extension SearchShards {
    /// The recent shard: the pages edited or added since their settled
    /// shard was indexed, indexed again on each build that changes them.
    static let recentRoute = SearchIndexFolder.route + "recent/"
    /// The most pages the recent shard holds, or results the settled ones
    /// mask, before the build merges them into the settled shards (indexes
    /// again each settled shard with a change): Pagefind takes about
    /// 0.6 ms a page, so the recent shard costs an edit at most about
    /// 0.15 s, and the merge comes once in 256 edits at worst (a nightly
    /// `build --compact-search` keeps it off the owner's edits).
    static let recentLimit = 256

    /// Whether the recent shard is merged into the settled ones: when asked
    /// (`--compact-search`), or when it, or the masks, pass `recentLimit`.
    static func mergesRecent(recentPages: Int, maskedResults: Int, asked: Bool, limit: Int = recentLimit) -> Bool {
        asked || max(recentPages, maskedResults) > limit
    }
}
