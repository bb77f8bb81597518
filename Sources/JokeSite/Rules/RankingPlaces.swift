/// Where each joke of a ranking stands for a reader: jokes with as many
/// ratings share a place (standard competition ranking, "1, =2, =2, 4"),
/// though their ranks (1–10, ties broken by joke id) stay apart.
struct RankingPlace: Sendable, Equatable {
    /// The rank of the first joke with this count.
    var place: Int
    /// Another joke of the ranking has the same count.
    var tied: Bool

    /// "=2" when tied, else "2".
    var label: String { (tied ? "=" : "") + String(place) }

    /// For screen readers: "tied for 2nd", "2nd".
    var description: String { (tied ? "tied for " : "") + Self.ordinal(place) }

    /// The places of `entries`, in rank order, one for each.
    static func places(of entries: some Collection<Rankings.Entry>) -> [RankingPlace] {
        let counts = entries.map(\.count)
        let ranks = entries.map(\.rank)
        var places: [RankingPlace] = []
        for index in counts.indices {
            let sharesPrevious = index > 0 && counts[index - 1] == counts[index]
            let sharesNext = index + 1 < counts.count && counts[index + 1] == counts[index]
            let place = sharesPrevious ? places[index - 1].place : ranks[index]
            places.append(RankingPlace(place: place, tied: sharesPrevious || sharesNext))
        }
        return places
    }

    /// 1 → "1st", 2 → "2nd", 11 → "11th", 22 → "22nd".
    static func ordinal(_ number: Int) -> String {
        let suffix = switch (number % 10, number % 100) {
        case (_, 11...13): "th"
        case (1, _): "st"
        case (2, _): "nd"
        case (3, _): "rd"
        default: "th"
        }
        return String(number) + suffix
    }
}
