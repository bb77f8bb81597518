/// The joke of one day and how it was chosen.
public struct DailyPick: Sendable, Equatable {
    public var day: CalendarDay
    public var jokeID: String
    /// True when `daily_jokes.json` names it; false for an automatic pick.
    public var isAssigned: Bool
}

/// SPEC §2 "Joke of the day". A day in `daily_jokes.json` gets its joke.
/// Any other day gets a deterministic pick among the SFW jokes that were
/// not featured (assigned or picked) in the 30 days before.
///
/// Picks depend on the days before them, so the schedule is played forward
/// from the first assigned day (or from the asked-for day when that is
/// earlier): the same catalogue and day always give the same joke.
public struct DailyJokePicker: Sendable {
    public static let noRepeatDays = 30

    private let assigned: [CalendarDay: String]
    private let firstAssignedDay: CalendarDay?
    /// SFW joke ids, sorted: the pool automatic picks draw from.
    private let pool: [String]

    public init(catalogue: Catalogue) {
        var assigned: [CalendarDay: String] = [:]
        for daily in catalogue.dailyJokes { assigned[daily.day] = daily.jokeID }
        self.assigned = assigned
        firstAssignedDay = catalogue.dailyJokes.first?.day
        pool = catalogue.jokes.filter(\.sfw).map(\.id)
    }

    /// The joke of `day`, or nil when there is no SFW joke at all.
    public func pick(for day: CalendarDay) -> DailyPick? {
        picks(through: day).last.flatMap { $0.day == day ? $0 : nil }
    }

    /// Every day's pick from the start of the schedule through `lastDay`,
    /// oldest first. Days with no possible joke are left out.
    public func picks(through lastDay: CalendarDay) -> [DailyPick] {
        let start = min(firstAssignedDay ?? lastDay, lastDay)
        var lastFeatured: [String: Int] = [:]
        var picks: [DailyPick] = []
        for dayNumber in start.daysSinceEpoch...lastDay.daysSinceEpoch {
            let day = CalendarDay(daysSinceEpoch: dayNumber)
            let pick: DailyPick
            if let jokeID = assigned[day] {
                pick = DailyPick(day: day, jokeID: jokeID, isAssigned: true)
            } else if let jokeID = automaticPick(dayNumber: dayNumber, day: day, lastFeatured: lastFeatured) {
                pick = DailyPick(day: day, jokeID: jokeID, isAssigned: false)
            } else {
                continue
            }
            lastFeatured[pick.jokeID] = dayNumber
            picks.append(pick)
        }
        return picks
    }

    /// Probes the pool from a position hashed from the date until it finds a
    /// joke not featured in the last 30 days; if every joke was, the one
    /// featured longest ago.
    private func automaticPick(dayNumber: Int, day: CalendarDay, lastFeatured: [String: Int]) -> String? {
        guard !pool.isEmpty else { return nil }
        let start = Int(StableHash.fnv1a(day.description) % UInt64(pool.count))
        var fallback: (id: String, featured: Int)?
        for offset in 0..<pool.count {
            let candidate = pool[(start + offset) % pool.count]
            guard let featured = lastFeatured[candidate] else { return candidate }
            if dayNumber - featured > Self.noRepeatDays { return candidate }
            if fallback == nil || featured < fallback!.featured { fallback = (candidate, featured) }
        }
        return fallback?.id
    }
}
