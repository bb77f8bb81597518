import Foundation
import JokeSite
import Testing

/// `push --force` settles a conflict content/'s way without making a
/// document Firestore did not have out of a field mask.
@Suite(.enabled(if: FirestoreEmulator.isInstalled, FirestoreEmulator.notInstalled))
struct ForcePushTests {
    /// The finding "push --force on a joke the app deleted writes a joke holding only text".
    @Test func forceWritesTheWholeDocumentWhereFirestoreHasNone() async throws {
        let site = try FirestoreSite(emulator: try FirestoreEmulator.shared.get())
        try site.edit("jokes.json", "deleted-there") { $0 = jokeFields("Why deleted? Because.") }
        try site.succeeds("push", ["--yes"])
        try await site.firestoreDelete("jokes/deleted-there")
        try site.edit("jokes.json", "deleted-there") { $0["text"] = .string("Why kept? Because.") }
        let refused = try site.run("push", ["--yes"])
        #expect(refused.status == 1, "\(refused.output)\(refused.errors)")

        try site.succeeds("push", ["--yes", "--force"])
        let document = try #require(try await site.firestoreDocument("jokes/deleted-there"))
        for field in [#""text": {"#, #""character": {"#, #""type": {"#, #""created_at": {"#] {
            #expect(document.contains(field), "\(field) in \(document)")
        }
        #expect(document.contains("Why kept? Because."))
        let pull = try site.run("pull")
        #expect(pull.status == 4, "\(pull.output)\(pull.errors)")
    }
}
