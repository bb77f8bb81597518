import JokeSite

/// One document as Firestore held it at the last pull or push: its typed
/// fields (the site's own fields left out) and its `updateTime`, the
/// precondition of the next write.
public struct SyncedDocument: Sendable, Equatable {
    public var updateTime: String
    public var fields: JSONObject
}

/// The sync base: every document of one database as of the last pull or
/// push, the common ancestor of the three-way merge. It lives in
/// `content/firestore-sync.json` (committed with the catalogue, written
/// in the same step as the catalogue's files), one section per database:
///
///     "projects/P/databases/(default)": {"jokes": {"ID": {
///       "fields": {…as in jokes.json…}, "types": {…}, "update_time": "…"}}}
///
/// `fields` holds each value as the catalogue writes it; `types` holds the
/// typed Firestore value of the few fields whose type the catalogue's
/// JSON does not say (a reference, a timestamp outside `…_at`), so the
/// file stays about the size of the catalogue and diffs line by line.
public struct SyncBase: Sendable {
    public static let file = "firestore-sync.json"

    /// Collection → document id → document.
    public var collections: [String: [String: SyncedDocument]] = [:]

    public init() {}

    /// This database's section of the file, or nil when there is none (a
    /// first pull, or a catalogue that never synced with this database).
    public static func load(_ file: JSONObject, database: FirestoreDatabase) throws(EditError) -> SyncBase? {
        guard let section = file[key(database)]?.value else { return nil }
        let malformed = { (what: String) in EditError.invalid(["\(Self.file): \(key(database)): \(what)"]) }
        guard case .object(let collections) = section else { throw malformed("expected an object of collections") }
        var base = SyncBase()
        for collection in collections.members {
            guard case .object(let documents) = collection.value else { throw malformed("\(collection.key): expected an object of documents") }
            var synced: [String: SyncedDocument] = [:]
            for document in documents.members {
                guard case .object(let entry) = document.value, case .string(let updateTime)? = entry["update_time"]?.value else {
                    throw malformed("\(collection.key)/\(document.key): expected {\"fields\", \"update_time\"}")
                }
                var fields = JSONObject()
                if case .object(let plain)? = entry["fields"]?.value {
                    fields = FirestoreValue.encodeFields(plain)
                }
                if case .object(let types)? = entry["types"]?.value {
                    for typed in types.members { fields.setField(typed.key, typed.value) }
                }
                synced[document.key] = SyncedDocument(updateTime: updateTime, fields: fields)
            }
            base.collections[collection.key] = synced
        }
        return base
    }

    /// `file` with this database's section replaced by `self`.
    public func saved(into file: JSONObject, database: FirestoreDatabase) -> JSONObject {
        var collectionMembers: [JSONObject.Member] = []
        for (collection, documents) in collections where !documents.isEmpty {
            let members = documents.map { id, document in JSONObject.Member(key: id, value: .object(Self.entry(document))) }
            collectionMembers.append(JSONObject.Member(key: collection, value: .object(JSONObject(members: members))))
        }
        var file = file
        file.setField(Self.key(database), .object(JSONObject(members: collectionMembers)))
        return file
    }

    /// `{"fields", "types", "update_time"}` of one document.
    private static func entry(_ document: SyncedDocument) -> JSONObject {
        var plain = JSONObject()
        var types = JSONObject()
        for field in document.fields.members {
            let value = try? FirestoreValue.decode(field.value)
            if let value { plain.members.append(JSONObject.Member(key: field.key, value: value)) }
            if value == nil || !FirestoreValue.same(FirestoreValue.encode(value!, key: field.key), field.value) {
                types.members.append(field)
            }
        }
        var entry = JSONObject(members: [JSONObject.Member(key: "fields", value: .object(plain)),
                                         JSONObject.Member(key: "update_time", value: .string(document.updateTime))])
        if !types.members.isEmpty { entry.members.append(JSONObject.Member(key: "types", value: .object(types))) }
        return entry
    }

    static func key(_ database: FirestoreDatabase) -> String {
        "projects/\(database.project)/databases/\(database.database)"
    }
}

extension JSONObject {
    /// Sets `key` to `value` in place, or adds it; nil removes it.
    mutating func setField(_ key: String, _ value: JSONValue?) {
        let index = members.firstIndex { $0.key == key }
        switch (index, value) {
        case (let index?, let value?): members[index].value = value
        case (let index?, nil): members.remove(at: index)
        case (nil, let value?): members.append(Member(key: key, value: value))
        case (nil, nil): break
        }
    }
}
