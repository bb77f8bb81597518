import Foundation
import JokeSite

/// `jokesite push`: what `content/` changed since the sync base, sent as
/// field masks, each write on condition that Firestore still holds the
/// document as the base saw it (its `updateTime`; a new document: that it
/// does not exist). So a push never overwrites what the app wrote since
/// the last sync: such a write is refused by Firestore and reported as a
/// conflict. Writes go by `:batchWrite`, which answers each write on its
/// own (`:commit` is all or nothing: one conflict would hold back every
/// other change). Documents are deleted only with `prune`, only those the
/// base knows, children before parents.
public struct CataloguePush: Sendable {
    /// Firestore's limit on the writes of one request.
    public static let writesPerRequest = 500
    /// What `push` writes unless told otherwise: the catalogue the owner
    /// edits. Rankings (the nightly function's) and events (the app's) only on request.
    public static let defaultCollections = [CatalogueCollections.characters, CatalogueCollections.jokes, CatalogueCollections.dailyJokes]
    /// Parents before children: written in this order, deleted in the reverse.
    static let order = [CatalogueCollections.characters, CatalogueCollections.jokes, CatalogueCollections.dailyJokes,
                        CatalogueCollections.rankings, CatalogueCollections.ratingEvents]
    /// Which field of which collection names a document of which: a
    /// document is not deleted while one names it.
    static let references = [(CatalogueCollections.ratingEvents, "joke_id", CatalogueCollections.jokes),
                             (CatalogueCollections.dailyJokes, "joke_id", CatalogueCollections.jokes),
                             (CatalogueCollections.jokes, "character", CatalogueCollections.characters)]

    /// One collection's part of the plan.
    public struct CollectionPlan: Sendable {
        public var collection: String
        public var creates: [String] = []
        /// "ID (likes, text)".
        public var updates: [String] = []
        public var deletes: [String] = []
        /// In the base, deleted in `content/`: deleted in Firestore only with `prune`.
        public var deletedLocally: [String] = []
    }

    /// One document's write, and the base's document once it is done.
    struct Write: Sendable {
        var collection: String
        var id: String
        var body: JSONValue
        /// The document's fields once written, as the base records them; nil for a deletion.
        var synced: JSONObject?
        /// The fields the write sets (all of a new document's), by which a
        /// write that may have landed is recognised in Firestore's copy.
        var fieldsWritten: [String] = []
        /// The base's update time before the write (nil for a new document).
        var previousUpdateTime: String?
        /// A deletion's: the documents it names ("characters/ID"), not deleted if it fails.
        var names: [String] = []
    }

    public struct Plan: Sendable {
        public var collections: [CollectionPlan]
        /// Groups sent one after the other: writes parents first, then deletions children first.
        var stages: [[Write]]
        var base: SyncBase
        var baseFile: JSONObject
        var owners: FieldOwners

        public var writeCount: Int { stages.map(\.count).reduce(0, +) }
        public var requestCount: Int {
            stages.map { ($0.count + CataloguePush.writesPerRequest - 1) / CataloguePush.writesPerRequest }.reduce(0, +)
        }
    }

    /// What Firestore did with the writes.
    public struct Outcome: Sendable {
        public var written = 0
        /// "jokes/ID: changed in Firestore since the last sync (FAILED_PRECONDITION …)".
        public var conflicts: [String] = []
        /// Writes Firestore refused for another reason, by document.
        public var refused: [String] = []
        /// Deletions not sent because a child's deletion failed.
        public var skipped: [String] = []
        /// The request that got no usable answer; the writes after it were not sent.
        public var failure: FirestoreError?
        /// Of that request's writes: how many Firestore holds, read back after
        /// it (nil when Firestore could not be read), and how many it carried.
        public var failedRequestLanded: Int?
        public var failedRequestWrites = 0
        /// Writes not sent after the failure.
        public var notSent = 0

        public init() {}
    }

    public let client: FirestoreClient
    public let editor: CatalogueEditor

    public init(client: FirestoreClient, contentDirectory: String) {
        self.client = client
        editor = CatalogueEditor(contentDirectory: contentDirectory)
    }

    /// Checks the catalogue (a rejected one throws `EditError.invalid`) and
    /// works out the writes from `content/` and the base. With `prune`,
    /// asks Firestore which documents name those to delete, and refuses
    /// (`EditError.invalid`) to leave one naming a deleted document.
    /// `force`: no preconditions (overwrites what Firestore holds).
    public func plan(collections: [String], prune: Bool, force: Bool, pageSize: Int) async throws -> Plan {
        _ = try editor.loadCatalogue()
        let baseFile = try editor.readObject(SyncBase.file)
        let loaded = try SyncBase.load(baseFile, database: client.database)
        let base = loaded ?? SyncBase()
        let owners = FieldOwners(site: try editor.readObject(CatalogueFiles.site))
        var plans: [CollectionPlan] = []
        var upserts: [[Write]] = []
        var deletions: [[Write]] = []
        // Rankings document → the jokes it names once pushed (only when the push writes rankings).
        var rankedAfterPush: [String: Set<String>] = [:]
        for collection in Self.order where collections.contains(collection) {
            let merge = CollectionMerge(collection: collection, owners: owners, root: client.database.documentsRoot)
            let documents = base.collections[collection] ?? [:]
            var plan = CollectionPlan(collection: collection)
            var writes: [Write] = []
            var seen = Set<String>()
            for member in try editor.readObject(CatalogueCollections.file(of: collection)).members.sorted(by: { $0.key < $1.key }) {
                guard case .object(let fields) = member.value else { continue }
                seen.insert(member.key)
                let old = documents[member.key]
                let typed = merge.typed(fields, previous: old?.fields ?? JSONObject())
                if collection == CatalogueCollections.rankings { rankedAfterPush[member.key] = Self.rankedJokes(fields) }
                guard var write = upsert(collection, member.key, typed, old: old, force: force) else { continue }
                if collection == CatalogueCollections.rankings, let old, let plain = try? FirestoreValue.decodeFields(old.fields) {
                    // Until this write is done, Firestore's rankings still name the jokes it drops: they are not deleted.
                    write.names = Self.rankedJokes(plain).subtracting(rankedAfterPush[member.key] ?? []).sorted().map { "\(CatalogueCollections.jokes)/\($0)" }
                }
                if let old {
                    plan.updates.append("\(member.key) (\(CollectionMerge.changedFields(typed, from: old.fields).joined(separator: ", ")))")
                } else {
                    plan.creates.append(member.key)
                }
                writes.append(write)
            }
            var removals: [Write] = []
            for (id, old) in documents.sorted(by: { $0.key < $1.key }) where !seen.contains(id) {
                guard prune else { plan.deletedLocally.append(id); continue }
                plan.deletes.append(id)
                removals.append(deletion(collection, id, old: old, force: force))
            }
            plans.append(plan)
            upserts.append(writes)
            deletions.insert(removals, at: 0)
        }
        if loaded == nil { try await refuseWithoutBase(upserts.flatMap { $0 }) }
        if force { upserts = try await wholeWhereMissing(upserts) }
        if prune { try await refuseDangling(deleting: plans, rankedAfterPush: rankedAfterPush, pageSize: pageSize) }
        return Plan(collections: plans, stages: (upserts + deletions).filter { !$0.isEmpty }, base: base, baseFile: baseFile,
                    owners: owners)
    }

    /// The write that creates the document (on condition that it does not
    /// exist) or sets its changed fields (on condition that Firestore's
    /// `updateTime` is the base's); nil when nothing changed.
    private func upsert(_ collection: String, _ id: String, _ typed: JSONObject, old: SyncedDocument?, force: Bool) -> Write? {
        let name = client.database.documentName(collection, id)
        guard let old else {
            var write: [String: JSONValue] = ["update": FirestoreClient.object(["name": .string(name), "fields": .object(typed)])]
            if !force { write["currentDocument"] = FirestoreClient.object(["exists": .bool(false)]) }
            return Write(collection: collection, id: id, body: FirestoreClient.object(write), synced: typed, fieldsWritten: typed.members.map(\.key))
        }
        let changed = CollectionMerge.changedFields(typed, from: old.fields)
        guard !changed.isEmpty else { return nil }
        var synced = old.fields
        for key in changed { synced.setField(key, typed[key]?.value) }
        var write: [String: JSONValue] = [
            "update": FirestoreClient.object(["name": .string(name), "fields": .object(JSONObject(members: typed.members.filter { changed.contains($0.key) }))]),
            // A field removed in content/ is in the mask and not in the fields: Firestore removes it.
            "updateMask": FirestoreClient.object(["fieldPaths": .array(changed.map { .string(Self.fieldPath($0)) })]),
        ]
        if !force { write["currentDocument"] = FirestoreClient.object(["updateTime": .string(old.updateTime)]) }
        return Write(collection: collection, id: id, body: FirestoreClient.object(write), synced: synced, fieldsWritten: changed,
                     previousUpdateTime: old.updateTime)
    }

    /// `--force` writes a changed document's changed fields; where Firestore
    /// has no such document (the app deleted it) that would make one of
    /// those fields alone, so there the whole document is written.
    private func wholeWhereMissing(_ stages: [[Write]]) async throws -> [[Write]] {
        let updates = stages.flatMap { $0 }.filter { $0.previousUpdateTime != nil }
        guard !updates.isEmpty else { return stages }
        let held = try await client.documents(updates.map(\.path), describe: "which changed documents Firestore still holds (--force)")
        return stages.map { writes in
            writes.map { write in
                guard write.previousUpdateTime != nil, held[write.path] == nil, let synced = write.synced else { return write }
                var whole = write
                let name = client.database.documentName(write.collection, write.id)
                whole.body = FirestoreClient.object(["update": FirestoreClient.object(["name": .string(name), "fields": .object(synced)])])
                whole.fieldsWritten = synced.members.map(\.key)
                return whole
            }
        }
    }

    /// The deletion of a document the base knows, on condition that nobody changed it since.
    private func deletion(_ collection: String, _ id: String, old: SyncedDocument, force: Bool) -> Write {
        var write: [String: JSONValue] = ["delete": .string(client.database.documentName(collection, id))]
        if !force { write["currentDocument"] = FirestoreClient.object(["updateTime": .string(old.updateTime)]) }
        let names = Self.references.compactMap { child, field, parent -> String? in
            guard child == collection, case .object(let typed)? = old.fields[field]?.value, case .string(let target)? = typed["stringValue"]?.value
            else { return nil }
            return "\(parent)/\(target)"
        }
        return Write(collection: collection, id: id, body: FirestoreClient.object(write), synced: nil,
                     previousUpdateTime: old.updateTime, names: names)
    }

    /// Without a base nothing says which of Firestore's documents are newer
    /// than `content/`'s: unless Firestore holds none of `writes`, throws
    /// `EditError.invalid` ("pull first"), naming the first few it holds.
    private func refuseWithoutBase(_ writes: [Write]) async throws {
        let paths = writes.map { "\($0.collection)/\($0.id)" }
        let held = try await client.documents(paths, describe: "which documents Firestore holds already").keys.sorted()
        guard !held.isEmpty else { return }
        let shown = held.prefix(5).joined(separator: ", ") + (held.count > 5 ? ", …" : "")
        throw EditError.invalid([
            "\(editor.files.display(SyncBase.file)) has no sync base for \(SyncBase.key(client.database)), and Firestore already holds "
                + "\(held.count) of the \(paths.count) documents push would write (\(shown)); nothing was written",
            "pull first: it merges the two sides (what only \(editor.files.display("")) has waits to be pushed), then push",
        ])
    }

    /// Throws `EditError.invalid` naming every document Firestore holds that
    /// names one of the deletions and is not deleted with it, or (rankings)
    /// not rewritten without it.
    private func refuseDangling(deleting plans: [CollectionPlan], rankedAfterPush: [String: Set<String>], pageSize: Int) async throws {
        let deleted = Dictionary(uniqueKeysWithValues: plans.map { ($0.collection, Set($0.deletes)) })
        var lines: [String] = []
        if let jokes = deleted[CatalogueCollections.jokes], !jokes.isEmpty {
            let rankings = try await client.listCollection(CatalogueCollections.rankings, pageSize: pageSize)
            for document in rankings.documents.members {
                guard case .object(let fields) = document.value else { continue }
                for joke in Self.rankedJokes(fields).intersection(jokes).sorted() where rankedAfterPush[document.key]?.contains(joke) ?? true {
                    lines.append("\(CatalogueCollections.jokes)/\(joke): \(CatalogueCollections.rankings)/\(document.key) ranks it and would be left "
                        + "naming nothing: run jokesite rank (it leaves deleted jokes out), then push with --rankings too")
                }
            }
        }
        for (child, field, parent) in Self.references {
            let ids = (deleted[parent] ?? []).sorted()
            // Firestore's `IN` takes at most 30 values.
            for start in stride(from: 0, to: ids.count, by: 30) {
                let values = ids[start..<min(start + 30, ids.count)].map { FirestoreClient.object(["stringValue": .string($0)]) }
                let filter = FirestoreClient.object(["fieldFilter": FirestoreClient.object([
                    "field": FirestoreClient.object(["fieldPath": .string(field)]), "op": .string("IN"),
                    "value": FirestoreClient.object(["arrayValue": FirestoreClient.object(["values": .array(values)])]),
                ])])
                let found = try await client.query(child, filter: filter, orderBy: [], pageSize: pageSize, describe: "\(child) naming deleted \(parent)")
                for member in found.documents.members where !(deleted[child]?.contains(member.key) ?? false) {
                    guard case .object(let fields) = member.value, case .string(let target)? = fields[field]?.value else { continue }
                    lines.append("\(parent)/\(target): \(child)/\(member.key) names it (\(field)) and would be left naming nothing")
                }
            }
        }
        guard lines.isEmpty else {
            throw EditError.invalid(["push --prune would leave references dangling in Firestore; nothing was written:"] + lines
                + ["delete those documents too (push --events --prune deletes events that content/ deleted), or keep what they name"])
        }
    }

    /// The jokes a rankings document's lists name (`hilarious`, `horrible`: `[{joke_id}]`).
    static func rankedJokes(_ document: JSONObject) -> Set<String> {
        var jokes = Set<String>()
        for list in ["hilarious", "horrible"] {
            guard case .array(let entries)? = document[list]?.value else { continue }
            for case .object(let entry) in entries { if case .string(let joke)? = entry["joke_id"]?.value { jokes.insert(joke) } }
        }
        return jokes
    }

    /// A field name as an `updateMask` path: plain when it is an
    /// identifier, else in backquotes with `` ` `` and `\` escaped.
    static func fieldPath(_ name: String) -> String {
        let simple = name.first.map { $0 == "_" || ($0.isASCII && $0.isLetter) } ?? false
            && name.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
        guard !simple else { return name }
        return "`" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "`", with: "\\`") + "`"
    }
}
