import JokeSite

/// `push --prune` deletes a joke in one Firestore transaction with the
/// queries that would find an event or a day naming it: Firestore locks
/// what a transaction's queries cover, so the app cannot write a rating of
/// the joke between the check and the deletion (its write waits, or is
/// refused and retried after). One transaction per joke, so one refused
/// deletion holds back no other.
extension CataloguePush {
    func deleteJokesInTransactions(_ writes: [Write]) async throws(FirestoreError) -> [WriteResult] {
        var results: [WriteResult] = []
        for write in writes { results.append(try await deleteInTransaction(write)) }
        return results
    }

    private func deleteInTransaction(_ write: Write) async throws(FirestoreError) -> WriteResult {
        let request = "POST \(client.database.documentsRoot):beginTransaction (deleting \(write.path))"
        let begun = try await client.send("POST", client.database.url(":beginTransaction"),
                                          body: FirestoreClient.object(["options": FirestoreClient.object(["readWrite": FirestoreClient.object([:])])]),
                                          request: request)
        guard case .object(let answer) = begun, case .string(let transaction)? = answer["transaction"]?.value else {
            throw .malformed(request: request, reason: "no transaction")
        }
        for (child, field, parent) in Self.references where parent == write.collection {
            if let naming = try await firstNaming(write.id, in: child, field: field, transaction: transaction) {
                _ = try await client.send("POST", client.database.url(":rollback"), body: FirestoreClient.object(["transaction": .string(transaction)]),
                                          request: "POST \(client.database.documentsRoot):rollback (\(write.path))")
                return .refused("\(child)/\(naming) names it (\(field)), written since push checked; not deleted: pull, then push --prune again")
            }
        }
        do {
            _ = try await client.send("POST", client.database.url(":commit"),
                                      body: FirestoreClient.object(["writes": .array([write.body]), "transaction": .string(transaction)]),
                                      request: "POST \(client.database.documentsRoot):commit (deleting \(write.path))")
            return .written(updateTime: "")
        } catch .refused(_, let status, let message) where status == 400 || status == 404 {
            // The deletion's condition: Firestore changed (or deleted) the joke since the base.
            return .conflict("Firestore changed it since the last sync (\(message))")
        } catch .refused(_, 409, let message) {
            return .refused("\(message): the app wrote at the same moment; push --prune again")
        }
    }

    /// The id of one document of `collection` whose `field` is `id`, read in `transaction`.
    private func firstNaming(_ id: String, in collection: String, field: String, transaction: String) async throws(FirestoreError) -> String? {
        let query = FirestoreClient.object([
            "from": .array([FirestoreClient.object(["collectionId": .string(collection)])]),
            "where": FirestoreClient.object(["fieldFilter": FirestoreClient.object([
                "field": FirestoreClient.object(["fieldPath": .string(field)]), "op": .string("EQUAL"),
                "value": FirestoreClient.object(["stringValue": .string(id)]),
            ])]),
            "limit": .number(JSONNumber(1)),
        ])
        let request = "POST \(client.database.documentsRoot):runQuery (\(collection) naming \(CatalogueCollections.jokes)/\(id), in a transaction)"
        let answer = try await client.send("POST", client.database.url(":runQuery"),
                                           body: FirestoreClient.object(["structuredQuery": query, "transaction": .string(transaction)]), request: request)
        guard case .array(let results) = answer else { throw .malformed(request: request, reason: "not an array") }
        for case .object(let item) in results {
            if case .object(let document)? = item["document"]?.value, case .string(let name)? = document["name"]?.value { return DocumentName.id(name) }
        }
        return nil
    }
}
