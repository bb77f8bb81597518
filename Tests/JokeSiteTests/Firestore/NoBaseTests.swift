import Foundation
import JokeSite
import Testing

/// A catalogue without a sync base for the project (a first pull, or the
/// base file lost) is not an empty side: what one side alone has is kept.
@Suite(.enabled(if: FirestoreEmulator.isInstalled, FirestoreEmulator.notInstalled))
struct NoBaseTests {
    /// The finding "a pull with no sync base drops what only content/ has",
    /// for a deleted base file and for one emptied to `{}`.
    @Test(arguments: [nil, "{}"])
    func aPullWithoutABaseLosesNeitherAnEditNorANewJoke(baseFile: String?) async throws {
        let site = try FirestoreSite(emulator: try FirestoreEmulator.shared.get())
        try site.succeeds("push", ["--yes"])
        let editedID = try site.firstID("jokes.json")
        try site.edit("jokes.json", editedID) { $0["text"] = .string("Edited? Edited.") }
        let added = try JokeSiteProcess.run(["add", "--content", site.content.path, "--character", "mr_sad", "--text", "Why new? Because."])
        #expect(added.status == 0, "\(added.errors)")
        let addedID = String(try #require(added.output.firstMatch(of: /added (\S+) \(/)).1)
        // The app likes another joke meanwhile: taken, as Firestore has it.
        let likedID = try #require(try site.read("jokes.json").matches(of: /\n  "([^"]+)": \{/).map { String($0.1) }.first { $0 != editedID && $0 != addedID })
        try await site.firestoreSet("jokes/\(likedID)", #"{"likes": {"integerValue": "41"}}"#)
        let basePath = site.content.appendingPathComponent("firestore-sync.json")
        if let baseFile { try site.write("firestore-sync.json", baseFile) } else { try FileManager.default.removeItem(at: basePath) }

        let pull = try site.run("pull")
        #expect(pull.status == 1, "\(pull.output)\(pull.errors)")
        #expect(pull.output.contains("no sync base for this database"), "\(pull.output)")
        #expect(pull.errors.contains("jokes/\(editedID): text: content/ has \"Edited? Edited.\", Firestore has \""), "\(pull.errors)")
        #expect(pull.output.contains("waiting to be pushed (jokesite push):"), "\(pull.output)")
        #expect(pull.output.contains("  jokes/\(addedID) (new)"), "\(pull.output)")
        let jokes = try site.read("jokes.json")
        #expect(jokes.contains("Edited? Edited.") && jokes.contains("Why new? Because."))
        #expect(jokes.contains(#""likes": 41"#))
        #expect(try JokeSiteProcess.run(["check", "--content", site.content.path]).status == 0)

        // Settled content/'s way, the joke and the edit reach Firestore.
        try site.succeeds("push", ["--yes", "--force"])
        #expect(try await site.firestoreDocument("jokes/\(editedID)")?.contains("Edited? Edited.") == true)
        #expect(try await site.firestoreDocument("jokes/\(addedID)")?.contains("Why new? Because.") == true)
        let settled = try site.run("pull")
        #expect(settled.status == 4, "\(settled.output)\(settled.errors)")
    }

    /// The finding "push before any pull is not refused": a second copy of
    /// the catalogue without a base must pull before it pushes.
    @Test func aPushWithoutABaseIsRefusedUnlessFirestoreHoldsNoneOfItsDocuments() async throws {
        let first = try FirestoreSite(emulator: try FirestoreEmulator.shared.get())
        // An empty project: nothing to overwrite, so the first push goes.
        try first.succeeds("push", ["--yes"])
        let second = try FirestoreSite(emulator: first.emulator, project: first.project)
        try second.edit("jokes.json", "second-copys-joke") { $0 = jokeFields("Why second? Because.") }

        let refused = try second.run("push", ["--yes"])
        #expect(refused.status == 1, "\(refused.output)\(refused.errors)")
        #expect(refused.errors.contains("has no sync base for projects/\(second.project)/databases/(default), and Firestore already holds"),
                "\(refused.errors)")
        #expect(refused.errors.contains("pull first"), "\(refused.errors)")
        #expect(try await second.firestoreDocument("jokes/second-copys-joke") == nil)

        let pull = try second.run("pull")
        #expect(pull.status == 0, "\(pull.output)\(pull.errors)")
        #expect(pull.output.contains("  jokes/second-copys-joke (new)"), "\(pull.output)")
        let push = try second.run("push", ["--yes"])
        #expect(push.status == 0, "\(push.output)\(push.errors)")
        #expect(push.output.contains("  jokes        1 to create, 0 to update\n"), "\(push.output)")
        #expect(try await second.firestoreDocument("jokes/second-copys-joke") != nil)
    }
}
