import Foundation

/// For `jokesite build`, one process per build: collections kept in a
/// `CompactCollection` (the million rating events) are kept in the output's
/// state folder (see `StateFolder`), so a build after an edit to
/// `jokes.json` reads the events back in a fraction of the time their JSON
/// takes to parse.
///
/// An entry is used only if its file's stamp and the jokesite binary that
/// wrote it are the ones of this build, and its checksum holds (see
/// `SealedFile`): a damaged entry is parsed again, never believed. Only
/// collections without problems are kept: a collection with problems fails
/// the build anyway.
struct DiskCollectionCache: CollectionCache {
    let folder: URL
    /// Names the code that turned the JSON into models (see `BuildFingerprint.generator`).
    let generator: String

    private static let format = "jokesite-collection 3"

    init(folder: URL, generator: String) {
        self.folder = folder
        self.generator = generator
    }

    func entry<Store: ModelStore & Sendable>(_ name: String, stamp: FileStamp, of type: Store.Type) -> CollectionCacheEntry<Store>? {
        guard let compactType = Store.self as? any CompactCollection.Type,
              let bytes = SealedFile.read(file(name).path) else { return nil }
        return read(compactType, bytes, stamp: stamp) as? CollectionCacheEntry<Store>
    }

    func store<Store: ModelStore & Sendable>(_ entry: CollectionCacheEntry<Store>, for name: String, stamp: FileStamp) {
        guard entry.problems.isEmpty, let models = entry.models as? any CompactCollection else { return }
        let bytes = encode(models, stamp: stamp)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? SealedFile.write(file(name).path, bytes, flush: false)
    }

    func memo(_ name: String) -> ArraySlice<UInt8>? {
        let header = memoHeader()
        guard let bytes = SealedFile.read(memoFile(name).path), bytes.starts(with: header) else { return nil }
        return bytes.dropFirst(header.count)
    }

    func storeMemo(_ records: ArraySlice<UInt8>, for name: String) {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? SealedFile.write(memoFile(name).path, memoHeader() + records, flush: false)
    }

    private func memoFile(_ name: String) -> URL {
        folder.appendingPathComponent(name + ".memo")
    }

    /// Another binary may make other models of the same bytes.
    private func memoHeader() -> [UInt8] {
        Array("\(Self.memoFormat) \(generator)\n".utf8)
    }

    private static let memoFormat = "jokesite-memo 1"

    private func file(_ name: String) -> URL {
        folder.appendingPathComponent(name + ".cache")
    }

    /// The first line says what wrote the file and from which file stamp.
    private func header(_ stamp: FileStamp) -> [UInt8] {
        Array("\(Self.format) \(stamp) \(generator)\n".utf8)
    }

    private func encode(_ models: some CompactCollection, stamp: FileStamp) -> [UInt8] {
        var writer = CompactWriter(startingWith: header(stamp), capacity: 1 << 20)
        models.write(to: &writer)
        return writer.bytes
    }

    private func read<Store: CompactCollection>(_ type: Store.Type, _ bytes: ArraySlice<UInt8>, stamp: FileStamp) -> Any? {
        let header = header(stamp)
        guard bytes.starts(with: header) else { return nil }
        return bytes.withUnsafeBytes { buffer -> Any? in
            var reader = CompactReader(buffer, from: header.count)
            guard let models = Store(from: &reader), reader.isAtEnd else { return nil }
            return CollectionCacheEntry(models: models, problems: [])
        }
    }
}
