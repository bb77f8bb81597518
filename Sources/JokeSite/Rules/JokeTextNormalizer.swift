import TemplateEngine

/// The key two jokes share when they are "the same joke": lower case, only
/// letters and digits, single spaces. Used for duplicate detection.
public enum JokeTextNormalizer {
    public static func normalize(_ text: String) -> String {
        if let ascii = ASCIIText.withBytes(of: text, normalizeASCII) { return ascii }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingSpace, !result.isEmpty { result.append(" ") }
                pendingSpace = false
                result.append(character)
            } else if character.isWhitespace {
                pendingSpace = true
            }
            // Punctuation and symbols vanish, so "don't" matches "dont".
        }
        return result
    }

    private static func normalizeASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        ASCIIText.string(capacity: bytes.count) { result in
            var pendingSpace = false
            for byte in bytes {
                if ASCIIText.isLetterOrDigit(byte) {
                    if pendingSpace, result.count > 0 { result.append(0x20) }
                    pendingSpace = false
                    result.append(ASCIIText.lowercased(byte))
                } else if ASCIIText.isWhitespace(byte) {
                    pendingSpace = true
                }
            }
        }
    }
}

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
