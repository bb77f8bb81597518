import Foundation

/// The documents of `jokes.json` whose text alone changed between two
/// versions of the file, found by comparing the files member by member
/// and parsing only the members that differ. Nil when anything else
/// changed (an id, another field, a document added or removed, a
/// problem): then only a build can tell what the site becomes.
struct JokeTextEdits {
    /// The most documents previewed at once: a bigger change is a build's.
    static let limit = 16

    /// A version of the file, cut into its members.
    struct Version: Sendable {
        let bytes: [UInt8]
        let members: [CollectionSplitter.Chunk]

        init?(_ bytes: [UInt8]) {
            guard let members = CollectionSplitter.chunks(of: bytes, size: 1) else { return nil }
            self.bytes = bytes
            self.members = members
        }

        func same(_ member: Int, as other: Version) -> Bool {
            let (mine, theirs) = (members[member], other.members[member])
            let count = mine.end - mine.start.index
            guard count == theirs.end - theirs.start.index else { return false }
            return bytes.withUnsafeBytes { mineBytes in
                other.bytes.withUnsafeBytes { theirBytes in
                    memcmp(mineBytes.baseAddress! + mine.start.index, theirBytes.baseAddress! + theirs.start.index, count) == 0
                }
            }
        }

        /// The member's joke, when it is one document without problems.
        func joke(_ member: Int, file: String, loader: CatalogueLoader) -> Joke? {
            let batch = DocumentBatch<[Joke]>(bytes, members[member], file: file, [], nil) { loader.joke($0) }
            guard !batch.failed, batch.problems.isEmpty, batch.documents.count == 1, batch.models.count == 1 else { return nil }
            return batch.models[0]
        }
    }

    /// Each changed joke's id and new text, or nil.
    static func find(from old: Version, to new: Version, file: String, loader: CatalogueLoader) -> [(id: String, text: String)]? {
        guard old.members.count == new.members.count else { return nil }
        var edits: [(id: String, text: String)] = []
        for member in new.members.indices where !new.same(member, as: old) {
            guard edits.count < limit, let before = old.joke(member, file: file, loader: loader),
                  let after = new.joke(member, file: file, loader: loader) else { return nil }
            // Where fields are written is no part of a page.
            var unchanged = after
            unchanged.text = before.text
            unchanged.line = before.line
            unchanged.fieldLines = before.fieldLines
            guard unchanged == before else { return nil }
            if after.text != before.text { edits.append((after.id, after.text)) }
        }
        return edits
    }
}
