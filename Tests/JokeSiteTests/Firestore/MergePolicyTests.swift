@testable import Firestore
import JokeSite
import Testing

/// The merge policy's whole table, without the emulator: typed values in, outcomes out.
struct MergePolicyTests {
    typealias Row = (base: JSONValue?, mine: JSONValue?, theirs: JSONValue?, shared: MergePolicy.FieldOutcome, app: MergePolicy.FieldOutcome)

    @Test func fields() {
        let (a, b, c) = (Self.text("a"), Self.text("b"), Self.text("c"))
        let rows: [Row] = [
            (a, a, a, .agree, .agree),
            (a, b, a, .takeMine, .takeMine),
            (a, a, b, .takeTheirs, .takeTheirs),
            (a, b, b, .agree, .agree),
            (a, b, c, .conflict, .takeTheirsOverMine),
            // Added or removed on one side.
            (nil, b, nil, .takeMine, .takeMine),
            (nil, nil, b, .takeTheirs, .takeTheirs),
            (a, nil, a, .takeMine, .takeMine),
            (a, a, nil, .takeTheirs, .takeTheirs),
            (a, nil, b, .conflict, .takeTheirsOverMine),
            (a, b, nil, .conflict, .takeTheirsOverMine),
            (a, nil, nil, .agree, .agree),
            // No base: what both have alike agrees, what they have differently is a conflict.
            (nil, b, b, .agree, .agree),
            (nil, b, c, .conflict, .takeTheirsOverMine),
            // Compared as Firestore stores them: one instant in two forms.
            (a, Self.instant("2026-01-01T00:00:00-05:00"), Self.instant("2026-01-01T05:00:00Z"), .agree, .agree),
        ]
        for row in rows {
            #expect(MergePolicy.field(base: row.base, mine: row.mine, theirs: row.theirs, owner: .shared) == row.shared, "\(row)")
            #expect(MergePolicy.field(base: row.base, mine: row.mine, theirs: row.theirs, owner: .app) == row.app, "\(row)")
        }
    }

    @Test func documents() {
        let (old, edited, other) = (Self.document(Self.text("a")), Self.document(Self.text("b")), Self.document(Self.text("c")))
        typealias DocumentRow = (base: JSONObject?, mine: JSONObject?, theirs: JSONObject?, shared: MergePolicy.DocumentOutcome,
                                 app: MergePolicy.DocumentOutcome)
        let rows: [DocumentRow] = [
            (nil, nil, nil, .delete, .delete),
            (old, nil, nil, .delete, .delete),
            (nil, edited, nil, .takeMine, .takeMine),
            (nil, nil, edited, .takeTheirs, .takeTheirs),
            (old, old, nil, .delete, .delete),
            (old, edited, nil, .conflict("changed in content/, deleted in Firestore"), .takeTheirsOverMine),
            (old, nil, old, .takeMine, .takeTheirs),
            (old, nil, edited, .conflict("deleted in content/, changed in Firestore"), .takeTheirs),
            (old, edited, other, .keepBoth, .keepBoth),
            (nil, edited, other, .keepBoth, .keepBoth),
        ]
        for row in rows {
            #expect(MergePolicy.document(base: row.base, mine: row.mine, theirs: row.theirs, owner: .shared) == row.shared, "\(row)")
            #expect(MergePolicy.document(base: row.base, mine: row.mine, theirs: row.theirs, owner: .app) == row.app, "\(row)")
        }
    }

    @Test func aConflictNamesDocumentFieldBothValuesAndWhyAndCutsInsideTheQuotes() {
        let conflict = SyncConflict(document: "jokes/J", field: "text", mine: .string("Mine? Mine."), theirs: .string(String(repeating: "long ", count: 30)),
                                    why: "both changed since the last sync")
        #expect(conflict.description.hasPrefix(#"jokes/J: text: content/ has "Mine? Mine.", Firestore has "long long"#))
        #expect(conflict.description.hasSuffix(#"long…" (both changed since the last sync)"#), "\(conflict.description)")
        #expect(SyncConflict(document: "jokes/J", field: nil, mine: nil, theirs: nil, why: "deleted in content/, changed in Firestore").description
            == "jokes/J: deleted in content/, changed in Firestore")
    }

    static func text(_ value: String) -> JSONValue { .object(JSONObject(members: [JSONObject.Member(key: "stringValue", value: .string(value))])) }
    static func instant(_ value: String) -> JSONValue {
        .object(JSONObject(members: [JSONObject.Member(key: "timestampValue", value: .string(value))]))
    }
    static func document(_ text: JSONValue) -> JSONObject { JSONObject(members: [JSONObject.Member(key: "text", value: text)]) }
}
