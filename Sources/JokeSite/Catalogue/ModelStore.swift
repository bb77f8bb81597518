/// What a collection's models are gathered in as its file is parsed: an
/// array, or a compact store (`RatingEvents`).
public protocol ModelStore {
    associatedtype Model
    init()
    mutating func append(_ model: Model)
    /// `clean`: its document had no problem (see `MemoizedDocuments`).
    mutating func append(_ model: Model, clean: Bool)
    /// Appends `other`'s models in order, but those at the positions in
    /// `dropping` (documents whose id came before).
    mutating func append(contentsOf other: Self, dropping: Set<Int>)
}

extension ModelStore {
    public mutating func append(_ model: Model, clean: Bool) {
        append(model)
    }
}

extension Array: ModelStore {
    public mutating func append(contentsOf other: [Element], dropping: Set<Int>) {
        guard !dropping.isEmpty else { return append(contentsOf: other) }
        append(contentsOf: other.indices.lazy.filter { !dropping.contains($0) }.map { other[$0] })
    }
}

extension RatingEvents: ModelStore {
    public typealias Model = RatingEvent
}
