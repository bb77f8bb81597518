import TemplateEngine

/// What the duplicate rule compares of a joke's text: the hash of its
/// normalized form (`JokeTextNormalizer`). A joke carries its key, and the
/// document memo keeps it with the joke, so a load that takes a joke from
/// the memo does not normalize its text again and the rule hashes keys,
/// not texts. At 128 bits, equal keys are taken for equal texts.
public struct JokeTextKey: Hashable, Sendable {
    let hash: ContentHash

    init(hash: ContentHash) {
        self.hash = hash
    }

    public init(_ text: String) {
        hash = ContentHash.of(JokeTextNormalizer.normalize(text).utf8)
    }

    /// The key of a text with no letters or digits.
    static let empty = JokeTextKey("")

    /// Whether the text has no letters or digits.
    var isEmpty: Bool { self == Self.empty }
}
