import Firestore
import Foundation
import Testing
@testable import JokeSite

/// `check`'s Firestore rules against Firestore's own: each document is
/// written to the emulator as push encodes it, and `check` refuses exactly
/// those the emulator refuses. (Old weekly rankings: documents with no
/// required field, so only the rule under test can refuse one.)
@Suite(.enabled(if: FirestoreEmulator.isInstalled, FirestoreEmulator.notInstalled))
struct FirestoreLimitsEmulatorTests {
    struct Case: Sendable, CustomStringConvertible {
        var description: String
        var id = "2026-W47"
        var fields: String
        var refused: Bool
    }

    static func nested(maps: Int) -> String {
        (0..<maps).reduce("1") { inner, _ in #"{ "m": \#(inner) }"# }
    }

    static let largest = String(repeating: "a", count: FirestoreLimits.maximumValueBytes)
    static let half = String(repeating: "a", count: 524_300)

    static let cases = [
        Case(description: "a reserved id", id: "__week__", fields: #""n": 1"#, refused: true),
        Case(description: "__name__", fields: #""__name__": 1"#, refused: true),
        Case(description: "a reserved name in a map", fields: #""m": { "__x__": 1 }"#, refused: true),
        Case(description: "an empty name", fields: #""": 1"#, refused: true),
        Case(description: "an empty name in a map", fields: #""m": { "": 1 }"#, refused: true),
        Case(description: "a name of 1,501 bytes", fields: #""\#(String(repeating: "a", count: 1_501))": 1"#, refused: true),
        Case(description: "a name of 1,500 bytes", fields: #""\#(String(repeating: "a", count: 1_500))": 1"#, refused: false),
        Case(description: "an array in an array", fields: #""a": [1, [2]]"#, refused: true),
        Case(description: "an integer beyond int64", fields: #""n": 9223372036854775808"#, refused: true),
        Case(description: "int64's extremes", fields: #""n": 9223372036854775807, "m": -9223372036854775808"#, refused: false),
        Case(description: "21 maps deep", fields: #""d": \#(nested(maps: 21))"#, refused: true),
        Case(description: "20 maps deep", fields: #""d": \#(nested(maps: 20))"#, refused: false),
        Case(description: "the longest text", fields: #""t": "\#(largest)""#, refused: false),
        Case(description: "a text one byte longer", fields: #""t": "\#(largest)a""#, refused: true),
        Case(description: "a document over 1 MiB", fields: #""t": "\#(half)", "u": "\#(half)""#, refused: true),
    ]

    @Test(arguments: cases)
    func checkRefusesWhatTheEmulatorRefuses(_ test: Case) async throws {
        let emulator = try FirestoreEmulator.shared.get()
        guard case .object(let fields) = try JSONParser.parse(Array("{ \(test.fields) }".utf8)) else { throw EmulatorError("not an object") }
        let body = JSONWriter.format(.object(JSONObject(members: [.init(key: "fields", value: .object(FirestoreValue.encodeFields(fields)))])))
        let answer = try await emulator.request("PATCH", "/weekly_rankings/\(test.id)", project: FirestoreEmulator.newProject(), body: body)
        #expect((answer.status == 400) == test.refused, "the emulator: \(answer.status) \(answer.body.prefix(200))")
        let site = try InlineSite(files: ["content/weekly_rankings.json": "{\n\"\(test.id)\": { \(test.fields) }\n}\n"])
        let problems = site.problems()
        #expect(problems.isEmpty != test.refused, "check: \(problems.map { String($0.description.prefix(200)) })")
    }
}
