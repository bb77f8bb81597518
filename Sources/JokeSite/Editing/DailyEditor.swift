import Foundation

/// `jokesite daily`: lists and changes `daily_jokes.json`.
public struct DailyEditor {
    public struct Change: Sendable, Equatable {
        public var day: CalendarDay
        public var jokeID: String?
        /// The joke the day had before, if any.
        public var replaced: String?
    }

    public static let lookAheadDays = 14

    let editor: CatalogueEditor
    let dryRun: Bool

    public init(contentDirectory: String, dryRun: Bool) {
        editor = CatalogueEditor(contentDirectory: contentDirectory)
        self.dryRun = dryRun
    }

    /// Assigned days, then the effective pick of each of the next 14 days.
    public static func listing(_ catalogue: Catalogue, today: CalendarDay) -> (assigned: [DailyJoke], upcoming: [DailyPick]) {
        let picks = DailyJokePicker(catalogue: catalogue).picks(through: today.adding(days: lookAheadDays - 1))
        return (catalogue.dailyJokes, picks.filter { $0.day >= today })
    }

    /// Assigns `jokeID` to `day`. Refuses unknown and NSFW jokes, and past
    /// days unless `force`.
    public func set(_ jokeID: String, on day: CalendarDay, today: CalendarDay, force: Bool, createdAt: String) throws -> Change {
        try editor.locked {
            let catalogue = try editor.loadCatalogue()
            guard let joke = catalogue.jokesByID[jokeID] else {
                throw EditError.invalid(["no joke has the id \"\(jokeID)\""])
            }
            guard joke.sfw else { throw EditError.invalid(["joke \(jokeID) is not safe for work and can never be the joke of the day"]) }
            try Self.refusePast(day, today: today, force: force)
            if let firstDay = ArchiveStart.firstDay(of: catalogue), day < firstDay {
                throw EditError.invalid(["\(day) is before the archive's first day \(firstDay) (\(ArchiveStart.origin(of: catalogue)))"])
            }
            var file = try editor.readObject(CatalogueFiles.dailyJokes)
            let replaced = catalogue.dailyJokes.first { $0.day == day }?.jokeID
            file.set(day.description, .object(JSONObject(members: [
                .init(key: "joke_id", value: .string(jokeID), line: 0),
                .init(key: "created_at", value: .string(createdAt), line: 0),
            ])))
            if !dryRun { try editor.writeChecked(file, to: CatalogueFiles.dailyJokes) }
            return Change(day: day, jokeID: jokeID, replaced: replaced)
        }
    }

    /// Removes `day`'s assignment; a past day only with `force`, as its
    /// published joke changes.
    public func unset(_ day: CalendarDay, today: CalendarDay, force: Bool) throws -> Change {
        try editor.locked {
            try Self.refusePast(day, today: today, force: force)
            var file = try editor.readObject(CatalogueFiles.dailyJokes)
            guard case .object(let document)? = file[day.description]?.value else {
                throw EditError.invalid(["no joke is assigned to \(day)"])
            }
            file.remove(day.description)
            if !dryRun { try editor.writeChecked(file, to: CatalogueFiles.dailyJokes) }
            if case .string(let old)? = document["joke_id"]?.value { return Change(day: day, jokeID: nil, replaced: old) }
            return Change(day: day, jokeID: nil, replaced: nil)
        }
    }

    /// A past day has been published: changing it needs `--force`.
    private static func refusePast(_ day: CalendarDay, today: CalendarDay, force: Bool) throws {
        guard day >= today || force else {
            throw EditError.invalid(["\(day) is in the past (today is \(today)); --force changes it anyway"])
        }
    }
}
