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
    public var line: Int? {
        get { box.fields.line == 0 ? nil : Int(box.fields.line) - 1 }
        set { change(\.line, to: Fields.stored(line: newValue)) }
    }
    /// `duplicate_of`: the joke whose text this one repeats on purpose
    /// (`add --force` records it); such a duplicate passes validation.
    public var duplicateOf: String? { get { box.fields.lineage?.duplicateOf } set { change(\.lineage, to: lineage(duplicateOf: newValue)) } }
    /// `previous_ids`: the ids the joke had before a migration; each old
    /// page sends the visitor on to the joke's page (see `OldAddresses`).
    public var previousIDs: [String] { get { box.fields.lineage?.previousIDs ?? [] } set { change(\.lineage, to: lineage(previousIDs: newValue)) } }
    /// `migrated_from`: the one old id the app's migration script
    /// (`scripts/migrate-joke-ids.js`) records; an old address like `previousIDs`.
    public var migratedFrom: String? { get { box.fields.lineage?.migratedFrom } set { change(\.lineage, to: lineage(migratedFrom: newValue)) } }
    /// Lines of `linedFields`, which validation names in its problems.
    public var fieldLines: FieldLines { get { box.fields.fieldLines } set { change(\.fieldLines, to: newValue) } }
    /// What the duplicate rule compares of `text`.
    public var textKey: JokeTextKey { box.textKey }
    /// The hash of the document the joke was read from, when the load knows
    /// it (`MemoizedDocuments`): a joke is made of its document's bytes
    /// alone, so the hash stands for every field. Nil once a field changes.
    var document: ContentHash? { box.document == .zero ? nil : box.document }

    static let linedFields = ["character", "text", "type", "tags"]

    init(id: String, character: String, text: String, type: String, tags: [String], sfw: Bool, source: String,
         createdAt: Date?, updatedAt: Date?, likes: Int, dislikes: Int, ratingSum: Int, ratingCount: Int,
         ratingAvg: Double, popularityScore: Double, line: Int?, duplicateOf: String? = nil, previousIDs: [String] = [],
         migratedFrom: String? = nil, fieldLines: FieldLines = FieldLines(), textKey: JokeTextKey? = nil,
         document: ContentHash? = nil) {
        box = Box(Fields(id: id, character: character, text: text, type: type, source: source, tags: SharedTagLists.shared(tags),
                         likes: likes, dislikes: dislikes, ratingSum: ratingSum, ratingCount: ratingCount, ratingAvg: ratingAvg,
                         popularityScore: popularityScore,
                         lineage: Lineage.of(duplicateOf: duplicateOf, previousIDs: previousIDs, migratedFrom: migratedFrom),
                         createdAt: createdAt, sfw: sfw, fieldLines: fieldLines, updatedAt: updatedAt, line: Fields.stored(line: line)),
                  textKey: textKey ?? JokeTextKey(text), document: document ?? .zero)
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
        box = Box(fields, textKey: fields.text == box.fields.text ? box.textKey : JokeTextKey(fields.text), document: .zero)
    }

    private func lineage(duplicateOf: String?? = nil, previousIDs: [String]? = nil, migratedFrom: String?? = nil) -> Lineage? {
        Lineage.of(duplicateOf: duplicateOf ?? self.duplicateOf, previousIDs: previousIDs ?? self.previousIDs,
                   migratedFrom: migratedFrom ?? self.migratedFrom)
    }

    /// A million jokes are held at once: the fields are laid out with no
    /// padding to spare, and the few a joke rarely has share one box.
    private final class Box: Sendable {
        let fields: Fields
        let textKey: JokeTextKey
        /// `.zero` when not known.
        let document: ContentHash

        init(_ fields: Fields, textKey: JokeTextKey, document: ContentHash) {
            self.fields = fields
            self.textKey = textKey
            self.document = document
        }
    }

    /// In this order so that what follows each optional date fits in the
    /// padding after its tag byte.
    private struct Fields: Sendable, Equatable {
        var id, character, text, type, source: String
        var tags: [String]
        var likes, dislikes, ratingSum, ratingCount: Int
        var ratingAvg, popularityScore: Double
        var lineage: Lineage?
        var createdAt: Date?
        var sfw: Bool
        var fieldLines: FieldLines
        var updatedAt: Date?
        /// The line plus one; 0 when not known.
        var line: UInt32

        static func stored(line: Int?) -> UInt32 {
            line.map { UInt32(clamping: $0 + 1) } ?? 0
        }
    }

    /// Where a joke came from, when it says (`duplicate_of`, `previous_ids`, `migrated_from`).
    private final class Lineage: Sendable, Equatable {
        let duplicateOf: String?
        let previousIDs: [String]
        let migratedFrom: String?

        private init(duplicateOf: String?, previousIDs: [String], migratedFrom: String?) {
            self.duplicateOf = duplicateOf
            self.previousIDs = previousIDs
            self.migratedFrom = migratedFrom
        }

        /// Nil when the joke says none of them.
        static func of(duplicateOf: String?, previousIDs: [String], migratedFrom: String?) -> Lineage? {
            guard duplicateOf != nil || !previousIDs.isEmpty || migratedFrom != nil else { return nil }
            return Lineage(duplicateOf: duplicateOf, previousIDs: previousIDs, migratedFrom: migratedFrom)
        }

        static func == (a: Lineage, b: Lineage) -> Bool {
            a.duplicateOf == b.duplicateOf && a.previousIDs == b.previousIDs && a.migratedFrom == b.migratedFrom
        }
    }
}
