import TemplateEngine

/// A model a `DocumentMemo` can keep: written without its line, read back
/// with the line its document is on now.
protocol MemoizedModel: Sendable {
    func write(to writer: inout CompactWriter)
    /// Nil when the bytes are not what `write` wrote.
    init?(from reader: inout CompactReader, line: Int)
}

/// The models the last load made of a collection's documents, by a hash of
/// each document's bytes (its id, its fields and their layout, not its
/// place in the file): a document written the same way is not parsed or
/// checked again, only given the line it is on now (an edit above it moves
/// it). Only documents without problems are kept, so a document taken from
/// here has none to report. Kept by the collection cache: in the state
/// folder for `build`, in memory for `serve`.
final class DocumentMemo<Model: MemoizedModel>: Sendable {
    /// Per document: its hash (16 bytes), the model's length and the model.
    let records: ArraySlice<UInt8>
    private let places: [ContentHash: Range<Int>]

    var count: Int { places.count }

    /// Nil when the records are not what `init(_:)` wrote.
    init?(records: ArraySlice<UInt8>) {
        let places = records.withUnsafeBytes { buffer -> [ContentHash: Range<Int>]? in
            var reader = CompactReader(buffer)
            var places: [ContentHash: Range<Int>] = [:]
            while !reader.isAtEnd {
                guard let hash = reader.hash(), let length = reader.int(), let place = reader.skip(length) else { return nil }
                places[hash] = place
            }
            return places
        }
        guard let places else { return nil }
        self.records = records
        self.places = places
    }

    /// What a load made: each model whose document had no problem.
    init(_ documents: MemoizedDocuments<Model>) {
        var writer = CompactWriter(startingWith: [], capacity: documents.models.count * 256)
        var places: [ContentHash: Range<Int>] = [:]
        places.reserveCapacity(documents.models.count)
        for (model, hash) in zip(documents.models, documents.hashes) {
            guard let hash else { continue }
            var body = CompactWriter(startingWith: [], capacity: 256)
            model.write(to: &body)
            writer.write(hash)
            writer.write(body.bytes.count)
            places[hash] = writer.bytes.count..<(writer.bytes.count + body.bytes.count)
            writer.write(bytes: body.bytes)
        }
        records = writer.bytes[...]
        self.places = places
    }

    /// The model of the document whose bytes hash to `hash`, on `line`.
    func model(_ hash: ContentHash, line: Int) -> Model? {
        guard let place = places[hash] else { return nil }
        return records.withUnsafeBytes { buffer in
            var reader = CompactReader(UnsafeRawBufferPointer(rebasing: buffer[place]))
            guard let model = Model(from: &reader, line: line), reader.isAtEnd else { return nil }
            return model
        }
    }
}
