import Foundation
import JokeSite

/// The documents of one collection, read page by page, as the catalogue's
/// JSON: an object of document id → fields.
public struct CollectionDownload: Sendable {
    public var documents: JSONObject
    /// The same documents as Firestore typed them, with their update times (for the sync base).
    public var typed: [String: SyncedDocument] = [:]
    /// Documents read (and billed).
    public var reads: Int
    /// Documents whose fields have no catalogue JSON.
    public var unreadable: [UnreadableDocument]
}

/// A document with a value the catalogue cannot store (a `NaN`).
public struct UnreadableDocument: Sendable, CustomStringConvertible {
    public var name: String
    public var reason: String

    /// The name as Firestore gave it, control characters escaped.
    public var description: String { Problem.escapeControls("\(name): \(reason)") }
}

extension FirestoreClient {
    /// Every document of `collection`, by `:runQuery` in name order, in pages
    /// of `pageSize` (the emulator lists documents far slower than it queries them).
    func listCollection(_ collection: String, pageSize: Int) async throws(FirestoreError) -> CollectionDownload {
        try await query(collection, filter: nil, orderBy: [], pageSize: pageSize, describe: collection)
    }

    /// The documents of `collection` whose `field` (a timestamp) is `from`
    /// or later, in pages of `pageSize`.
    func querySince(_ collection: String, field: String, from start: String, pageSize: Int) async throws(FirestoreError) -> CollectionDownload {
        let filter = Self.object(["fieldFilter": Self.object([
            "field": Self.object(["fieldPath": .string(field)]), "op": .string("GREATER_THAN_OR_EQUAL"),
            "value": Self.object(["timestampValue": .string(start)]),
        ])])
        return try await query(collection, filter: filter, orderBy: [field], pageSize: pageSize, describe: "\(collection) from \(start)")
    }

    /// A query ordered by `orderBy` then the document name, each page
    /// starting after the last document of the one before.
    func query(_ collection: String, filter: JSONValue?, orderBy: [String], pageSize: Int,
                       describe: String) async throws(FirestoreError) -> CollectionDownload {
        var download = CollectionDownload(documents: JSONObject(), reads: 0, unreadable: [])
        var cursor: [JSONValue]?
        var page = 1
        while true {
            let request = "POST \(database.documentsRoot):runQuery (\(describe), page \(page))"
            var query: [String: JSONValue] = [
                "from": .array([Self.object(["collectionId": .string(collection)])]),
                "orderBy": .array((orderBy + ["__name__"]).map { field in
                    Self.object(["field": Self.object(["fieldPath": .string(field)]), "direction": .string("ASCENDING")])
                }),
                "limit": .number(JSONNumber(pageSize)),
            ]
            if let filter { query["where"] = filter }
            if let cursor { query["startAt"] = Self.object(["values": .array(cursor), "before": .bool(false)]) }
            let answer = try await send("POST", database.url(":runQuery"), body: Self.object(["structuredQuery": Self.object(query)]),
                                        request: request)
            guard case .array(let results) = answer else { throw .malformed(request: request, reason: "not an array") }
            var found = 0
            for result in results {
                guard case .object(let item) = result, case .object(let document)? = item["document"]?.value else { continue }
                try download.add(.object(document), request: request)
                found += 1
                guard case .string(let name)? = document["name"]?.value else { continue }
                var values: [JSONValue] = []
                if case .object(let fields)? = document["fields"]?.value {
                    values = orderBy.compactMap { fields[$0]?.value }
                }
                cursor = values + [Self.object(["referenceValue": .string(name)])]
            }
            log("read \(collection) page \(page) (\(download.reads) documents so far)")
            if found < pageSize { return download }
            page += 1
        }
    }

    static func object(_ members: [String: JSONValue]) -> JSONValue {
        .object(JSONObject(members: members.map { JSONObject.Member(key: $0.key, value: $0.value) }))
    }
}

extension CollectionDownload {
    /// Adds one document of an answer: its id and decoded fields.
    mutating func add(_ document: JSONValue, request: String) throws(FirestoreError) {
        guard case .object(let object) = document, case .string(let name)? = object["name"]?.value else {
            throw .malformed(request: request, reason: "a document without a name")
        }
        reads += 1
        var fields = JSONObject()
        if case .object(let typed)? = object["fields"]?.value { fields = typed }
        if case .string(let updateTime)? = object["updateTime"]?.value {
            typed[DocumentName.id(name)] = SyncedDocument(updateTime: updateTime, fields: fields)
        }
        do {
            documents.members.append(JSONObject.Member(key: DocumentName.id(name), value: .object(try FirestoreValue.decodeFields(fields))))
        } catch {
            unreadable.append(UnreadableDocument(name: name, reason: error.message))
        }
    }
}
