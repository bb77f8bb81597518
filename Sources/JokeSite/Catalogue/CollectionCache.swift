import Synchronization

/// The documents of each collection file as last loaded, with the file's
/// stamp and the problems loading reported, for a process that builds
/// again and again (`jokesite serve`): a rebuild after an edit to
/// `jokes.json` then parses that file alone, not the 200 MB of rating
/// events beside it. It holds the catalogue in memory between rebuilds.
public final class CollectionCache: Sendable {
    struct Entry: @unchecked Sendable {
        var stamp: FileStamp
        /// `[Model]` of the collection's model type.
        var models: Any
        var problems: [Problem]
    }

    private let entries = Mutex<[String: Entry]>([:])

    public init() {}

    func entry(_ name: String, stamp: FileStamp) -> Entry? {
        entries.withLock { $0[name] }.flatMap { $0.stamp == stamp ? $0 : nil }
    }

    func store(_ entry: Entry, for name: String) {
        entries.withLock { $0[name] = entry }
    }
}
