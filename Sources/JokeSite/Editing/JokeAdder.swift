import Foundation

/// `jokesite add`: new jokes into `jokes.json` with Firestore-style ids and
/// the SPEC's defaults, refusing duplicates of existing or other new jokes.
public struct JokeAdder {
    /// A joke as the user gives it, before it has an id.
    public struct NewJoke: Sendable, Equatable {
        public var character: String
        public var text: String
        public var type: String
        public var tags: [String]
        public var sfw: Bool
        public var source: String

        public init(character: String, text: String, type: String, tags: [String] = [], sfw: Bool = true, source: String = "submitted") {
            self.character = character
            self.text = text
            self.type = type
            self.tags = tags
            self.sfw = sfw
            self.source = source
        }
    }

    public struct Added: Sendable, Equatable {
        public var id: String
        public var joke: NewJoke
    }

    public static let idAlphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
    public static let idLength = 20

    let editor: CatalogueEditor
    let force: Bool
    let dryRun: Bool
    let timestamp: String

    public init(contentDirectory: String, force: Bool, dryRun: Bool, timestamp: String) {
        editor = CatalogueEditor(contentDirectory: contentDirectory)
        self.force = force
        self.dryRun = dryRun
        self.timestamp = timestamp
    }

    /// Reads new jokes from a JSON file holding a list of joke objects.
    public static func jokes(fromFile path: String) throws -> [NewJoke] {
        guard let data = FileManager.default.contents(atPath: path) else { throw EditError.io(path: path, message: "cannot be read") }
        let value: JSONValue
        do {
            value = try JSONParser.parse(Array(data))
        } catch {
            throw EditError.invalid(["\(path):\(error.line):\(error.column): malformed JSON: \(error.message)"])
        }
        guard case .array(let elements) = value else { throw EditError.invalid(["\(path): expected a list of joke objects"]) }
        let problems = ProblemList()
        var jokes: [NewJoke] = []
        for (index, element) in elements.enumerated() {
            guard case .object(let object) = element else {
                problems.add(Problem(file: path, documentID: "joke \(index + 1)", message: "expected an object, found \(element.kindDescription)"))
                continue
            }
            let reader = DocumentReader(file: path, documentID: "joke \(index + 1)", object: object, line: object.members.first?.line, problems: problems)
            jokes.append(NewJoke(character: reader.requiredString("character"), text: reader.requiredString("text"),
                                 type: reader.requiredString("type"), tags: reader.stringArray("tags"),
                                 sfw: reader.bool("sfw", default: true), source: reader.string("source", default: "submitted")))
        }
        guard problems.problems.isEmpty else { throw EditError.invalid(problems.problems.map(\.description)) }
        return jokes
    }

    /// Adds `jokes` (nothing when any is refused) and returns them with their ids.
    public func add(_ jokes: [NewJoke]) throws -> [Added] {
        try editor.locked {
            let catalogue = try editor.loadCatalogue()
            try refuseBadJokes(jokes, in: catalogue)
            var generator = SystemRandomNumberGenerator()
            var taken = Set(catalogue.jokesByID.keys)
            let added = jokes.map { joke -> Added in
                var id: String
                repeat { id = Self.makeID(using: &generator) } while !taken.insert(id).inserted
                return Added(id: id, joke: joke)
            }
            guard !dryRun else { return added }
            var file = try editor.readObject(CatalogueFiles.jokes)
            for joke in added { file.set(joke.id, document(joke.joke)) }
            try editor.write(file, to: CatalogueFiles.jokes)
            return added
        }
    }

    private func refuseBadJokes(_ jokes: [NewJoke], in catalogue: Catalogue) throws {
        var reasons: [String] = []
        var known: [String: String] = [:]
        if !force {
            for joke in catalogue.jokes { known[JokeTextNormalizer.normalize(joke.text)] = "existing joke \(joke.id)" }
        }
        for (index, joke) in jokes.enumerated() {
            let label = "new joke \(index + 1)"
            if catalogue.charactersByID[joke.character] == nil {
                reasons.append("\(label): unknown character \"\(joke.character)\" (known: \(catalogue.characters.map(\.id).joined(separator: ", ")))")
            }
            if !DocumentID.isSafe(joke.type) {
                reasons.append("\(label): \"\(joke.type)\" is not a usable type name: \(DocumentID.rule)")
            }
            let key = JokeTextNormalizer.normalize(joke.text)
            if key.isEmpty {
                reasons.append("\(label): the joke has no text")
            } else if let twin = known[key] {
                reasons.append("\(label): duplicate of \(twin) (same text once case, spaces and punctuation are ignored); --force adds it anyway")
            } else if !force {
                known[key] = label
            }
        }
        guard reasons.isEmpty else { throw EditError.invalid(reasons) }
    }

    private func document(_ joke: NewJoke) -> JSONValue {
        let zero = JSONValue.number(JSONNumber(0))
        return .object(JSONObject(members: [
            .init(key: "character", value: .string(joke.character), line: 0),
            .init(key: "text", value: .string(joke.text), line: 0),
            .init(key: "type", value: .string(joke.type), line: 0),
            .init(key: "tags", value: .array(joke.tags.map(JSONValue.string)), line: 0),
            .init(key: "sfw", value: .bool(joke.sfw), line: 0),
            .init(key: "source", value: .string(joke.source), line: 0),
            .init(key: "created_at", value: .string(timestamp), line: 0),
            .init(key: "updated_at", value: .string(timestamp), line: 0),
            .init(key: "likes", value: zero, line: 0),
            .init(key: "dislikes", value: zero, line: 0),
            .init(key: "rating_sum", value: zero, line: 0),
            .init(key: "rating_count", value: zero, line: 0),
            .init(key: "rating_avg", value: zero, line: 0),
            .init(key: "popularity_score", value: zero, line: 0),
        ]))
    }

    /// A Firestore auto-id: 20 characters of `[A-Za-z0-9]`.
    static func makeID(using generator: inout some RandomNumberGenerator) -> String {
        String((0..<idLength).map { _ in idAlphabet.randomElement(using: &generator)! })
    }
}
