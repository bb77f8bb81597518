import Foundation

/// The joke of one day and how it was chosen.
public struct DailyPick: Sendable, Equatable {
    public var day: CalendarDay
    public var jokeID: String
    /// True when `daily_jokes.json` names it; false for an automatic pick.
    public var isAssigned: Bool
}

/// SPEC §2 "Joke of the day". A day in `daily_jokes.json` gets its joke.
/// Any other day gets an automatic pick that only the catalogue as it was
/// when the day began can decide:
///
/// - The candidates are the SFW jokes created before the day began (site
///   time zone); a joke without `created_at` is always a candidate.
/// - Candidates sit on a ring ordered by a stable hash of their id; the day
///   hashes its date onto the ring and takes the first candidate from there
///   that was not featured (assigned or picked) in the 30 days before. If
///   every candidate was, the one featured longest ago.
///
/// So adding jokes (created after the day) or editing any joke's text never
/// changes a day. Removing a joke, or marking it not safe for work, changes
/// the days that showed it: each takes the next candidate on the ring. The
/// no-repeat rule carries that on only where the newly shown joke was
/// itself picked in the 30 days after: with N candidates, about 30/N more
/// days per changed day.
///
/// Picks depend on the days before them, so the schedule is played forward
/// from the archive's first day (`ArchiveStart`).
public struct DailyJokePicker: Sendable {
    public static let noRepeatDays = 30

    private let assigned: [CalendarDay: String]
    private let firstDay: CalendarDay?
    private let calendar: SiteCalendar
    /// SFW jokes, those created earliest first: they become candidates in this order.
    private let candidates: [(id: String, createdAt: Date)]

    public init(catalogue: Catalogue) {
        self.init(fields: catalogue.jokes.map(JokeOrderFields.init), site: catalogue.site, dailyJokes: catalogue.dailyJokes)
    }

    /// From what it reads of the jokes (`fields`, in id order, as
    /// `Catalogue.jokes`), `site.json` and `daily_jokes.json`.
    init(fields: [JokeOrderFields], site: Site, dailyJokes: [DailyJoke]) {
        var assigned: [CalendarDay: String] = [:]
        // A day naming a deleted joke (a warning) gets an automatic pick.
        for daily in dailyJokes {
            var (low, high) = (0, fields.count)
            while low < high {
                let middle = (low + high) / 2
                if fields[middle].id < daily.jokeID { low = middle + 1 } else { high = middle }
            }
            if low < fields.count, fields[low].id == daily.jokeID { assigned[daily.day] = daily.jokeID }
        }
        self.assigned = assigned
        firstDay = ArchiveStart.firstDay(site: site, earliest: fields.lazy.compactMap(\.createdAt).min(), firstDaily: dailyJokes.first?.day)
        calendar = SiteCalendar(timeZone: site.timeZone)
        let safe = fields.filter(\.sfw)
        candidates = OrderKey.order(safe.map { OrderKey(second: OrderKey.time($0.createdAt)) })
            .map { (safe[$0].id, safe[$0].createdAt ?? .distantPast) }
    }

    /// The joke of `day`, or nil when the day has none (before the archive
    /// starts, or no joke could be picked).
    public func pick(for day: CalendarDay) -> DailyPick? {
        picks(through: day).last.flatMap { $0.day == day ? $0 : nil }
    }

    /// Every day's pick from the archive's first day through `lastDay`,
    /// oldest first. Days with no possible joke are left out.
    public func picks(through lastDay: CalendarDay) -> [DailyPick] {
        let start = firstDay ?? lastDay
        guard start <= lastDay else { return [] }
        var ring = Ring(candidates: candidates)
        var eligible = 0
        var lastFeatured: [String: Int] = [:]
        var picks: [DailyPick] = []
        for dayNumber in start.daysSinceEpoch...lastDay.daysSinceEpoch {
            let day = CalendarDay(daysSinceEpoch: dayNumber)
            let pick: DailyPick
            if let jokeID = assigned[day] {
                pick = DailyPick(day: day, jokeID: jokeID, isAssigned: true)
            } else {
                let dayStarts = calendar.startOfDay(day)
                while eligible < candidates.count, candidates[eligible].createdAt < dayStarts { eligible += 1 }
                guard let jokeID = ring.pick(for: day, dayNumber: dayNumber, eligible: eligible, lastFeatured: lastFeatured) else { continue }
                pick = DailyPick(day: day, jokeID: jokeID, isAssigned: false)
            }
            lastFeatured[pick.jokeID] = dayNumber
            picks.append(pick)
        }
        return picks
    }

    /// The candidates by ring position. It holds the first `eligible` of
    /// them and at most as many again not yet eligible (skipped when met),
    /// so it is sorted a few times over the whole archive, not every day.
    private struct Ring {
        struct Entry {
            var position: UInt64
            /// Index in `candidates`: eligible when below the day's count.
            var order: Int
        }

        let candidates: [(id: String, createdAt: Date)]
        let positions: [UInt64]
        var entries: [Entry] = []

        init(candidates: [(id: String, createdAt: Date)]) {
            self.candidates = candidates
            positions = candidates.map { StableHash.scrambled(StableHash.fnv1a($0.id)) }
        }

        private mutating func cover(_ eligible: Int) {
            guard eligible > entries.count else { return }
            let count = min(candidates.count, max(2 * eligible, 64))
            entries = (0..<count).map { Entry(position: positions[$0], order: $0) }
            entries.sort { ($0.position, candidates[$0.order].id) < ($1.position, candidates[$1.order].id) }
        }

        /// The first eligible candidate from the day's place on the ring
        /// that was not featured in the last 30 days; else the eligible one
        /// featured longest ago.
        mutating func pick(for day: CalendarDay, dayNumber: Int, eligible: Int, lastFeatured: [String: Int]) -> String? {
            guard eligible > 0 else { return nil }
            cover(eligible)
            let position = StableHash.scrambled(StableHash.fnv1a(day.description))
            var low = 0, high = entries.count
            while low < high {
                let middle = (low + high) / 2
                if entries[middle].position < position { low = middle + 1 } else { high = middle }
            }
            var fallback: (id: String, featured: Int)?
            // At most 30 jokes were featured in the window, and at least half
            // the ring is eligible: the loop ends within about 62 steps.
            for offset in 0..<entries.count {
                let entry = entries[(low + offset) % entries.count]
                guard entry.order < eligible else { continue }
                let candidate = candidates[entry.order].id
                guard let featured = lastFeatured[candidate], dayNumber - featured <= DailyJokePicker.noRepeatDays else {
                    return candidate
                }
                if fallback == nil || featured < fallback!.featured { fallback = (candidate, featured) }
            }
            return fallback?.id
        }
    }
}
