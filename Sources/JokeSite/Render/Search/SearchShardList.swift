import TemplateEngine

/// `pagefind/shards.json`, what the search page merges besides the main
/// shard: each joke shard's folder (relative to `pagefind/`), its count
/// of pages, which the page weighs its sorted results by, and the results
/// it masks (Pagefind's ids of pages the recent shard holds anew, or gone),
/// which its worker drops before they are counted (`templates/assets/search-worker.js`).
struct SearchShardList {
    struct Entry {
        let shard: SearchShard
        let pages: Int
        let masked: [String]
    }

    let entries: [Entry]

    func write(into output: OutputFolder) throws(OutputError) {
        let list = entries.map { entry in
            var members: [JSONObject.Member] = [
                .init(key: "folder", value: .string(String(entry.shard.route.dropFirst(SearchIndexFolder.route.count)))),
                .init(key: "pages", value: .number(JSONNumber(entry.pages))),
            ]
            if !entry.masked.isEmpty { members.append(.init(key: "masked", value: .array(entry.masked.map(JSONValue.string)))) }
            return JSONValue.object(JSONObject(members: members))
        }
        let bytes = Array((JSONWriter.format(.array(list), style: .compact) + "\n").utf8)
        let key = ContentHash.of(bytes)
        if output.keepOutput(SearchShards.listFile, key: key, files: nil) != nil { return }
        try output.write(SearchShards.listFile, bytes, of: SearchShards.listFile)
        output.recordOutput(SearchShards.listFile, key: key, files: [SearchShards.listFile])
    }
}
