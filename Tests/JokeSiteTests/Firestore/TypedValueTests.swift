import Foundation
import Testing

/// A joke written through REST with every value type Firestore has, as
/// another client would write it, comes back as the right JSON.
@Suite(.enabled(if: FirestoreEmulator.isInstalled, FirestoreEmulator.notInstalled))
struct TypedValueTests {
    @Test func everyValueTypeComesBackAsTheRightJSON() async throws {
        let emulator = try FirestoreEmulator.shared.get()
        let site = try FirestoreSite(emulator: emulator)
        #expect(try site.run("push", ["--yes"]).status == 0)
        let name = "projects/\(site.project)/databases/(default)/documents/jokes/typed"
        let written = try await emulator.request("PATCH", "/jokes/typed", project: site.project, body: """
            {"fields": {
              "character": {"stringValue": "mr_funny"},
              "text": {"stringValue": "Why typed? Because."},
              "type": {"stringValue": "dad_joke"},
              "tags": {"arrayValue": {"values": [{"stringValue": "puns"}]}},
              "sfw": {"booleanValue": true},
              "source": {"stringValue": "original"},
              "likes": {"integerValue": "9007199254740993"},
              "rating_avg": {"doubleValue": 4.0},
              "popularity_score": {"doubleValue": 0.1},
              "created_at": {"timestampValue": "2025-01-02T03:04:05.123456789Z"},
              "updated_at": {"timestampValue": "2025-01-02T03:04:05.000Z"},
              "x_null": {"nullValue": null},
              "x_empty_array": {"arrayValue": {}},
              "x_empty_map": {"mapValue": {}},
              "x_reference": {"referenceValue": "\(name)"},
              "x_bytes": {"bytesValue": "AAE="},
              "x_geo": {"geoPointValue": {"latitude": 51.5, "longitude": -0.125}},
              "x_nested": {"mapValue": {"fields": {"list": {"arrayValue": {"values": [{"integerValue": "-3"}, {"booleanValue": false}]}}}}}
            }}
            """)
        #expect(written.status == 200, "\(written.body)")

        let pull = try site.run("pull")
        #expect(pull.status == 0, "\(pull.errors)")
        #expect(pull.output.contains("jokes.json: 1 added, 0 changed, 0 removed"), "\(pull.output)")
        let jokes = try site.read("jokes.json")
        // Firestore keeps microseconds: the nanoseconds written are cut.
        #expect(jokes.contains("""
              "typed": {
                "character": "mr_funny",
                "created_at": "2025-01-02T03:04:05.123456Z",
                "likes": 9007199254740993,
                "popularity_score": 0.1,
                "rating_avg": 4.0,
                "sfw": true,
                "source": "original",
                "tags": [
                  "puns"
                ],
                "text": "Why typed? Because.",
                "type": "dad_joke",
                "updated_at": "2025-01-02T03:04:05Z",
                "x_bytes": "AAE=",
                "x_empty_array": [],
                "x_empty_map": {},
                "x_geo": {
                  "latitude": 51.5,
                  "longitude": -0.125
                },
                "x_nested": {
                  "list": [
                    -3,
                    false
                  ]
                },
                "x_null": null,
                "x_reference": "jokes/typed"
              }
            """), "\(jokes)")

        // Pushing it back writes nothing: Firestore still holds what content/ does.
        let push = try site.run("push", ["--yes"])
        #expect(push.status == 4, "\(push.output)")
    }
}
