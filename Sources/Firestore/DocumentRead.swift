import JokeSite

extension FirestoreClient {
    /// The documents Firestore holds of `paths` ("jokes/ID"), by
    /// `:batchGet`, keyed by path; one missing is absent. Billed per document.
    func documents(_ paths: [String], describe: String) async throws(FirestoreError) -> [String: SyncedDocument] {
        var found: [String: SyncedDocument] = [:]
        for start in stride(from: 0, to: paths.count, by: Self.documentsPerRead) {
            let names = paths[start..<min(start + Self.documentsPerRead, paths.count)].map { JSONValue.string("\(database.documentsRoot)/\($0)") }
            let request = "POST \(database.documentsRoot):batchGet (\(describe))"
            let answer = try await send("POST", database.url(":batchGet"), body: Self.object(["documents": .array(names)]), request: request)
            guard case .array(let results) = answer else { throw .malformed(request: request, reason: "not an array") }
            for result in results {
                guard case .object(let item) = result, case .object(let document)? = item["found"]?.value else { continue }
                guard case .string(let name)? = document["name"]?.value, case .string(let updateTime)? = document["updateTime"]?.value else {
                    throw .malformed(request: request, reason: "a document without a name or update time")
                }
                var fields = JSONObject()
                if case .object(let typed)? = document["fields"]?.value { fields = typed }
                found[DocumentName.relativePath(name)] = SyncedDocument(updateTime: updateTime, fields: fields)
            }
        }
        return found
    }

    /// Documents one `:batchGet` asks for; the same as a `:batchWrite` carries.
    static let documentsPerRead = 500
}
