import Synchronization

/// The stamp of each collection file as a build read it (parsed, or taken
/// from `inner`), passing everything on to `inner`: what `PreviewSession`
/// checks its kept site against when a file changed during the build.
final class CollectionStamps: CollectionCache {
    private let inner: (any CollectionCache)?
    private let stamps = Mutex<[String: FileStamp]>([:])

    init(passingTo inner: (any CollectionCache)?) {
        self.inner = inner
    }

    /// The stamp `name` (like `jokes.json`) had when the build read it.
    func stamp(of name: String) -> FileStamp? {
        stamps.withLock { $0[name] }
    }

    func entry<Store: ModelStore & Sendable>(_ name: String, stamp: FileStamp, of type: Store.Type) -> CollectionCacheEntry<Store>? {
        guard let entry = inner?.entry(name, stamp: stamp, of: type) else { return nil }
        stamps.withLock { $0[name] = stamp }
        return entry
    }

    func store<Store: ModelStore & Sendable>(_ entry: CollectionCacheEntry<Store>, for name: String, stamp: FileStamp) {
        stamps.withLock { $0[name] = stamp }
        inner?.store(entry, for: name, stamp: stamp)
    }

    func memo(_ name: String) -> ArraySlice<UInt8>? {
        inner?.memo(name)
    }

    func storeMemo(_ records: ArraySlice<UInt8>, for name: String) {
        inner?.storeMemo(records, for: name)
    }
}
