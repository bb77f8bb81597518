/// The jokes' texts as validation compares them, from the last build: a
/// new text may be previewed when no other joke has it and the joke is
/// not a `duplicate_of` pair, so no duplicate problem can appear or go.
struct JokeTexts: Sendable {
    /// Each normalized text and the joke that has it.
    private var owners: [String: String] = [:]
    /// Normalized texts two or more jokes have.
    private var shared: Set<String> = []
    /// Jokes in a `duplicate_of` pair, either side.
    private var paired: Set<String> = []

    init(_ jokes: [Joke]) {
        let normalized = ParallelMap.map(jokes, parallel: true) { JokeTextNormalizer.normalize($0.text) }
        owners.reserveCapacity(jokes.count)
        for (joke, text) in zip(jokes, normalized) {
            if owners.updateValue(joke.id, forKey: text) != nil { shared.insert(text) }
            if let original = joke.duplicateOf {
                paired.insert(joke.id)
                paired.insert(original)
            }
        }
    }

    /// The joke's text changed from `old` to `new`, as `allows` allowed.
    mutating func replace(_ id: String, text old: String, with new: String) {
        let before = JokeTextNormalizer.normalize(old)
        if owners[before] == id { owners[before] = nil }
        owners[JokeTextNormalizer.normalize(new)] = id
    }

    /// Whether validation passes the jokes' new texts (each of the other
    /// jokes keeping its own) exactly as it passed the old ones.
    func allows(_ edits: [(id: String, text: String)]) -> Bool {
        var taken = Set<String>()
        for (id, text) in edits {
            let normalized = JokeTextNormalizer.normalize(text)
            guard !normalized.isEmpty, !paired.contains(id), !shared.contains(normalized),
                  owners[normalized].map({ $0 == id }) ?? true, taken.insert(normalized).inserted else { return false }
        }
        return true
    }
}
