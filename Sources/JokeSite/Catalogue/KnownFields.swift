/// The fields each kind of document may hold (SPEC §2). Anything else is
/// most likely a typo (`nsfw` for `sfw`): a warning in `content/`, an error
/// in `jokesite add`'s input, both naming the field it resembles.
public enum KnownFields {
    public static let site = ["title", "base_url", "timezone", "language", "app_scheme", "per_page", "include_nsfw", "first_day", "menu",
                                     "cards", "card_font", "firestore", "search", "app", "host"]
    /// The app reads `name`, `personality` and `joke_types`
    /// (Models/FirestoreModels.swift) and writes no character; the colours
    /// and `avatar` are the site's.
    public static let character = ["name", "personality", "joke_types", "color", "background_light", "background_dark", "avatar"]
    /// The app (itsBrianCreates/mr-funny-jokes-ios-app) writes `likes`,
    /// `dislikes` and `rating_*` (Services/FirestoreService.swift); its
    /// scripts write the rest: scripts/add-jokes.js every field from
    /// `text` to `popularity_score`, scripts/migrate-joke-ids.js the same
    /// and `migrated_from`. `duplicate_of` and `previous_ids` are jokesite's.
    public static let joke = ["character", "text", "type", "tags", "sfw", "source", "created_at", "updated_at", "likes", "dislikes",
                              "rating_sum", "rating_count", "rating_avg", "popularity_score", "duplicate_of", "previous_ids",
                              "migrated_from"]
    /// The app's scripts/set-daily-joke.js writes `joke_id`, `set_at` and
    /// `joke_preview` (the joke's first 100 characters); jokesite's
    /// `daily set` writes `joke_id` and `created_at`.
    public static let dailyJoke = ["joke_id", "created_at", "set_at", "joke_preview"]
    /// The app's functions/index.js writes the `all_time` document without
    /// `week_start` and `week_end`, which come with its weekly documents.
    public static let rankings = ["week_id", "hilarious", "horrible", "total_hilarious_ratings", "total_horrible_ratings", "computed_at",
                                  "week_start", "week_end"]
    public static let rankEntry = ["joke_id", "count", "rank"]
    /// As the app's `logRatingEvent` (Services/FirestoreService.swift) writes them.
    public static let ratingEvent = ["joke_id", "rating", "device_id", "week_id", "timestamp"]
    /// What `jokesite add` reads from each new joke.
    public static let newJoke = ["character", "text", "type", "tags", "sfw", "source"]

    /// "unknown field "nsfw" (did you mean "sfw"?)", or the known fields
    /// when none is close.
    public static func unknownFieldMessage(_ field: String, known: [String]) -> String {
        if let suggestion = closest(to: field, in: known) { return "unknown field \"\(field)\" (did you mean \"\(suggestion)\"?)" }
        return "unknown field \"\(field)\" (known fields: \(known.joined(separator: ", ")))"
    }

    /// The known field at the smallest edit distance, when it is within a
    /// third of the longer name (at least 1, so `nsfw` → `sfw`).
    static func closest(to field: String, in known: [String]) -> String? {
        let lowered = field.lowercased()
        var best: (name: String, distance: Int)?
        for name in known {
            let distance = editDistance(Array(lowered.utf8), Array(name.utf8))
            let limit = max(1, max(field.count, name.count) / 3)
            if distance <= limit, best == nil || distance < best!.distance { best = (name, distance) }
        }
        return best?.name
    }

    /// Levenshtein distance: insertions, deletions and substitutions.
    static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var previous = Array(0...b.count)
        for (i, byteA) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, byteB) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (byteA == byteB ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

extension DocumentReader {
    /// A warning (or with `asErrors`, a problem) per field not in `known`
    /// (nor in `reportedElsewhere`), on the field's line.
    func reportUnknownFields(_ known: [String], asErrors: Bool = false, reportedElsewhere: [String] = []) {
        for member in object.members where !known.contains(member.key) && !reportedElsewhere.contains(member.key) {
            problems.add(Problem(file: file, line: member.line, documentID: documentID, field: member.key,
                                 message: KnownFields.unknownFieldMessage(member.key, known: known), isWarning: !asErrors))
        }
    }
}
