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
    /// SFW jokes, those created earliest first: they join the ring in this order.
    private let candidates: [RingEntry]

    private struct RingEntry: Comparable {
        var position: UInt64
        var id: String
        var createdAt: Date?

        static func < (a: Self, b: Self) -> Bool { (a.position, a.id) < (b.position, b.id) }
    }

    public init(catalogue: Catalogue) {
        var assigned: [CalendarDay: String] = [:]
        for daily in catalogue.dailyJokes { assigned[daily.day] = daily.jokeID }
        self.assigned = assigned
        firstDay = ArchiveStart.firstDay(of: catalogue)
        calendar = SiteCalendar(timeZone: catalogue.site.timeZone)
        candidates = catalogue.jokes.filter(\.sfw)
            .map { RingEntry(position: StableHash.scrambled(StableHash.fnv1a($0.id)), id: $0.id, createdAt: $0.createdAt) }
            .sorted { ($0.createdAt ?? .distantPast, $0.id) < ($1.createdAt ?? .distantPast, $1.id) }
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
        var lastFeatured: [String: Int] = [:]
        var picks: [DailyPick] = []
        for dayNumber in start.daysSinceEpoch...lastDay.daysSinceEpoch {
            let day = CalendarDay(daysSinceEpoch: dayNumber)
            let pick: DailyPick
            if let jokeID = assigned[day] {
                pick = DailyPick(day: day, jokeID: jokeID, isAssigned: true)
            } else {
                ring.admit(createdBefore: calendar.startOfDay(day))
                guard let jokeID = ring.pick(for: day, dayNumber: dayNumber, lastFeatured: lastFeatured) else { continue }
                pick = DailyPick(day: day, jokeID: jokeID, isAssigned: false)
            }
            lastFeatured[pick.jokeID] = dayNumber
            picks.append(pick)
        }
        return picks
    }

    /// The candidates so far, by ring position. Jokes join as the days pass
    /// their creation, only when an automatic pick needs them.
    private struct Ring {
        let candidates: [RingEntry]
        var admitted = 0
        var entries: [RingEntry] = []

        init(candidates: [RingEntry]) {
            self.candidates = candidates
        }

        mutating func admit(createdBefore instant: Date) {
            let start = admitted
            while admitted < candidates.count, (candidates[admitted].createdAt ?? .distantPast) < instant { admitted += 1 }
            guard admitted > start else { return }
            entries = merge(entries, candidates[start..<admitted].sorted())
        }

        private func merge(_ a: [RingEntry], _ b: [RingEntry]) -> [RingEntry] {
            var merged: [RingEntry] = []
            merged.reserveCapacity(a.count + b.count)
            var (i, j) = (0, 0)
            while i < a.count, j < b.count {
                if b[j] < a[i] { merged.append(b[j]); j += 1 } else { merged.append(a[i]); i += 1 }
            }
            merged += a[i...]
            merged += b[j...]
            return merged
        }

        /// The first candidate from the day's place on the ring that was not
        /// featured in the last 30 days; else the one featured longest ago.
        func pick(for day: CalendarDay, dayNumber: Int, lastFeatured: [String: Int]) -> String? {
            guard !entries.isEmpty else { return nil }
            let position = StableHash.scrambled(StableHash.fnv1a(day.description))
            var low = 0, high = entries.count
            while low < high {
                let middle = (low + high) / 2
                if entries[middle].position < position { low = middle + 1 } else { high = middle }
            }
            var fallback: (id: String, featured: Int)?
            // At most 30 jokes were featured in the window: the loop ends within 31 steps.
            for offset in 0..<entries.count {
                let candidate = entries[(low + offset) % entries.count].id
                guard let featured = lastFeatured[candidate], dayNumber - featured <= DailyJokePicker.noRepeatDays else {
                    return candidate
                }
                if fallback == nil || featured < fallback!.featured { fallback = (candidate, featured) }
            }
            return fallback?.id
        }
    }
}
