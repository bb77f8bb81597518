import Foundation
import JokeSite

/// `jokesite push`: the documents of `content/` that Firestore lacks or
/// holds differently, written in commits of at most 500 writes. Nothing is
/// deleted unless asked (`prune`).
public struct CataloguePush: Sendable {
    /// Firestore's limit on the writes of one commit.
    public static let writesPerCommit = 500
    /// What `push` writes unless told otherwise: the catalogue the owner
    /// edits. Rankings (the nightly function's) and events (the app's) only on request.
    public static let defaultCollections = [CatalogueCollections.characters, CatalogueCollections.jokes, CatalogueCollections.dailyJokes]

    /// One collection's part of the plan.
    public struct CollectionPlan: Sendable {
        public var collection: String
        public var reads: Int
        public var creates: [String]
        public var updates: [String]
        /// In Firestore but not in `content/`: deleted only with `prune`.
        public var onlyInFirestore: [String]
    }

    public struct Plan: Sendable {
        public var collections: [CollectionPlan]
        public var prune: Bool
        fileprivate var writes: [JSONValue]

        public var writeCount: Int { writes.count }
        public var commitCount: Int { (writes.count + CataloguePush.writesPerCommit - 1) / CataloguePush.writesPerCommit }
    }

    public let client: FirestoreClient
    public let editor: CatalogueEditor

    public init(client: FirestoreClient, contentDirectory: String) {
        self.client = client
        editor = CatalogueEditor(contentDirectory: contentDirectory)
    }

    /// Checks the catalogue (a rejected one throws `EditError.invalid`),
    /// reads what Firestore holds and works out the writes.
    public func plan(collections: [String], prune: Bool, pageSize: Int) async throws -> Plan {
        _ = try editor.loadCatalogue()
        var plans: [CollectionPlan] = []
        var writes: [JSONValue] = []
        for collection in collections {
            let local = try editor.readObject(CatalogueCollections.file(of: collection))
            let remote = try await client.listCollection(collection, pageSize: pageSize)
            // A document Firestore holds in a form the catalogue cannot is rewritten.
            let changes = CollectionChanges(from: remote.documents, to: local)
            let unreadable = Set(remote.unreadable.map { DocumentName.id($0.name) })
            let creates = changes.added.filter { !unreadable.contains($0) }
            let updates = changes.changed + changes.added.filter { unreadable.contains($0) }
            let documents = Dictionary(local.members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            for id in creates + updates {
                guard case .object(let fields)? = documents[id] else { continue }
                writes.append(FirestoreClient.object(["update": FirestoreClient.object([
                    "name": .string(client.database.documentName(collection, id)),
                    "fields": .object(FirestoreValue.encodeFields(fields)),
                ])]))
            }
            if prune {
                for id in changes.removed { writes.append(FirestoreClient.object(["delete": .string(client.database.documentName(collection, id))])) }
            }
            plans.append(CollectionPlan(collection: collection, reads: remote.reads, creates: creates, updates: updates,
                                        onlyInFirestore: changes.removed))
        }
        return Plan(collections: plans, prune: prune, writes: writes)
    }

    /// Sends the plan's writes, `writesPerCommit` at a time; `progress`
    /// hears the number written after each commit.
    public func apply(_ plan: Plan, progress: (Int) -> Void = { _ in }) async throws(FirestoreError) {
        var written = 0
        var batch = 1
        while written < plan.writes.count {
            let writes = Array(plan.writes[written..<min(written + Self.writesPerCommit, plan.writes.count)])
            let request = "POST \(client.database.documentsRoot):commit (batch \(batch) of \(plan.commitCount))"
            _ = try await client.send("POST", client.database.url(":commit"), body: FirestoreClient.object(["writes": .array(writes)]),
                                      request: request)
            written += writes.count
            batch += 1
            progress(written)
        }
    }
}
