import TemplateEngine

/// A model a `DocumentMemo` can keep: written without its line, read back
/// with the line its document is on now. A model knows the hash of the
/// document it was made of, when the load does.
protocol MemoizedModel: Sendable {
    func write(to writer: inout CompactWriter)
    /// Nil when the bytes are not what `write` wrote.
    init?(from reader: inout CompactReader, line: Int, document: ContentHash)
    /// The model as made of the document whose bytes hash to `document`.
    func read(from document: ContentHash) -> Self
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
    /// Each document's hash and its model's place in `records`, found by
    /// the hash's first half (a hash already: not hashed again).
    private let hashes: [ContentHash]
    private let places: [Range<Int>]
    private let slots: HashSlots

    var count: Int { places.count }

    /// Nil when the records are not what `init(_:)` wrote.
    init?(records: ArraySlice<UInt8>) {
        var hashes: [ContentHash] = [], places: [Range<Int>] = []
        let read = records.withUnsafeBytes { buffer -> Bool in
            var reader = CompactReader(buffer)
            while !reader.isAtEnd {
                guard let hash = reader.hash(), let length = reader.int(), let place = reader.skip(length) else { return false }
                hashes.append(hash)
                places.append(place)
            }
            return true
        }
        guard read else { return nil }
        self.records = records
        (self.hashes, self.places, slots) = (hashes, places, Self.slots(hashes))
    }

    private static func slots(_ hashes: [ContentHash]) -> HashSlots {
        var slots = HashSlots(capacity: hashes.count)
        for hash in hashes { slots.append(hash.high) }
        return slots
    }

    /// What a load made: each model whose document had no problem.
    init(_ documents: MemoizedDocuments<Model>) {
        var writer = CompactWriter(startingWith: [], capacity: documents.models.count * 256)
        var hashes: [ContentHash] = [], places: [Range<Int>] = []
        hashes.reserveCapacity(documents.models.count)
        places.reserveCapacity(documents.models.count)
        for (model, hash) in zip(documents.models, documents.hashes) {
            guard let hash else { continue }
            var body = CompactWriter(startingWith: [], capacity: 256)
            model.write(to: &body)
            writer.write(hash)
            writer.write(body.bytes.count)
            hashes.append(hash)
            places.append(writer.bytes.count..<(writer.bytes.count + body.bytes.count))
            writer.write(bytes: body.bytes)
        }
        records = writer.bytes[...]
        (self.hashes, self.places, slots) = (hashes, places, Self.slots(hashes))
    }

    /// The model of the document whose bytes hash to `hash`, on `line`.
    func model(_ hash: ContentHash, line: Int) -> Model? {
        guard let entry = slots.find(hash.high, isKey: { hashes[$0] == hash }) else { return nil }
        let place = places[entry]
        return records.withUnsafeBytes { buffer in
            var reader = CompactReader(UnsafeRawBufferPointer(rebasing: buffer[place]))
            guard let model = Model(from: &reader, line: line, document: hash), reader.isAtEnd else { return nil }
            return model
        }
    }
}
