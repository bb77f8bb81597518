import Foundation

/// For `jokesite build`, one process per build: what a load keeps for the
/// next, in the output's state folder (see `StateFolder`): the jokes'
/// document memo, and the rating events' tally in place of the million
/// events themselves (`RatingTally`). Models are not kept: the next build
/// would read them back whole, where a memo lets it skip them.
///
/// A memo is used only if the jokesite binary that wrote it is this one,
/// and its checksum holds (see `SealedFile`): a damaged memo is made again,
/// never believed.
struct DiskCollectionCache: CollectionCache {
    let folder: URL
    /// Names the code that turned the JSON into models (see `BuildFingerprint.generator`).
    let generator: String

    init(folder: URL, generator: String) {
        self.folder = folder
        self.generator = generator
        // The events' models, which jokesite kept here before their tally (Session 30).
        try? FileManager.default.removeItem(at: folder.appendingPathComponent(CatalogueFiles.ratingEvents + ".cache"))
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
}
