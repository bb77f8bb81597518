import Foundation
import TemplateEngine

/// A document of `jokes.json`.
///
/// Its fields live in one shared box: a joke is copied into many lists
/// (sorted, by id, by character, by tag, into pages' values), and copying
/// a box costs one retain where copying the fields cost one per string and
/// array. Changing a field (rare: `serve`'s text edits) makes a new box.
public struct Joke: Sendable, Equatable, Identifiable {
    private var box: Box

    public var id: String { get { box.fields.id } set { change(\.id, to: newValue) } }
    public var character: String { get { box.fields.character } set { change(\.character, to: newValue) } }
    /// Plain text holding setup and punchline; see `JokeSplitter`.
    public var text: String { get { box.fields.text } set { change(\.text, to: newValue) } }
    public var type: String { get { box.fields.type } set { change(\.type, to: newValue) } }
    public var tags: [String] { get { box.fields.tags } set { change(\.tags, to: newValue) } }
    public var sfw: Bool { get { box.fields.sfw } set { change(\.sfw, to: newValue) } }
    public var source: String { get { box.fields.source } set { change(\.source, to: newValue) } }
    public var createdAt: Date? { get { box.fields.createdAt } set { change(\.createdAt, to: newValue) } }
    public var updatedAt: Date? { get { box.fields.updatedAt } set { change(\.updatedAt, to: newValue) } }
    public var likes: Int { get { box.fields.likes } set { change(\.likes, to: newValue) } }
    public var dislikes: Int { get { box.fields.dislikes } set { change(\.dislikes, to: newValue) } }
    public var ratingSum: Int { get { box.fields.ratingSum } set { change(\.ratingSum, to: newValue) } }
    public var ratingCount: Int { get { box.fields.ratingCount } set { change(\.ratingCount, to: newValue) } }
    public var ratingAvg: Double { get { box.fields.ratingAvg } set { change(\.ratingAvg, to: newValue) } }
    public var popularityScore: Double { get { box.fields.popularityScore } set { change(\.popularityScore, to: newValue) } }
    public var line: Int? { get { box.fields.line } set { change(\.line, to: newValue) } }
    /// `duplicate_of`: the joke whose text this one repeats on purpose
    /// (`add --force` records it); such a duplicate passes validation.
    public var duplicateOf: String? { get { box.fields.duplicateOf } set { change(\.duplicateOf, to: newValue) } }
    /// `previous_ids`: the ids the joke had before a migration; each old
    /// page sends the visitor on to the joke's page (see `OldAddresses`).
    public var previousIDs: [String] { get { box.fields.previousIDs } set { change(\.previousIDs, to: newValue) } }
    /// `migrated_from`: the one old id the app's migration script
    /// (`scripts/migrate-joke-ids.js`) records; an old address like `previousIDs`.
    public var migratedFrom: String? { get { box.fields.migratedFrom } set { change(\.migratedFrom, to: newValue) } }
    /// Lines of `linedFields`, which validation names in its problems.
    public var fieldLines: FieldLines { get { box.fields.fieldLines } set { change(\.fieldLines, to: newValue) } }
    /// What the duplicate rule compares of `text`.
    public var textKey: JokeTextKey { box.textKey }
    /// The hash of the document the joke was read from, when the load knows
    /// it (`MemoizedDocuments`): a joke is made of its document's bytes
    /// alone, so the hash stands for every field. Nil once a field changes.
    var document: ContentHash? { box.document }

    static let linedFields = ["character", "text", "type", "tags"]

    init(id: String, character: String, text: String, type: String, tags: [String], sfw: Bool, source: String,
         createdAt: Date?, updatedAt: Date?, likes: Int, dislikes: Int, ratingSum: Int, ratingCount: Int,
         ratingAvg: Double, popularityScore: Double, line: Int?, duplicateOf: String? = nil, previousIDs: [String] = [],
         migratedFrom: String? = nil, fieldLines: FieldLines = FieldLines(), textKey: JokeTextKey? = nil,
         document: ContentHash? = nil) {
        box = Box(Fields(id: id, character: character, text: text, type: type, tags: tags, sfw: sfw, source: source,
                         createdAt: createdAt, updatedAt: updatedAt, likes: likes, dislikes: dislikes, ratingSum: ratingSum,
                         ratingCount: ratingCount, ratingAvg: ratingAvg, popularityScore: popularityScore, line: line,
                         duplicateOf: duplicateOf, previousIDs: previousIDs, migratedFrom: migratedFrom, fieldLines: fieldLines),
                  textKey: textKey ?? JokeTextKey(text), document: document)
    }

    /// The joke as read from the document whose bytes hash to `document`.
    func read(from document: ContentHash) -> Joke {
        var joke = self
        joke.box = Box(box.fields, textKey: box.textKey, document: document)
        return joke
    }

    /// The line of `field`, or of the document for another field.
    public func line(of field: String) -> Int? {
        fieldLines.line(ofSlot: Self.linedFields.firstIndex(of: field), documentLine: line)
    }

    public static func == (a: Joke, b: Joke) -> Bool {
        a.box === b.box || a.box.fields == b.box.fields
    }

    private mutating func change<Value>(_ field: WritableKeyPath<Fields, Value>, to value: Value) {
        var fields = box.fields
        fields[keyPath: field] = value
        box = Box(fields, textKey: fields.text == box.fields.text ? box.textKey : JokeTextKey(fields.text), document: nil)
    }

    private final class Box: Sendable {
        let fields: Fields
        let textKey: JokeTextKey
        let document: ContentHash?

        init(_ fields: Fields, textKey: JokeTextKey, document: ContentHash?) {
            self.fields = fields
            self.textKey = textKey
            self.document = document
        }
    }

    private struct Fields: Sendable, Equatable {
        var id: String
        var character: String
        var text: String
        var type: String
        var tags: [String]
        var sfw: Bool
        var source: String
        var createdAt: Date?
        var updatedAt: Date?
        var likes: Int
        var dislikes: Int
        var ratingSum: Int
        var ratingCount: Int
        var ratingAvg: Double
        var popularityScore: Double
        var line: Int?
        var duplicateOf: String?
        var previousIDs: [String]
        var migratedFrom: String?
        var fieldLines: FieldLines
    }
}
