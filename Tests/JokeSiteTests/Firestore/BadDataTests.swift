import Foundation
import Testing

/// What Firestore holds would make a catalogue `check` rejects: `pull`
/// names every problem by its Firestore document and writes nothing.
@Suite(.enabled(if: FirestoreEmulator.isInstalled, FirestoreEmulator.notInstalled))
struct BadDataTests {
    @Test func everyProblemNamedByItsDocumentAndContentUntouched() async throws {
        let emulator = try FirestoreEmulator.shared.get()
        let site = try FirestoreSite(emulator: emulator)
        #expect(try site.run("push", ["--events", "--rankings", "--yes"]).status == 0)
        let jokeID = try #require(try site.read("jokes.json").firstMatch(of: /\n  "([^"]+)": \{/)).1
        let eventID = try #require(try site.read("rating_events.json").firstMatch(of: /\n  "([^"]+)": \{/)).1
        let writes: [(String, String)] = [
            ("/jokes/\(jokeID)?updateMask.fieldPaths=character", #"{"fields": {"character": {"stringValue": "mr_nobody"}}}"#),
            ("/jokes/\(jokeID)X?", #"{"fields": {"character": {"stringValue": "mr_funny"}, "type": {"stringValue": "dad_joke"}, "sfw": {"booleanValue": true}, "source": {"stringValue": "original"}, "tags": {"arrayValue": {}}, "text": {"stringValue": "Bell\u0007 rings"}}}"#),
            ("/rating_events/\(eventID)?updateMask.fieldPaths=rating", #"{"fields": {"rating": {"integerValue": "9"}}}"#),
            ("/daily_jokes/tomorrow?", #"{"fields": {"joke_id": {"stringValue": "\#(jokeID)"}}}"#),
        ]
        for (path, body) in writes {
            let answer = try await emulator.request("PATCH", path, project: site.project, body: body)
            #expect(answer.status == 200, "\(answer.body)")
        }
        let before = try site.snapshot()
        let pull = try site.run("pull", ["--events", "--full"])
        #expect(pull.status == 1, "\(pull.output)")
        let root = "projects/\(site.project)/databases/(default)/documents"
        for document in ["jokes/\(jokeID): character", "jokes/\(jokeID)X: text", "rating_events/\(eventID): rating", "daily_jokes/tomorrow"] {
            #expect(pull.errors.contains("\(root)/\(document)"), "\(document) in \(pull.errors)")
        }
        #expect(pull.errors.contains("nothing was changed"))
        #expect(try site.snapshot() == before)
    }
}

@Suite(.enabled(if: FirestoreEmulator.isInstalled, FirestoreEmulator.notInstalled))
struct EmptyProjectTests {
    /// A project with nothing in it (most likely a wrong --project) never empties content/.
    @Test func anEmptyProjectEmptiesNothing() throws {
        let site = try FirestoreSite(emulator: try FirestoreEmulator.shared.get())
        let before = try site.snapshot()
        let pull = try site.run("pull")
        #expect(pull.status == 1)
        #expect(pull.errors.contains("projects/\(site.project)/databases/(default)/documents/characters has no documents, but "
            + "\(site.content.path)/characters.json has 5: is the project right? (nothing was pulled)"), "\(pull.errors)")
        #expect(try site.snapshot() == before)
    }
}
