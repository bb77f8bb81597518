import Foundation
import JokeSite

/// Sending a plan so that pushing again always finishes it: the base is
/// journaled after every request Firestore answered (a killed push
/// resumes there), and a write whose answer was lost, or whose condition
/// failed, is read back: a document that already holds what the write
/// meant is written (it landed, and only its answer was lost), not a conflict.
extension CataloguePush {
    /// Sends the plan's stages one after the other, `writesPerRequest` at a
    /// time; `progress` hears the number sent after each request. A request
    /// without a usable answer ends the push: the outcome says how many of
    /// its writes landed, read back from Firestore.
    public func apply(_ plan: Plan, progress: (_ collection: String, _ sent: Int) -> Void = { _, _ in }) async throws -> Outcome {
        var outcome = Outcome()
        var base = plan.base
        var journaled = plan.baseFile
        var sent = 0
        // Documents a failed deletion still names: they are not deleted.
        var stillNamed = Set<String>()
        func record(_ write: Write, as document: SyncedDocument?) {
            outcome.written += 1
            base.collections[write.collection, default: [:]][write.id] = document
        }
        for stage in plan.stages {
            var writes = stage
            writes.removeAll { write in
                guard write.synced == nil, stillNamed.contains(write.path) else { return false }
                outcome.skipped.append(write.path)
                return true
            }
            for start in stride(from: 0, to: writes.count, by: Self.writesPerRequest) {
                let batch = Array(writes[start..<min(start + Self.writesPerRequest, writes.count)])
                let results: [WriteResult]
                do {
                    if batch[0].collection == CatalogueCollections.jokes, batch[0].synced == nil {
                        results = try await deleteJokesInTransactions(batch)
                    } else {
                        results = try await send(batch, request: "POST \(client.database.documentsRoot):batchWrite (\(batch[0].collection))")
                    }
                } catch {
                    outcome.failure = error
                    outcome.failedRequestWrites = batch.count
                    if let landed = try? await landed(batch, owners: plan.owners) {
                        outcome.failedRequestLanded = landed.count
                        for (write, document) in landed { record(write, as: document) }
                    }
                    outcome.notSent = plan.writeCount - sent - batch.count - outcome.skipped.count
                    try journal(base, after: &journaled, plan: plan)
                    return outcome
                }
                var failedConditions: [(write: Write, message: String)] = []
                for (write, result) in zip(batch, results) {
                    switch result {
                    case .written(let updateTime):
                        record(write, as: write.synced.map { SyncedDocument(updateTime: updateTime, fields: $0) })
                    case .conflict(let message):
                        failedConditions.append((write, message))
                    case .refused(let message):
                        outcome.refused.append("\(write.path): \(message)")
                        stillNamed.formUnion(write.names)
                    }
                }
                // Unread (Firestore unreachable again), they stay conflicts: a pull settles them.
                let landed = (try? await landed(failedConditions.map(\.write), owners: plan.owners)) ?? []
                for (write, document) in landed { record(write, as: document) }
                let landedPaths = Set(landed.map(\.write.path))
                for (write, message) in failedConditions where !landedPaths.contains(write.path) {
                    outcome.conflicts.append("\(write.path): \(message): pull, then push")
                    stillNamed.formUnion(write.names)
                }
                try journal(base, after: &journaled, plan: plan)
                sent += batch.count
                progress(batch[0].collection, sent)
            }
        }
        return outcome
    }

    /// Of `writes`, those whose documents Firestore holds as the write meant
    /// them (a deletion: no document), each with the base's document to
    /// record (nil: deleted). A changed document's fields are compared
    /// where it wrote them; a new one's in full.
    private func landed(_ writes: [Write], owners: FieldOwners) async throws(FirestoreError) -> [(write: Write, document: SyncedDocument?)] {
        guard !writes.isEmpty else { return [] }
        let held = try await client.documents(writes.map(\.path), describe: "the documents of writes not confirmed")
        return writes.compactMap { write in
            let document = held[write.path]
            guard let synced = write.synced else { return document == nil ? (write, nil) : nil }
            guard let document else { return nil }
            let fields = owners.synced(document.fields, in: write.collection)
            let whole = FirestoreValue.sameFields(fields, synced)
            guard write.fieldsWritten.allSatisfy({ FirestoreValue.same(fields[$0]?.value, synced[$0]?.value) }),
                  whole || write.previousUpdateTime != nil else { return nil }
            // Changed since in other fields too (the app): the old update time
            // stays, so the next push waits for a pull, which takes them.
            return (write, SyncedDocument(updateTime: whole ? document.updateTime : write.previousUpdateTime!, fields: synced))
        }
    }

    enum WriteResult {
        case written(updateTime: String)
        /// The precondition failed: Firestore's document is not the base's.
        case conflict(String)
        case refused(String)
    }

    /// One `:batchWrite` request; each write's result, in order.
    private func send(_ writes: [Write], request: String) async throws(FirestoreError) -> [WriteResult] {
        let answer = try await client.send("POST", client.database.url(":batchWrite"),
                                           body: FirestoreClient.object(["writes": .array(writes.map(\.body))]), request: request)
        guard case .object(let object) = answer, case .array(let results)? = object["writeResults"]?.value,
              case .array(let statuses)? = object["status"]?.value, results.count == writes.count, statuses.count == writes.count
        else { throw .malformed(request: request, reason: "not one result per write") }
        return zip(results, statuses).map { result, status in
            var code = 0
            var message = ""
            if case .object(let fields) = status {
                if case .number(let number)? = fields["code"]?.value { code = Int(number.value) }
                if case .string(let text)? = fields["message"]?.value { message = text }
            }
            let described = "\(Self.statusNames[code] ?? "status \(code)")\(message.isEmpty ? "" : ": \(message)")"
            switch code {
            case 9: return .conflict("Firestore changed it since the last sync (\(described))")
            case 6: return .conflict("Firestore has it already, created since the last sync (\(described))")
            case 5: return .conflict("Firestore deleted it since the last sync (\(described))")
            case 0:
                // A deletion's result has no update time.
                guard case .object(let fields) = result, case .string(let updateTime)? = fields["updateTime"]?.value else { return .written(updateTime: "") }
                return .written(updateTime: updateTime)
            default: return .refused(described)
            }
        }
    }

    private static let statusNames = [3: "INVALID_ARGUMENT", 5: "NOT_FOUND", 6: "ALREADY_EXISTS", 7: "PERMISSION_DENIED",
                                      9: "FAILED_PRECONDITION", 10: "ABORTED", 8: "RESOURCE_EXHAUSTED"]

    /// Writes the base when it differs from `journaled` (the file as last
    /// written), replacing the file whole: killed at any moment, it is the
    /// one before the request or the one after.
    private func journal(_ base: SyncBase, after journaled: inout JSONObject, plan: Plan) throws {
        let saved = base.saved(into: plan.baseFile, database: client.database)
        guard JSONWriter.format(.object(saved)) != JSONWriter.format(.object(journaled)) else { return }
        try editor.writeChecked([SyncBase.file: saved], onlyCheck: false) { problems in
            ["the sync base could not be written (pull, then push, to make it again):"] + problems.map(\.description)
        }
        journaled = saved
    }
}

extension CataloguePush.Write {
    /// "jokes/ID", as messages and `:batchGet` name it.
    var path: String { "\(collection)/\(id)" }
}
