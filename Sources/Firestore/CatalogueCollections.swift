import JokeSite

/// Which Firestore collection each catalogue file mirrors: one document per
/// top-level key, its id the key.
public enum CatalogueCollections {
    public static let characters = "characters"
    public static let jokes = "jokes"
    public static let dailyJokes = "daily_jokes"
    public static let rankings = "weekly_rankings"
    public static let ratingEvents = "rating_events"

    /// Collection → file, in the order they are read and reported.
    public static let files: [(collection: String, file: String)] = [
        (characters, CatalogueFiles.characters),
        (jokes, CatalogueFiles.jokes),
        (dailyJokes, CatalogueFiles.dailyJokes),
        (rankings, CatalogueFiles.rankings),
        (ratingEvents, CatalogueFiles.ratingEvents),
    ]

    static func file(of collection: String) -> String {
        files.first { $0.collection == collection }!.file
    }

    static func collection(of file: String) -> String? {
        files.first { $0.file == file }?.collection
    }
}

/// What differs between two versions of a collection, document by document.
public struct CollectionChanges: Sendable {
    public var added: [String] = []
    public var changed: [String] = []
    public var removed: [String] = []

    public var isEmpty: Bool { added.isEmpty && changed.isEmpty && removed.isEmpty }

    /// Compares documents by their text in the stable format, so the line
    /// numbers a parsed file remembers do not count.
    public init(from old: JSONObject, to new: JSONObject, removals: Bool = true) {
        var oldTexts: [String: String] = [:]
        oldTexts.reserveCapacity(old.members.count)
        for member in old.members { oldTexts[member.key] = JSONWriter.format(member.value) }
        var newKeys = Set<String>()
        for member in new.members {
            newKeys.insert(member.key)
            guard let oldText = oldTexts[member.key] else { added.append(member.key); continue }
            if oldText != JSONWriter.format(member.value) { changed.append(member.key) }
        }
        if removals { removed = old.members.map(\.key).filter { !newKeys.contains($0) } }
    }

    /// "2 added, 1 changed, 0 removed".
    public var summary: String {
        "\(added.count) added, \(changed.count) changed, \(removed.count) removed"
    }
}
