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
        /// "jokes/ID: text: …" lines, one per field (or document).
        var conflicts: [String] = []
        /// "jokes/ID: likes: Firestore's 5 kept over content/'s 3 (the app's)".
        var firestoreKept: [String] = []
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

    /// One document's merge; nil when it is deleted. Updates `result`'s base and conflicts.
    private func mergeDocument(_ id: String, local: JSONObject?, base: SyncedDocument?, remote: (typed: SyncedDocument, plain: JSONObject)?,
                               remoteComplete: Bool, into result: inout Result) -> JSONObject? {
        let name = "\(collection)/\(id)"
        guard let remote else {
            // Not read (an incomplete read): as it was. Else deleted in Firestore.
            guard remoteComplete else { return local }
            guard let local else { result.base[id] = nil; return nil }
            guard let base else { return local }
            if FirestoreValue.sameFields(typed(local, previous: base.fields), base.fields) {
                result.base[id] = nil
                return nil
            }
            if owners.appOwns(collection) {
                result.firestoreKept.append("\(name): deleted in Firestore; content/'s changes to it dropped (the app's)")
                result.base[id] = nil
                return nil
            }
            result.conflicts.append("\(name): changed in content/, deleted in Firestore")
            return local
        }
        let remoteSynced = SyncedDocument(updateTime: remote.typed.updateTime, fields: owners.synced(remote.typed.fields, in: collection))
        guard let local else {
            if let base, !FirestoreValue.sameFields(remoteSynced.fields, base.fields), !owners.appOwns(collection) {
                result.conflicts.append("\(name): deleted in content/, changed in Firestore")
                return nil
            }
            // New in Firestore (taken), or deleted in content/ and unchanged there (stays deleted until `push --prune`).
            result.base[id] = keepingForms(remoteSynced, of: base)
            return base == nil || owners.appOwns(collection) ? remote.plain : nil
        }
        let ancestor = base?.fields ?? JSONObject()
        let localTyped = typed(local, previous: ancestor, fallback: remoteSynced.fields)
        var merged = local
        var conflicted: [String] = []
        var keys = localTyped.members.map(\.key)
        for member in remoteSynced.fields.members where localTyped[member.key] == nil { keys.append(member.key) }
        for key in ancestor.members.map(\.key) where !keys.contains(key) { keys.append(key) }
        for key in keys {
            let (mine, theirs, old) = (localTyped[key]?.value, remoteSynced.fields[key]?.value, ancestor[key]?.value)
            guard !FirestoreValue.same(theirs, old), !FirestoreValue.same(mine, theirs) else { continue }
            if FirestoreValue.same(mine, old) {
                merged.setField(key, remote.plain[key]?.value)
            } else if owners.firestoreWins(key, in: collection) {
                result.firestoreKept.append("\(name): \(key): Firestore's \(Self.show(remote.plain[key]?.value)) kept over content/'s "
                    + "\(Self.show(local[key]?.value)) (the app's)")
                merged.setField(key, remote.plain[key]?.value)
            } else {
                conflicted.append(key)
                result.conflicts.append("\(name): \(key): content/ has \(Self.show(local[key]?.value)), Firestore has "
                    + "\(Self.show(remote.plain[key]?.value)) (both changed since the last sync)")
            }
        }
        if conflicted.isEmpty {
            result.base[id] = keepingForms(remoteSynced, of: base)
        } else if var kept = base {
            // Firestore's other fields are taken; the conflicting ones and the
            // update time stay behind, so `push` refuses until it is settled.
            var fields = remoteSynced.fields
            for key in conflicted { fields.setField(key, kept.fields[key]?.value) }
            kept.fields = fields
            result.base[id] = kept
        }
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

    /// The fields whose values differ, those of `typed` first, then those only `base` has.
    static func changedFields(_ typed: JSONObject, from base: JSONObject) -> [String] {
        var changed = typed.members.filter { !FirestoreValue.same($0.value, base[$0.key]?.value) }.map(\.key)
        changed += base.members.filter { typed[$0.key] == nil }.map(\.key)
        return changed
    }

    /// A value on one line for a message; "nothing" for an absent field.
    static func show(_ value: JSONValue?) -> String {
        guard let value else { return "nothing" }
        let text = JSONWriter.format(value).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return text.count > 80 ? String(text.prefix(77)) + "..." : text
    }
}
