import TemplateEngine

/// A collection's models as a load gathers them, each with the hash of its
/// document's bytes when the document had no problem: the next load's
/// `DocumentMemo`.
struct MemoizedDocuments<Model: MemoizedModel>: ModelStore, Sendable {
    private(set) var models: [Model] = []
    /// Per model: its document's hash, or nil when it had problems (or was
    /// not scanned: an id written with escapes, a file parsed whole).
    private(set) var hashes: [ContentHash?] = []
    /// Models taken from the memo rather than parsed.
    private(set) var reused = 0
    /// The hash of the document the parser reads next, which the memo did
    /// not have (see `scan`).
    private var pending: ContentHash?

    init() {}

    /// The documents kept for the next load.
    var memoized: Int { hashes.count(where: { $0 != nil }) }

    mutating func append(_ model: Model) {
        append(model, clean: false)
    }

    mutating func append(_ model: Model, clean: Bool) {
        models.append(pending.map(model.read(from:)) ?? model)
        hashes.append(clean ? pending : nil)
        pending = nil
    }

    mutating func append(contentsOf other: Self, dropping: Set<Int>) {
        for index in other.models.indices where !dropping.contains(index) {
            models.append(other.models[index])
            hashes.append(other.hashes[index])
        }
        reused += other.reused
    }

    /// Reads the member at the position from `memo` when its bytes are a
    /// document it keeps; otherwise notes their hash for the model the
    /// parser makes of them, and leaves the member to it.
    static func scan(memo: DocumentMemo<Model>?) -> DocumentScan<Self> {
        { bytes, position, documents in
            documents.pending = nil
            var cursor = ScanCursor(bytes: bytes, position: position)
            let start = position.index
            guard let key = cursor.plainString() else { return nil }
            let line = cursor.position.line
            cursor.skipWhitespace()
            guard cursor.take(UInt8(ascii: ":")) else { return nil }
            cursor.skipWhitespace()
            guard cursor.skipObject() else { return nil }
            let hash = ContentHash.of(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[start..<cursor.position.index])))
            guard let model = memo?.model(hash, line: line) else {
                documents.pending = hash
                return nil
            }
            documents.models.append(model)
            documents.hashes.append(hash)
            documents.reused += 1
            position = cursor.position
            return ScannedDocument(key: key, line: line)
        }
    }
}
