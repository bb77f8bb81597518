import Foundation
import JokeSite

/// `jokesite pull`: Firestore's collections into `content/`. Everything is
/// read before anything is written, and written only through the checked
/// writer, so a failed request or bad data leaves `content/` as it was.
public struct CataloguePull: Sendable {
    public struct Options: Sendable {
        /// Pull `rating_events` too (billed per document).
        public var events = false
        /// Read every event, not only those from a day before the newest stored.
        public var full = false
        public var dryRun = false
        public var pageSize = 1000

        public init() {}
    }

    /// One collection's line of the report.
    public struct CollectionReport: Sendable {
        public var collection: String
        public var file: String
        public var reads: Int
        /// "from 2026-11-20T10:00:00Z, …" for an incremental read.
        public var scope: String?
        public var changes: CollectionChanges
    }

    public let client: FirestoreClient
    public let editor: CatalogueEditor
    /// Collections a pull never empties in `content/`.
    static let neverEmptied = [CatalogueCollections.characters, CatalogueCollections.jokes]

    public init(client: FirestoreClient, contentDirectory: String) {
        self.client = client
        editor = CatalogueEditor(contentDirectory: contentDirectory)
    }

    /// Reads, compares and (unless a dry run) writes the changed files.
    /// Throws `FirestoreError` for a failed request and `EditError` for bad
    /// data (each problem named by its Firestore document) or a failed write.
    public func run(_ options: Options) async throws -> [CollectionReport] {
        var reports: [CollectionReport] = []
        var newFiles: [String: JSONObject] = [:]
        var unreadable: [UnreadableDocument] = []
        for (collection, file) in CatalogueCollections.files {
            let old = try editor.readObject(file)
            var download: CollectionDownload
            var scope: String?
            var new: JSONObject
            if collection == CatalogueCollections.ratingEvents {
                guard options.events else { continue }
                let events = try await client.downloadEvents(stored: old, full: options.full, pageSize: options.pageSize)
                (download, new, scope) = (events.download, events.events, events.scope)
            } else {
                download = try await client.listCollection(collection, pageSize: options.pageSize)
                new = download.documents
            }
            // An empty project is far likelier a wrong --project than a catalogue emptied on purpose.
            if CataloguePull.neverEmptied.contains(collection), download.reads == 0, !old.members.isEmpty {
                throw EditError.invalid(["\(client.database.documentsRoot)/\(collection) has no documents, but \(editor.files.display(file)) "
                    + "has \(old.members.count): is the project right? (nothing was pulled)"])
            }
            unreadable += download.unreadable
            let changes = CollectionChanges(from: old, to: new)
            if !changes.isEmpty { newFiles[file] = new }
            reports.append(CollectionReport(collection: collection, file: file, reads: download.reads, scope: scope, changes: changes))
        }
        if !unreadable.isEmpty {
            throw EditError.invalid(["Firestore holds values the catalogue cannot store:"] + unreadable.map(\.description))
        }
        guard !newFiles.isEmpty else { return reports }
        try editor.locked {
            try editor.writeChecked(newFiles, onlyCheck: options.dryRun) { problems in
                ["what Firestore holds would make the catalogue invalid (jokesite check would refuse it):"]
                    + problems.map(describe)
            }
        }
        return reports
    }

    /// A problem in a pulled file, named by its Firestore document.
    private func describe(_ problem: Problem) -> String {
        guard let id = problem.documentID,
              let collection = CatalogueCollections.files.first(where: { editor.files.display($0.file) == problem.file })?.collection
        else { return problem.description }
        return ([client.database.documentName(collection, id), problem.field].compactMap { $0 } + [problem.message]).joined(separator: ": ")
    }
}
