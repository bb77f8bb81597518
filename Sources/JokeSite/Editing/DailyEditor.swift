import Foundation

/// `jokesite daily`: lists and changes `daily_jokes.json`.
public struct DailyEditor {
    public struct Change: Sendable, Equatable {
        public var day: CalendarDay
        public var jokeID: String?
        /// The joke the day had before, if any.
        public var replaced: String?
        /// Other days within `DailyJokePicker.noRepeatDays` that show the
        /// same joke: set anyway because of `--force`.
        public var repeatsOverridden: [CalendarDay] = []
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

    /// Assigns `jokeID` to `day`. Refuses unknown and NSFW jokes, and,
    /// unless `force`, past days and a joke shown within 30 days either side.
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
            let repeats = Self.otherDays(showing: jokeID, near: day, in: catalogue)
            if !repeats.isEmpty, !force {
                let window = DailyJokePicker.noRepeatDays
                throw EditError.invalid(["joke \(jokeID) is the joke of \(Self.list(repeats)), within \(window) days of \(day): "
                    + "no joke is repeated within \(window) days; --force sets it anyway"])
            }
            var file = try editor.readObject(CatalogueFiles.dailyJokes)
            let replaced = catalogue.dailyJokes.first { $0.day == day }?.jokeID
            file.set(day.description, .object(JSONObject(members: [
                .init(key: "joke_id", value: .string(jokeID), line: 0),
                .init(key: "created_at", value: .string(createdAt), line: 0),
            ])))
            if !dryRun { try editor.writeChecked(file, to: CatalogueFiles.dailyJokes) }
            return Change(day: day, jokeID: jokeID, replaced: replaced, repeatsOverridden: repeats)
        }
    }

    /// The days other than `day`, at most 30 days either side, that would
    /// show `jokeID` once it is `day`'s: assigned days, and automatic picks
    /// before `day` (those after it avoid the joke by themselves).
    static func otherDays(showing jokeID: String, near day: CalendarDay, in catalogue: Catalogue) -> [CalendarDay] {
        var assigned = catalogue
        assigned.dailyJokes = (catalogue.dailyJokes.filter { $0.day != day } + [DailyJoke(day: day, jokeID: jokeID)]).sorted { $0.day < $1.day }
        let window = DailyJokePicker.noRepeatDays
        return DailyJokePicker(catalogue: assigned).picks(through: day.adding(days: window)).compactMap { pick in
            pick.jokeID == jokeID && pick.day != day && abs(pick.day.daysSinceEpoch - day.daysSinceEpoch) <= window ? pick.day : nil
        }
    }

    /// "2026-11-02", "2026-11-02 and 2026-11-20", "2026-11-02, 2026-11-09 and 2026-11-20".
    public static func list(_ days: [CalendarDay]) -> String {
        let names = days.map(\.description)
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names.last!
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
