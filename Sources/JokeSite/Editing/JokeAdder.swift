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
        /// With `--force`, the joke whose text this one repeats.
        public var duplicateOf: String?
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

    /// The defaults of `add`'s options, for fields a file leaves out.
    public static let defaultType = "dad_joke"
    public static let defaultSource = "submitted"

    /// Reads new jokes from a JSON file holding a list of joke objects, or
    /// an object mapping ids to them (the shape of `jokes.json`, whose ids
    /// are then ignored: `add` makes its own). Fields are the options'
    /// (`character`, `text`, `type`, `tags`, `sfw`, `source`) with the
    /// same defaults; any other field is an error naming the one it
    /// resembles.
    public static func jokes(fromFile path: String) throws -> [NewJoke] {
        guard let data = FileManager.default.contents(atPath: path) else { throw EditError.io(path: path, message: "cannot be read") }
        let value: JSONValue
        do {
            value = try JSONParser.parse(Array(data))
        } catch {
            throw EditError.invalid(["\(path):\(error.line):\(error.column): malformed JSON: \(error.message)"])
        }
        let problems = ProblemList()
        let elements: [(label: String, line: Int?, value: JSONValue)]
        switch value {
        case .array(let list): elements = list.enumerated().map { ("joke \($0.offset + 1)", nil, $0.element) }
        case .object(let collection):
            elements = collection.members.map { ($0.key, $0.line, $0.value) }
            DocumentReader(file: path, documentID: nil, object: collection, line: 1, problems: problems).reportFieldsNamedTwice()
        default: throw EditError.invalid(["\(path): expected a list of joke objects, or an object of them by id as in jokes.json"])
        }
        var jokes: [NewJoke] = []
        for element in elements {
            guard case .object(let object) = element.value else {
                problems.add(Problem(file: path, line: element.line, documentID: element.label,
                                     message: "expected an object, found \(element.value.kindDescription)"))
                continue
            }
            let reader = DocumentReader(file: path, documentID: element.label, object: object, line: element.line ?? object.members.first?.line,
                                        problems: problems)
            reader.reportFieldsNamedTwice()
            for member in object.members where !KnownFields.newJoke.contains(member.key) {
                let message = KnownFields.joke.contains(member.key)
                    ? "\"\(member.key)\" is set by jokesite add, not read from its input; remove it"
                    : KnownFields.unknownFieldMessage(member.key, known: KnownFields.newJoke)
                problems.add(Problem(file: path, line: member.line, documentID: element.label, field: member.key, message: message))
            }
            jokes.append(NewJoke(character: reader.requiredString("character"), text: reader.requiredString("text"),
                                 type: reader.string("type", default: defaultType), tags: reader.stringArray("tags"),
                                 sfw: reader.bool("sfw", default: true), source: reader.string("source", default: defaultSource)))
        }
        guard problems.problems.isEmpty else { throw EditError.invalid(problems.problems.map(\.description)) }
        return jokes
    }

    /// Adds `jokes` (nothing when any is refused) and returns them with their ids.
    public func add(_ jokes: [NewJoke]) throws -> [Added] {
        try editor.locked {
            let catalogue = try editor.loadCatalogue()
            let twins = try refuseBadJokes(jokes, in: catalogue)
            var generator = SystemRandomNumberGenerator()
            var taken = Set(catalogue.jokes.lazy.map(\.id))
            var added = jokes.map { joke -> Added in
                var id: String
                repeat { id = Self.makeID(using: &generator) } while !taken.insert(id).inserted
                return Added(id: id, joke: joke)
            }
            for index in added.indices {
                switch twins[index] {
                case .existing(let id): added[index].duplicateOf = id
                case .new(let other): added[index].duplicateOf = added[other].id
                case nil: break
                }
            }
            var file = try editor.readObject(CatalogueFiles.jokes)
            for joke in added { file.set(joke.id, document(joke)) }
            // A dry run is checked as the real add is: it says "would add" only for what would be added.
            try editor.writeChecked(file, to: CatalogueFiles.jokes, dryRun: dryRun)
            return added
        }
    }

    /// The joke a new joke's text repeats.
    private enum Twin {
        case existing(String)
        case new(Int)
    }

    /// Refuses unknown characters, bad types, empty text and, without
    /// `force`, duplicates. Returns each duplicate's twin by index: with
    /// `force` it is recorded as `duplicate_of`, so `check` accepts it.
    private func refuseBadJokes(_ jokes: [NewJoke], in catalogue: Catalogue) throws -> [Int: Twin] {
        var reasons: [String] = []
        var known: [JokeTextKey: Twin] = [:]
        // The originals, not their recorded duplicates, are the ones to name.
        for joke in catalogue.jokes where joke.duplicateOf == nil {
            known[joke.textKey] = known[joke.textKey] ?? .existing(joke.id)
        }
        var twins: [Int: Twin] = [:]
        for (index, joke) in jokes.enumerated() {
            let label = "new joke \(index + 1)"
            if catalogue.charactersByID[joke.character] == nil {
                reasons.append("\(label): unknown character \"\(joke.character)\" (known: \(catalogue.characters.map(\.id).joined(separator: ", ")))")
            }
            if !DocumentID.isSafe(joke.type) {
                reasons.append("\(label): \"\(joke.type)\" is not a usable type name: \(DocumentID.rule)")
            }
            let key = JokeTextKey(joke.text)
            if key.isEmpty {
                // The words of `check` (CatalogueLoader, CatalogueValidator).
                reasons.append("\(label): the joke has no \(joke.text.trimmingWhitespace().isEmpty ? "text" : "letters or digits")")
            } else if let twin = known[key] {
                twins[index] = twin
                if !force {
                    let name = switch twin { case .existing(let id): "existing joke \(id)"; case .new(let other): "new joke \(other + 1)" }
                    reasons.append("\(label): duplicate of \(name) (same text once case, spaces and punctuation are ignored); "
                                   + "--force adds it anyway, recording duplicate_of")
                }
            } else {
                known[key] = .new(index)
            }
        }
        guard reasons.isEmpty else { throw EditError.invalid(reasons) }
        return twins
    }

    private func document(_ added: Added) -> JSONValue {
        let joke = added.joke
        let zero = JSONValue.number(JSONNumber(0))
        let duplicate = added.duplicateOf.map { [JSONObject.Member(key: "duplicate_of", value: .string($0), line: 0)] } ?? []
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
        ] + duplicate))
    }

    /// A Firestore auto-id: 20 characters of `[A-Za-z0-9]`.
    static func makeID(using generator: inout some RandomNumberGenerator) -> String {
        String((0..<idLength).map { _ in idAlphabet.randomElement(using: &generator)! })
    }
}
