/// What changed in a settled joke shard since Pagefind indexed it: the
/// pages the recent shard indexes instead (new to the shard, or whose
/// indexed part changed) and the results the search page masks in the
/// shard (pages changed or gone), by Pagefind's result id.
struct SettledShardChanges: Equatable, Sendable {
    var recentFiles: [String] = []
    var maskedIDs: [String] = []

    var isEmpty: Bool { recentFiles.isEmpty && maskedIDs.isEmpty }

    /// The changes of the shard that indexed `indexed`, now holding
    /// `files`; `isUnchanged`: whether a page still has what Pagefind read.
    static func of(indexed: [IndexedPage], files: [String],
                   isUnchanged: (IndexedPage) throws(OutputError) -> Bool) throws(OutputError) -> SettledShardChanges {
        var byFile = [String: IndexedPage](minimumCapacity: indexed.count)
        for page in indexed { byFile[page.file] = page }
        var changes = SettledShardChanges()
        for file in files {
            guard let page = byFile.removeValue(forKey: file) else {
                changes.recentFiles.append(file)
                continue
            }
            if try !isUnchanged(page) {
                changes.recentFiles.append(file)
                if !page.resultID.isEmpty { changes.maskedIDs.append(page.resultID) }
            }
        }
        // Gone: no longer a page of the shard (a deleted joke, or one
        // without a page now).
        changes.maskedIDs += byFile.values.map(\.resultID).filter { !$0.isEmpty }
        changes.maskedIDs.sort()
        return changes
    }
}
