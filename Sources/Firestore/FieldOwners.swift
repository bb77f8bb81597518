import JokeSite

/// Who owns which fields. The site owns its colours and avatars (the app
/// keeps its own in code): never pushed, never dropped by a pull. The app
/// owns its counters and events: when both sides changed one, Firestore's
/// value is kept.
public struct FieldOwners: Sendable {
    /// Collection → the fields the site owns.
    public var siteFields: [String: Set<String>]

    /// What the app writes all day (MrFunnyJokes' FirestoreService:
    /// `likes`/`dislikes` by increment, `rating_*` in a transaction; its
    /// scripts' `popularity_score`), and the collections only the app and
    /// its nightly function write.
    static let appCounters: Set<String> = ["likes", "dislikes", "rating_count", "rating_sum", "rating_avg", "popularity_score"]
    static let appCollections: Set<String> = [CatalogueCollections.ratingEvents, CatalogueCollections.rankings]
    static let defaultSiteFields = [CatalogueCollections.characters: Set(["color", "background_light", "background_dark", "avatar"])]

    /// The defaults, plus what `site.json`'s `"firestore": {"site_fields":
    /// {"jokes": ["mood"]}}` declares.
    public init(site: JSONObject) {
        siteFields = Self.defaultSiteFields
        guard case .object(let firestore)? = site["firestore"]?.value, case .object(let declared)? = firestore["site_fields"]?.value else { return }
        for collection in declared.members {
            guard case .array(let names) = collection.value else { continue }
            for case .string(let name) in names { siteFields[collection.key, default: []].insert(name) }
        }
    }

    func isSiteField(_ field: String, in collection: String) -> Bool {
        siteFields[collection]?.contains(field) ?? false
    }

    /// Whether Firestore's value of `field` wins when both sides changed it.
    func firestoreWins(_ field: String, in collection: String) -> Bool {
        appOwns(collection) || (collection == CatalogueCollections.jokes && Self.appCounters.contains(field))
    }

    /// Whether every document of `collection` is the app's (events) or its function's (rankings).
    func appOwns(_ collection: String) -> Bool {
        Self.appCollections.contains(collection)
    }

    /// The document without the site's fields.
    func synced(_ document: JSONObject, in collection: String) -> JSONObject {
        guard let owned = siteFields[collection] else { return document }
        return JSONObject(members: document.members.filter { !owned.contains($0.key) })
    }
}
