/// The lines of up to four fields of a document, so that a problem found
/// after loading (an unknown joke id, a duplicate text) names the line of
/// the field rather than of the document. Each is a one-byte offset from
/// the document's line: the four fit in a model's padding, which keeps a
/// million rating events the size they were. A field that is absent or
/// 255 or more lines below its document counts as on the document's line.
public struct FieldLines: Sendable, Equatable {
    /// One byte per field, in the order the model names its fields.
    private(set) var packed: UInt32 = 0

    public init() {}

    init(packed: UInt32) {
        self.packed = packed
    }

    /// The lines of `fields` (at most four) in `document`.
    init(_ fields: [String], in document: DocumentReader) {
        for (slot, field) in fields.prefix(4).enumerated() {
            guard let line = document.object[field]?.line, let documentLine = document.line else { continue }
            set(slot: slot, line: line, documentLine: documentLine)
        }
    }

    /// Records that the field in `slot` is on `line`.
    mutating func set(slot: Int, line: Int, documentLine: Int) {
        guard line > documentLine, line - documentLine < 255 else { return }
        packed |= UInt32(line - documentLine) << (8 * slot)
    }

    /// The line of the field in `slot`, given the document's line.
    func line(ofSlot slot: Int?, documentLine: Int?) -> Int? {
        guard let documentLine, let slot, slot < 4 else { return documentLine }
        return documentLine + Int((packed >> (8 * slot)) & 0xFF)
    }
}
