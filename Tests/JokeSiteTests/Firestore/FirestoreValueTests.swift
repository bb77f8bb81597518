@testable import Firestore
import JokeSite
import Testing

/// Typed values to catalogue JSON and back, without a server.
@Suite struct FirestoreValueTests {
    @Test func catalogueJSONSurvivesTheRoundTrip() throws {
        let text = """
            {"created_at": "2026-01-02T03:04:05Z", "empty_list": [], "empty_map": {}, "likes": 3, "name_at": "not a time",
             "nothing": null, "rating_avg": 2.0, "score": -0.125, "sfw": false, "tags": ["a", "b"], "nested": {"timestamp": "2026-01-02T03:04:05.5Z"}}
            """
        guard case .object(let document) = try JSONParser.parse(Array(text.utf8)) else { Issue.record("not an object"); return }
        let fields = FirestoreValue.encodeFields(document)
        let typed = JSONWriter.format(.object(fields))
        #expect(typed.contains(#""created_at": {\#n    "timestampValue": "2026-01-02T03:04:05Z""#))
        #expect(typed.contains(#""name_at": {\#n    "stringValue": "not a time""#))
        #expect(typed.contains(#""likes": {\#n    "integerValue": "3""#))
        #expect(typed.contains(#""rating_avg": {\#n    "doubleValue": 2.0"#))
        #expect(typed.contains(#""empty_list": {\#n    "arrayValue": {}"#))
        #expect(typed.contains(#""timestampValue": "2026-01-02T03:04:05.5Z""#))
        #expect(JSONWriter.format(.object(try FirestoreValue.decodeFields(fields))) == JSONWriter.format(.object(document)))
    }

    @Test func firestoreFormsBecomeTheCatalogues() throws {
        #expect(FirestoreValue.catalogueTimestamp("2026-01-02T03:04:05.000000Z") == "2026-01-02T03:04:05Z")
        #expect(FirestoreValue.catalogueTimestamp("2026-01-02T03:04:05.120Z") == "2026-01-02T03:04:05.12Z")
        let integer = try FirestoreValue.decode(try JSONParser.parse(Array(#"{"doubleValue": 3}"#.utf8)))
        #expect(JSONWriter.format(integer) == "3.0\n")
        #expect(throws: FirestoreValueError.self) { try FirestoreValue.decode(try JSONParser.parse(Array(#"{"doubleValue": "NaN"}"#.utf8))) }
        #expect(throws: FirestoreValueError.self) { try FirestoreValue.decode(try JSONParser.parse(Array(#"{"integerValue": "1.5"}"#.utf8))) }
    }
}
