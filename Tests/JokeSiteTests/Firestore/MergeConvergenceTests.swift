@testable import Firestore
import JokeSite
import Testing

/// Random three-way states (a base, content/'s changes, Firestore's) put
/// through pull, push and pull as the commands do them, without the
/// emulator: the sync reaches a fixed point, and nothing either side
/// wrote is lost unless the other side deleted it unchanged.
struct MergeConvergenceTests {
    static let ids = ["d0", "d1", "d2", "d3"]
    /// `likes` is the app's counter (Firestore's wins when both changed it); the others are shared.
    static let fields = ["text", "type", "likes"]
    let merge = CollectionMerge(collection: CatalogueCollections.jokes, owners: FieldOwners(site: JSONObject()), root: "projects/p/databases/(default)/documents")

    @Test func pullPushPullReachesAFixedPointAndLosesNothing() throws {
        var random = SplitMix64(state: 2026_11_28)
        for state in 0..<10_000 {
            var world = World()
            let base = Self.documents(&random, count: Int.random(in: 0...4, using: &random))
            for (id, fields) in base { world.base[id] = SyncedDocument(updateTime: world.nextTime(), fields: fields) }
            world.remote = world.base
            var local = base
            let mine = Self.changes(&random, of: base)
            let theirs = Self.changes(&random, of: base)
            for (id, fields) in mine { local[id] = fields }
            for (id, fields) in theirs { world.remote[id] = fields.map { SyncedDocument(updateTime: world.nextTime(), fields: $0) } }
            world.local = Self.plain(local)

            pull(&world)
            push(&world)
            pull(&world)
            let settled = world
            push(&world)
            pull(&world)
            #expect(world.remote == settled.remote && JSONWriter.format(.object(world.local)) == JSONWriter.format(.object(settled.local)),
                    "state \(state): not a fixed point")

            // What each side wrote is still on one side or the other.
            for (side, written, other) in [("content/", mine, theirs), ("Firestore", theirs, mine)] {
                for (id, document) in written {
                    guard let document else { continue }
                    for field in document.members {
                        // By design: when both changed the app's counter, Firestore's value is kept.
                        let appWins: Bool
                        if field.key == "likes", side == "content/", case .some(.some(let theirs)) = other[id] {
                            appWins = !FirestoreValue.same(theirs[field.key]?.value, base[id]?[field.key]?.value)
                        } else {
                            appWins = false
                        }
                        guard !FirestoreValue.same(field.value, base[id]?[field.key]?.value), !appWins else { continue }
                        let kept = [world.remote[id]?.fields, world.localTyped(id, merge)].contains { FirestoreValue.same($0?[field.key]?.value, field.value) }
                        #expect(kept, "state \(state): \(side)'s \(id).\(field.key) lost")
                    }
                }
            }
        }
    }

    /// Both sides and the base, as the commands see them.
    struct World {
        var local = JSONObject()
        var base: [String: SyncedDocument] = [:]
        var remote: [String: SyncedDocument] = [:]
        var clock = 0

        mutating func nextTime() -> String {
            clock += 1
            return "2026-11-28T00:00:\(String(format: "%02d", clock / 1000)).\(String(format: "%03d", clock % 1000))Z"
        }

        func localTyped(_ id: String, _ merge: CollectionMerge) -> JSONObject? {
            guard case .object(let fields)? = local[id]?.value else { return nil }
            return merge.typed(fields, previous: base[id]?.fields ?? JSONObject())
        }
    }

    /// `jokesite pull`: the merge, its documents and base written.
    func pull(_ world: inout World) {
        let plain = Self.plain(world.remote.mapValues(\.fields))
        let result = merge.merge(local: world.local, base: world.base, remote: world.remote, remotePlain: plain, remoteComplete: true)
        world.local = result.documents
        world.base = result.base
    }

    /// `jokesite push` without --prune: a new document on condition it does
    /// not exist, a changed one's changed fields on condition of the base's update time.
    func push(_ world: inout World) {
        for member in world.local.members {
            guard case .object(let fields) = member.value else { continue }
            let id = member.key
            let old = world.base[id]
            let typed = merge.typed(fields, previous: old?.fields ?? JSONObject())
            guard let old else {
                guard world.remote[id] == nil else { continue }
                let written = SyncedDocument(updateTime: world.nextTime(), fields: typed)
                (world.remote[id], world.base[id]) = (written, written)
                continue
            }
            let changed = CollectionMerge.changedFields(typed, from: old.fields)
            guard !changed.isEmpty, var remote = world.remote[id], remote.updateTime == old.updateTime else { continue }
            var synced = old.fields
            for key in changed {
                remote.fields.setField(key, typed[key]?.value)
                synced.setField(key, typed[key]?.value)
            }
            remote.updateTime = world.nextTime()
            world.remote[id] = remote
            world.base[id] = SyncedDocument(updateTime: remote.updateTime, fields: synced)
        }
    }

    /// A few documents of typed values from small domains, so that sides often agree.
    static func documents(_ random: inout SplitMix64, count: Int) -> [String: JSONObject] {
        var documents: [String: JSONObject] = [:]
        for id in ids.shuffled(using: &random).prefix(count) { documents[id] = document(&random) }
        return documents
    }

    static func document(_ random: inout SplitMix64) -> JSONObject {
        var document = JSONObject()
        for field in fields where Int.random(in: 0..<5, using: &random) > 0 { document.setField(field, value(field, &random)) }
        return document
    }

    static func value(_ field: String, _ random: inout SplitMix64) -> JSONValue {
        let pick = Int.random(in: 0..<3, using: &random)
        let typed = field == "likes" ? ("integerValue", JSONValue.string(String(pick))) : ("stringValue", JSONValue.string("\(field)-\(pick)"))
        return .object(JSONObject(members: [JSONObject.Member(key: typed.0, value: typed.1)]))
    }

    /// One side's changes: documents set (created or edited) or deleted (nil).
    static func changes(_ random: inout SplitMix64, of base: [String: JSONObject]) -> [String: JSONObject?] {
        var changes: [String: JSONObject?] = [:]
        for id in ids {
            switch (base[id], Int.random(in: 0..<6, using: &random)) {
            case (nil, 0): changes[id] = .some(document(&random))
            case (.some, 0): changes[id] = .some(nil)
            case (var edited?, 1), (var edited?, 2):
                let field = fields.randomElement(using: &random)!
                if Bool.random(using: &random) { edited.setField(field, value(field, &random)) } else { edited.setField(field, nil) }
                changes[id] = .some(edited)
            default: break
            }
        }
        return changes
    }

    static func plain(_ documents: [String: JSONObject]) -> JSONObject {
        JSONObject(members: documents.sorted { $0.key < $1.key }.map { JSONObject.Member(key: $0.key, value: .object(try! FirestoreValue.decodeFields($0.value))) })
    }
}
