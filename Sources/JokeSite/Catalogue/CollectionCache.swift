import Synchronization

/// Where the loader finds a collection it parsed before: the models and the
/// problems of a collection file, by the file's stamp. A hit means the file
/// is not read at all.
public protocol CollectionCache: Sendable {
    func entry<Store: ModelStore & Sendable>(_ name: String, stamp: FileStamp, of type: Store.Type) -> CollectionCacheEntry<Store>?
    func store<Store: ModelStore & Sendable>(_ entry: CollectionCacheEntry<Store>, for name: String, stamp: FileStamp)
    /// What the last load kept by `name`: a collection's documents
    /// (`DocumentMemo.records`), the rating events' tally (`RatingTally`).
    func memo(_ name: String) -> ArraySlice<UInt8>?
    func storeMemo(_ records: ArraySlice<UInt8>, for name: String)
}

/// A cache that keeps memos and no models (`DiskCollectionCache`).
extension CollectionCache {
    public func entry<Store: ModelStore & Sendable>(_ name: String, stamp: FileStamp, of type: Store.Type) -> CollectionCacheEntry<Store>? {
        nil
    }

    public func store<Store: ModelStore & Sendable>(_ entry: CollectionCacheEntry<Store>, for name: String, stamp: FileStamp) {}
}

public struct CollectionCacheEntry<Store: ModelStore & Sendable>: Sendable {
    var models: Store
    var problems: [Problem]
}

/// For a process that builds again and again (`jokesite serve`): a rebuild
/// after an edit to `jokes.json` then parses that file alone, not the
/// 200 MB of rating events beside it. It holds the catalogue in memory
/// between rebuilds.
public final class MemoryCollectionCache: CollectionCache {
    private struct Stored: @unchecked Sendable {
        var stamp: FileStamp
        /// A `CollectionCacheEntry` of the collection's model type.
        var entry: Any
    }

    private let entries = Mutex<[String: Stored]>([:])
    private let memos = Mutex<[String: ArraySlice<UInt8>]>([:])

    public init() {}

    public func entry<Store: ModelStore & Sendable>(_ name: String, stamp: FileStamp, of type: Store.Type) -> CollectionCacheEntry<Store>? {
        guard let stored = entries.withLock({ $0[name] }), stored.stamp == stamp else { return nil }
        return stored.entry as? CollectionCacheEntry<Store>
    }

    public func store<Store: ModelStore & Sendable>(_ entry: CollectionCacheEntry<Store>, for name: String, stamp: FileStamp) {
        entries.withLock { $0[name] = Stored(stamp: stamp, entry: entry) }
    }

    public func memo(_ name: String) -> ArraySlice<UInt8>? {
        memos.withLock { $0[name] }
    }

    public func storeMemo(_ records: ArraySlice<UInt8>, for name: String) {
        memos.withLock { $0[name] = records }
    }
}
