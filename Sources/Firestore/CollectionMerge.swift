import JokeSite

/// The three-way merge of one collection: `content/`'s documents, the
/// sync base (their common ancestor) and what Firestore holds now, field by
/// field. A change on one side is taken; the same field changed on both
/// sides to different values is a conflict (content/ keeps its value,
/// Firestore keeps its own, the base stays behind so a push refuses to
/// overwrite), except the app's fields, where Firestore's value is kept.
/// Values are compared as Firestore types them, so `2.50` and `2.5` or
/// `-05:00` and `Z` forms of one instant are the same, and an unchanged
/// value keeps the form `content/` wrote it in.
struct CollectionMerge {
    let collection: String
    let owners: FieldOwners
    /// The database's documents root, for references.
    let root: String

    struct Result {
        var documents: JSONObject
        var base: [String: SyncedDocument]
        /// One per field (or document).
        var conflicts: [SyncConflict] = []
        /// "jokes/ID: likes: Firestore's 5 kept over content/'s 3 (the app's)".
        var firestoreKept: [String] = []
        /// "jokes/ID: text": changed on both sides to the same value since the base (a conflict settled).
        var settled: [String] = []
    }

    /// `remote`: the documents Firestore holds now (typed) and `remotePlain`
    /// the same as catalogue JSON. `remoteComplete`: false when only some
    /// documents were read (new events), so a document not read is not
    /// deleted in Firestore, only unknown.
    func merge(local: JSONObject, base: [String: SyncedDocument], remote: [String: SyncedDocument], remotePlain: JSONObject,
               remoteComplete: Bool) -> Result {
        var localDocuments: [String: JSONObject] = [:]
        for member in local.members { if case .object(let fields) = member.value { localDocuments[member.key] = fields } }
        var plainDocuments: [String: JSONObject] = [:]
        for member in remotePlain.members { if case .object(let fields) = member.value { plainDocuments[member.key] = fields } }
        var result = Result(documents: JSONObject(), base: base)
        for id in Set(localDocuments.keys).union(base.keys).union(remote.keys).sorted() {
            let merged = mergeDocument(id, local: localDocuments[id], base: base[id],
                                       remote: remote[id].map { ($0, plainDocuments[id] ?? JSONObject()) }, remoteComplete: remoteComplete,
                                       into: &result)
            if let merged { result.documents.members.append(JSONObject.Member(key: id, value: .object(merged))) }
        }
        return result
    }

    /// One document's merge by `MergePolicy`; nil when it is deleted.
    /// Updates `result`'s base and conflicts.
    private func mergeDocument(_ id: String, local: JSONObject?, base: SyncedDocument?, remote: (typed: SyncedDocument, plain: JSONObject)?,
                               remoteComplete: Bool, into result: inout Result) -> JSONObject? {
        let name = "\(collection)/\(id)"
        // Not read (an incomplete read of new events): as it was.
        if remote == nil, !remoteComplete { return local }
        let remoteSynced = remote.map { SyncedDocument(updateTime: $0.typed.updateTime, fields: owners.synced($0.typed.fields, in: collection)) }
        let localTyped = local.map { typed($0, previous: base?.fields ?? JSONObject(), fallback: remoteSynced?.fields ?? JSONObject()) }
        let owner: MergePolicy.Owner = owners.appOwns(collection) ? .app : .shared
        switch MergePolicy.document(base: base?.fields, mine: localTyped, theirs: remoteSynced?.fields, owner: owner) {
        case .delete:
            result.base[id] = nil
            return nil
        case .takeMine:
            // New in content/ (not in the base), or deleted there and unchanged in Firestore (the base keeps it for `push --prune`).
            if let remoteSynced { result.base[id] = keepingForms(remoteSynced, of: base) }
            return local
        case .takeTheirs:
            if let remoteSynced { result.base[id] = keepingForms(remoteSynced, of: base) } else { result.base[id] = nil }
            return remote?.plain
        case .takeTheirsOverMine:
            result.firestoreKept.append("\(name): deleted in Firestore; content/'s changes to it dropped (the app's)")
            result.base[id] = nil
            return nil
        case .conflict(let why):
            result.conflicts.append(SyncConflict(document: name, field: nil, mine: local.map { .object($0) }, theirs: remote.map { .object($0.plain) },
                                                 why: why))
            return local
        case .keepBoth:
            guard let local, let localTyped, let remote, let remoteSynced else { return local }
            return mergeFields(name, local: local, localTyped: localTyped, base: base, remote: (remoteSynced, remote.plain), into: &result)
        }
    }

    /// Both sides have the document: each field by `MergePolicy.field`.
    private func mergeFields(_ name: String, local: JSONObject, localTyped: JSONObject, base: SyncedDocument?,
                             remote: (synced: SyncedDocument, plain: JSONObject), into result: inout Result) -> JSONObject {
        let id = DocumentName.id(name)
        let ancestor = base?.fields ?? JSONObject()
        var merged = local
        var conflicted: [String] = []
        var keys = localTyped.members.map(\.key)
        for member in remote.synced.fields.members where localTyped[member.key] == nil { keys.append(member.key) }
        for key in ancestor.members.map(\.key) where !keys.contains(key) { keys.append(key) }
        for key in keys {
            let owner: MergePolicy.Owner = owners.firestoreWins(key, in: collection) ? .app : .shared
            let (mine, theirs) = (local[key]?.value, remote.plain[key]?.value)
            switch MergePolicy.field(base: ancestor[key]?.value, mine: localTyped[key]?.value, theirs: remote.synced.fields[key]?.value, owner: owner) {
            case .agree:
                if base != nil, !FirestoreValue.same(localTyped[key]?.value, ancestor[key]?.value) { result.settled.append("\(name): \(key)") }
            case .takeMine:
                continue
            case .takeTheirs:
                merged.setField(key, theirs)
            case .takeTheirsOverMine:
                result.firestoreKept.append("\(name): \(key): Firestore's \(SyncConflict.show(theirs)) kept over content/'s "
                    + "\(SyncConflict.show(mine)) (the app's)")
                merged.setField(key, theirs)
            case .conflict:
                conflicted.append(key)
                result.conflicts.append(SyncConflict(document: name, field: key, mine: mine, theirs: theirs, why: "both changed since the last sync"))
            }
        }
        if conflicted.isEmpty {
            result.base[id] = keepingForms(remote.synced, of: base)
        } else if var kept = base {
            // Firestore's other fields are taken; the conflicting ones and the
            // update time stay behind, so `push` refuses until it is settled.
            var fields = remote.synced.fields
            for key in conflicted { fields.setField(key, kept.fields[key]?.value) }
            kept.fields = fields
            result.base[id] = kept
        }
        // With no base a conflicted document stays out of it: a push must not overwrite Firestore's without --force.
        return merged
    }

    /// `document`'s fields typed as Firestore would store them, the site's
    /// own left out, each keeping the type it had in `previous` (else in `fallback`).
    func typed(_ document: JSONObject, previous: JSONObject, fallback: JSONObject = JSONObject()) -> JSONObject {
        JSONObject(members: owners.synced(document, in: collection).members.map { member in
            let hint = previous[member.key]?.value ?? fallback[member.key]?.value
            return JSONObject.Member(key: member.key, value: FirestoreValue.encode(member.value, key: member.key, previous: hint, root: root))
        })
    }

    /// `remote`, each field that has the same value in `base` kept in the
    /// base's form: a pull after a push rewrites no byte of the base.
    private func keepingForms(_ remote: SyncedDocument, of base: SyncedDocument?) -> SyncedDocument {
        guard let base else { return remote }
        var kept = remote
        kept.fields.members = remote.fields.members.map { member in
            guard let old = base.fields[member.key]?.value, FirestoreValue.same(old, member.value) else { return member }
            return JSONObject.Member(key: member.key, value: old)
        }
        return kept
    }

    /// What `content/` holds that the base does not: "jokes/ID (new)",
    /// "jokes/ID: text, tags", "jokes/ID (deleted; push --prune deletes it)".
    func waiting(documents: JSONObject, base: [String: SyncedDocument]) -> [String] {
        var lines: [String] = []
        var seen = Set<String>()
        for member in documents.members {
            guard case .object(let fields) = member.value else { continue }
            seen.insert(member.key)
            guard let old = base[member.key] else { lines.append("\(collection)/\(member.key) (new)"); continue }
            let changed = Self.changedFields(typed(fields, previous: old.fields), from: old.fields)
            if !changed.isEmpty { lines.append("\(collection)/\(member.key): \(changed.joined(separator: ", "))") }
        }
        for id in base.keys.sorted() where !seen.contains(id) {
            lines.append("\(collection)/\(id) (deleted; push --prune deletes it)")
        }
        return lines
    }

    /// The fields whose values differ, those of `typed` first, then those
    /// only `base` has: what a push sends: it assumes Firestore still holds the base (its
    /// condition checks that), so by `MergePolicy` each such field is "take mine".
    static func changedFields(_ typed: JSONObject, from base: JSONObject) -> [String] {
        let keys = typed.members.map(\.key) + base.members.map(\.key).filter { typed[$0] == nil }
        return keys.filter { MergePolicy.field(base: base[$0]?.value, mine: typed[$0]?.value, theirs: base[$0]?.value, owner: .shared) == .takeMine }
    }
}
