import TemplateEngine

/// Every field of a joke that a page may show, hashed; `line` and
/// `fieldLines` say where it is in the file, never what a page shows.
/// `DocumentHashTests` fails when `Joke` gains a field not named here.
enum JokeDocumentHash {
    static let fields = ["id", "character", "text", "type", "tags", "sfw", "source", "createdAt", "updatedAt", "likes", "dislikes",
                         "ratingSum", "ratingCount", "ratingAvg", "popularityScore", "duplicateOf", "previousIDs",
                         "migratedFrom"]
    static let positions = ["line", "fieldLines"]

    static func combine(_ joke: Joke, into hasher: inout StableHasher) {
        for text in [joke.id, joke.character, joke.text, joke.type, joke.source, joke.duplicateOf ?? "\u{0}", joke.migratedFrom ?? "\u{0}"] {
            hasher.combine(text)
        }
        hasher.combine(UInt64(joke.tags.count))
        for tag in joke.tags { hasher.combine(tag) }
        hasher.combine(UInt64(joke.previousIDs.count))
        for id in joke.previousIDs { hasher.combine(id) }
        hasher.combine(joke.sfw ? 1 : 0)
        for date in [joke.createdAt, joke.updatedAt] { hasher.combine(date.map { $0.timeIntervalSince1970.bitPattern } ?? 1) }
        for number in [joke.likes, joke.dislikes, joke.ratingSum, joke.ratingCount] { hasher.combine(UInt64(bitPattern: Int64(number))) }
        for number in [joke.ratingAvg, joke.popularityScore] { hasher.combine(number.bitPattern) }
    }
}

/// Every field of a character that a page or a card may show, hashed;
/// `line` says where it is in the file. `DocumentHashTests` fails when
/// `JokeCharacter` gains a field not named here.
enum CharacterDocumentHash {
    static let fields = ["id", "name", "personality", "jokeTypes", "color", "backgroundLight", "backgroundDark", "avatar"]
    static let positions = ["line"]

    /// `face`: the bytes of its SVG avatar, which its cards draw: a new
    /// face is new cards, so new pages that name them.
    static func of(_ character: JokeCharacter, face: [UInt8]? = nil) -> ContentHash {
        var hasher = StableHasher()
        for text in [character.id, character.name, character.personality, character.color, character.backgroundLight,
                     character.backgroundDark, character.avatar ?? "\u{0}"] { hasher.combine(text) }
        hasher.combine(UInt64(character.jokeTypes.count))
        for type in character.jokeTypes { hasher.combine(type) }
        hasher.combine(UInt64(face?.count ?? 0))
        face?.withUnsafeBytes { hasher.combine(bytes: $0) }
        return hasher.value
    }
}
