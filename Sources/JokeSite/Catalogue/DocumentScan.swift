/// Reads the document at a position of a collection's bytes (its id's
/// opening quote) straight into the store, when it is written the usual
/// way, and moves the position past it; nil leaves it to the parser and
/// `make`, which must give the same model. See `RatingEventScanner`.
typealias DocumentScan<Store> = @Sendable (UnsafeBufferPointer<UInt8>, inout JSONParser.Position, inout Store) -> ScannedDocument?

/// A document read by a `DocumentScan`: where its id is written (between
/// the quotes) and the line it starts on.
struct ScannedDocument {
    var key: Range<Int>
    var line: Int
}
