import Foundation
import JokeSite

/// `jokesite pull`: Firestore's collections merged into `content/`, three
/// ways against the sync base (`SyncBase`): what changed only in Firestore
/// is taken, what changed only in `content/` is kept (and waits for a
/// push), the same field changed on both sides is a conflict. Everything
/// is read before anything is written, and the catalogue's files and the
/// base are written in one checked step, so a failed request or bad data
/// leaves `content/` as it was.
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

    public struct Report: Sendable {
        public var collections: [CollectionReport] = []
        /// No base for this database: merged against nothing, so what one side alone has is kept.
        public var withoutBase = false
        /// The events file emptied on a first pull without `--events`.
        public var eventsEmptied = false
        /// Kept as content/ has them (exit 1).
        public var conflicts: [SyncConflict] = []
        /// Fields both sides changed to the same value since the base: "jokes/ID: text".
        public var settled: [String] = []
        /// Where both sides changed an app's field and Firestore's value was kept.
        public var firestoreKept: [String] = []
        /// "rating_events: 2 name the missing joke \"ID\" (rating_events/E, …)": kept, but they rank nothing.
        public var missingJokes: [String] = []
        /// What content/ holds that Firestore does not yet: for `push`.
        public var waiting: [String] = []
        /// Whether any file (the base included) changed.
        public var changed = false

        public init() {}
    }

    public let client: FirestoreClient
    public let editor: CatalogueEditor
    /// Collections a pull never empties in `content/`.
    static let neverEmptied = [CatalogueCollections.characters, CatalogueCollections.jokes]

    public init(client: FirestoreClient, contentDirectory: String) {
        self.client = client
        editor = CatalogueEditor(contentDirectory: contentDirectory)
    }

    /// Reads, merges and (unless a dry run) writes the changed files.
    /// Throws `FirestoreError` for a failed request and `EditError` for bad
    /// data (each problem named by its Firestore document) or a failed write.
    public func run(_ options: Options) async throws -> Report {
        var report = Report()
        var newFiles: [String: JSONObject] = [:]
        // Each collection as the pull leaves it, for the warnings about missing jokes.
        var pulled: [String: JSONObject] = [:]
        var unreadable: [UnreadableDocument] = []
        let baseFile = try editor.readObject(SyncBase.file)
        let base = try SyncBase.load(baseFile, database: client.database)
        var newBase = base ?? SyncBase()
        report.withoutBase = base == nil
        let owners = FieldOwners(site: try editor.readObject(CatalogueFiles.site))
        for (collection, file) in CatalogueCollections.files {
            let old = try editor.readObject(file)
            var scope: String?
            var complete = true
            let download: CollectionDownload
            if collection == CatalogueCollections.ratingEvents {
                guard options.events else {
                    // A first pull: the events in content/ are not this database's (the sample's).
                    if base == nil, !old.members.isEmpty {
                        report.eventsEmptied = true
                        newFiles[file] = JSONObject()
                        report.collections.append(CollectionReport(collection: collection, file: file, reads: 0, scope: nil,
                                                                   changes: CollectionChanges(from: old, to: JSONObject())))
                    }
                    continue
                }
                let events = try await client.downloadEvents(stored: old, full: options.full || base == nil, pageSize: options.pageSize)
                (download, scope, complete) = (events.download, events.scope, events.complete)
            } else {
                download = try await client.listCollection(collection, pageSize: options.pageSize)
            }
            // An empty project is far likelier a wrong --project than a catalogue emptied on purpose.
            if CataloguePull.neverEmptied.contains(collection), download.reads == 0, !old.members.isEmpty {
                throw EditError.invalid(["\(client.database.documentsRoot)/\(collection) has no documents, but \(editor.files.display(file)) "
                    + "has \(old.members.count): is the project right? (nothing was pulled)"])
            }
            unreadable += download.unreadable
            let merge = CollectionMerge(collection: collection, owners: owners, root: client.database.documentsRoot)
            // With no base, the app's collections are Firestore's; the others
            // merge against an empty ancestor: what one side alone has is kept.
            let replacing = base == nil && owners.appOwns(collection)
            let merged = merge.merge(local: replacing ? JSONObject() : old, base: base?.collections[collection] ?? [:],
                                     remote: download.typed, remotePlain: download.documents, remoteComplete: complete)
            newBase.collections[collection] = merged.base
            report.conflicts += merged.conflicts
            report.firestoreKept += merged.firestoreKept
            report.settled += merged.settled
            report.waiting += merge.waiting(documents: merged.documents, base: merged.base)
            let changes = CollectionChanges(from: old, to: merged.documents)
            if JSONWriter.format(.object(old)) != JSONWriter.format(.object(merged.documents)) { newFiles[file] = merged.documents }
            pulled[collection] = merged.documents
            report.collections.append(CollectionReport(collection: collection, file: file, reads: download.reads, scope: scope, changes: changes))
        }
        report.missingJokes = Self.missingJokes(in: pulled)
        if !unreadable.isEmpty {
            throw EditError.invalid(["Firestore holds values the catalogue cannot store:"] + unreadable.map(\.description))
        }
        let savedBase = newBase.saved(into: baseFile, database: client.database)
        if JSONWriter.format(.object(savedBase)) != JSONWriter.format(.object(baseFile)) { newFiles[SyncBase.file] = savedBase }
        report.changed = !newFiles.isEmpty
        guard report.changed else { return report }
        try editor.locked {
            try editor.writeChecked(newFiles, onlyCheck: options.dryRun) { problems in
                ["what Firestore holds would make the catalogue invalid (jokesite check would refuse it):"]
                    + problems.map(describe)
            }
        }
        return report
    }

    /// Days and events naming a joke the pulled catalogue lacks (the app can
    /// rate, and its script set a day for, a joke the owner deleted): one
    /// line per collection and joke. Events not pulled (no `--events`) are
    /// left to `check`: a million of them are not read for this.
    static func missingJokes(in pulled: [String: JSONObject]) -> [String] {
        let jokes = Set((pulled[CatalogueCollections.jokes] ?? JSONObject()).members.map(\.key))
        var lines: [String] = []
        for collection in [CatalogueCollections.dailyJokes, CatalogueCollections.ratingEvents] {
            guard let documents = pulled[collection] else { continue }
            var naming: [String: [String]] = [:]
            for document in documents.members {
                guard case .object(let fields) = document.value, case .string(let joke)? = fields["joke_id"]?.value, !jokes.contains(joke) else { continue }
                naming[joke, default: []].append("\(collection)/\(document.key)")
            }
            for (joke, documents) in naming.sorted(by: { $0.key < $1.key }) {
                let shown = documents.prefix(3).joined(separator: ", ") + (documents.count > 3 ? ", …" : "")
                lines.append(Problem.escapeControls("\(collection): \(documents.count) name\(documents.count == 1 ? "s" : "") the missing joke \"\(joke)\" "
                    + "(\(shown)): kept, \(collection == CatalogueCollections.ratingEvents ? "left out of the rankings" : "each day gets an automatic pick")"))
            }
        }
        return lines
    }

    /// A problem in a pulled file, named by its Firestore document.
    private func describe(_ problem: Problem) -> String {
        guard let id = problem.documentID,
              let collection = CatalogueCollections.files.first(where: { editor.files.display($0.file) == problem.file })?.collection
        else { return problem.description }
        return Problem.escapeControls(([client.database.documentName(collection, id), problem.field].compactMap { $0 } + [problem.message]).joined(separator: ": "))
    }
}
