import Foundation

/// For `jokesite build`, one process per build: collections whose models are
/// `CompactRecord`s (the million rating events) are kept in the output's
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

    private static let format = "jokesite-collection 2"

    init(folder: URL, generator: String) {
        self.folder = folder
        self.generator = generator
    }

    func entry<Model: Sendable>(_ name: String, stamp: FileStamp, of type: Model.Type) -> CollectionCacheEntry<Model>? {
        guard let recordType = Model.self as? any CompactRecord.Type,
              let bytes = SealedFile.read(file(name).path) else { return nil }
        return read(recordType, bytes, stamp: stamp) as? CollectionCacheEntry<Model>
    }

    func store<Model: Sendable>(_ entry: CollectionCacheEntry<Model>, for name: String, stamp: FileStamp) {
        guard entry.problems.isEmpty, let recordType = Model.self as? any CompactRecord.Type,
              let bytes = encode(recordType, entry.models, stamp: stamp) else { return }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? SealedFile.write(file(name).path, bytes, flush: false)
    }

    private func file(_ name: String) -> URL {
        folder.appendingPathComponent(name + ".cache")
    }

    /// The first line says what wrote the file and from which file stamp.
    private func header(_ stamp: FileStamp) -> [UInt8] {
        Array("\(Self.format) \(stamp) \(generator)\n".utf8)
    }

    private func encode<Record: CompactRecord>(_ type: Record.Type, _ models: Any, stamp: FileStamp) -> [UInt8]? {
        guard let records = models as? [Record] else { return nil }
        var writer = CompactWriter(startingWith: header(stamp), capacity: records.count * 64)
        writer.write(records.count)
        for record in records { record.write(to: &writer) }
        return writer.bytes
    }

    private func read<Record: CompactRecord>(_ type: Record.Type, _ bytes: ArraySlice<UInt8>, stamp: FileStamp) -> Any? {
        let header = header(stamp)
        guard bytes.starts(with: header) else { return nil }
        return bytes.withUnsafeBytes { buffer -> Any? in
            var reader = CompactReader(buffer, from: header.count)
            // Each record takes a byte at least: a larger count is damage.
            guard let count = reader.int(), (0...buffer.count).contains(count),
                  let records = Record.records(count, from: &reader), reader.isAtEnd else { return nil }
            return CollectionCacheEntry(models: records, problems: [])
        }
    }
}
