import Foundation
import Firestore
@testable import JokeSite

/// A content folder and a Firestore project on an emulator: `pull` and
/// `push` run against them as a user would run them.
struct FirestoreSite {
    let emulator: FirestoreEmulator
    let project: String
    let folder: TemporaryFolder
    var content: URL { folder.url.appendingPathComponent("content") }

    /// `content`: a copy of that folder (the sample's by default), or an
    /// empty catalogue holding only the site's own files: all but the
    /// collections Firestore holds and the last sync's base (site.json,
    /// pages, the avatars `characters.json` names, the app's icon).
    init(emulator: FirestoreEmulator, project: String = FirestoreEmulator.newProject(), copying source: URL? = nil,
         onlySiteFiles: Bool = false) throws {
        self.emulator = emulator
        self.project = project
        folder = try TemporaryFolder(prefix: "jokesite-firestore")
        let sample = source ?? FixtureSite.projectRoot.appendingPathComponent("content")
        if onlySiteFiles {
            try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
            let synced: Set = [CatalogueFiles.jokes, CatalogueFiles.characters, CatalogueFiles.dailyJokes, CatalogueFiles.ratingEvents,
                               CatalogueFiles.rankings, SyncBase.file]
            for name in try FileManager.default.contentsOfDirectory(atPath: sample.path) where !name.hasPrefix(".") && !synced.contains(name) {
                try FileManager.default.copyItem(at: sample.appendingPathComponent(name), to: content.appendingPathComponent(name))
            }
        } else {
            try FileManager.default.copyItem(at: sample, to: content)
        }
    }

    /// A second folder on the same project.
    func sibling(onlySiteFiles: Bool = true) throws -> FirestoreSite {
        try FirestoreSite(emulator: emulator, project: project, copying: content, onlySiteFiles: onlySiteFiles)
    }

    /// Patient by default: an emulator's first queries are slow on a busy machine.
    func run(_ command: String, _ arguments: [String] = [], host: String? = nil) throws -> JokeSiteProcess.Result {
        let timeout = arguments.contains("--timeout") ? [] : ["--timeout", "300"]
        return try JokeSiteProcess.run([command, "--content", content.path, "--project", project] + timeout + arguments,
                                       environment: ["FIRESTORE_EMULATOR_HOST": host ?? emulator.host])
    }

    /// Every file of the content folder with its bytes.
    func snapshot() throws -> [String: Data] {
        try FolderSnapshot.files(of: content).filter { $0.key != ".jokesite.lock" }
    }

    func read(_ name: String) throws -> String {
        try String(contentsOf: content.appendingPathComponent(name), encoding: .utf8)
    }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: content.appendingPathComponent(name))
    }
}
