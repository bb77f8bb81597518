import Foundation
import JokeSite

/// The documents of one collection, read page by page, as the catalogue's
/// JSON: an object of document id → fields.
public struct CollectionDownload: Sendable {
    public var documents: JSONObject
    /// Documents read (and billed).
    public var reads: Int
    /// Documents whose fields have no catalogue JSON.
    public var unreadable: [UnreadableDocument]
}

/// A document with a value the catalogue cannot store (a `NaN`).
public struct UnreadableDocument: Sendable, CustomStringConvertible {
    public var name: String
    public var reason: String

    public var description: String { "\(name): \(reason)" }
}

extension FirestoreClient {
    /// Every document of `collection`, with `documents` lists of `pageSize`.
    func listCollection(_ collection: String, pageSize: Int) async throws(FirestoreError) -> CollectionDownload {
        var download = CollectionDownload(documents: JSONObject(), reads: 0, unreadable: [])
        var pageToken: String?
        var page = 1
        repeat {
            var query = [URLQueryItem(name: "pageSize", value: String(pageSize))]
            if let pageToken { query.append(URLQueryItem(name: "pageToken", value: pageToken)) }
            let request = "GET \(database.documentsRoot)/\(collection) (page \(page))"
            let answer = try await send("GET", database.url(collection, query: query), request: request)
            guard case .object(let list) = answer else { throw .malformed(request: request, reason: "not an object") }
            if case .array(let documents)? = list["documents"]?.value {
                for document in documents { try download.add(document, request: request) }
            }
            pageToken = nil
            if case .string(let token)? = list["nextPageToken"]?.value, !token.isEmpty { pageToken = token }
            logPage(collection, page: page, reads: download.reads)
            page += 1
        } while pageToken != nil
        return download
    }

    /// The documents of `collection` whose `field` (a timestamp) is after
    /// `after`, by `:runQuery` in pages of `pageSize`, each page starting
    /// after the last document of the one before.
    func queryNewer(_ collection: String, field: String, after: String, pageSize: Int) async throws(FirestoreError) -> CollectionDownload {
        var download = CollectionDownload(documents: JSONObject(), reads: 0, unreadable: [])
        var cursor: (timestamp: JSONValue, name: String)?
        var page = 1
        while true {
            let request = "POST \(database.documentsRoot):runQuery (\(collection) after \(after), page \(page))"
            let body = Self.newerQuery(collection, field: field, after: after, cursor: cursor, limit: pageSize)
            let answer = try await send("POST", database.url(":runQuery"), body: body, request: request)
            guard case .array(let results) = answer else { throw .malformed(request: request, reason: "not an array") }
            var found = 0
            for result in results {
                guard case .object(let item) = result, let document = item["document"]?.value else { continue }
                try download.add(document, request: request)
                found += 1
                if case .object(let fields)? = Self.member(document, "fields"), let timestamp = fields[field]?.value,
                   case .string(let name)? = Self.member(document, "name") {
                    cursor = (timestamp, name)
                }
            }
            logPage(collection, page: page, reads: download.reads)
            if found < pageSize { return download }
            page += 1
        }
    }

    private func logPage(_ collection: String, page: Int, reads: Int) {
        log("read \(collection) page \(page) (\(reads) documents so far)")
    }

    private static func member(_ value: JSONValue, _ key: String) -> JSONValue? {
        guard case .object(let object) = value else { return nil }
        return object[key]?.value
    }

    private static func newerQuery(_ collection: String, field: String, after: String, cursor: (timestamp: JSONValue, name: String)?,
                                   limit: Int) -> JSONValue {
        let fieldReference = object(["fieldPath": .string(field)])
        var query: [String: JSONValue] = [
            "from": .array([object(["collectionId": .string(collection)])]),
            "where": object(["fieldFilter": object([
                "field": fieldReference, "op": .string("GREATER_THAN"), "value": object(["timestampValue": .string(after)]),
            ])]),
            "orderBy": .array([
                object(["field": fieldReference, "direction": .string("ASCENDING")]),
                object(["field": object(["fieldPath": .string("__name__")]), "direction": .string("ASCENDING")]),
            ]),
            "limit": .number(JSONNumber(limit)),
        ]
        if let cursor {
            query["startAt"] = object(["values": .array([cursor.timestamp, object(["referenceValue": .string(cursor.name)])]), "before": .bool(false)])
        }
        return object(["structuredQuery": object(query)])
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
        do {
            documents.members.append(JSONObject.Member(key: DocumentName.id(name), value: .object(try FirestoreValue.decodeFields(fields))))
        } catch {
            unreadable.append(UnreadableDocument(name: name, reason: error.message))
        }
    }
}
