import Foundation
import Testing

/// `pull --format github`, which the workflow runs: each conflict is also a
/// warning annotation of the run, naming the document and the field, so a
/// conflict that does not stop the day's site is still seen.
@Suite(.enabled(if: FirestoreEmulator.isInstalled, FirestoreEmulator.notInstalled))
struct PullAnnotationTests {
    @Test func aConflictIsAWarningAnnotationNamingDocumentAndField() async throws {
        let site = try FirestoreSite(emulator: try FirestoreEmulator.shared.get())
        try site.succeeds("push", ["--yes"])
        let jokeID = try site.firstID("jokes.json")
        try site.edit("jokes.json", jokeID) { $0["text"] = .string("Mine? Mine.") }
        try await site.firestoreSet("jokes/\(jokeID)", #"{"text": {"stringValue": "Theirs? Theirs."}}"#)

        let pull = try site.run("pull", ["--format", "github"])
        #expect(pull.status == 1, "\(pull.output)\(pull.errors)")
        let annotations = pull.output.split(separator: "\n").filter { $0.hasPrefix("::warning title=Firestore conflict::") }
        #expect(annotations.count == 1, "\(pull.output)")
        #expect(annotations.first?.contains("::jokes/\(jokeID): text: ") == true, "\(pull.output)")
        #expect(try site.read("jokes.json").contains("Mine? Mine."), "content/ keeps its side")
    }
}
