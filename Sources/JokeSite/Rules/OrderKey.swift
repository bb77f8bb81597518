import Foundation

/// A place in an order, as two numbers compared in turn: the rules sort a
/// million jokes by these, with no string compared. A sort of the jokes'
/// strings and dates moved and compared reference-counted values, and
/// broke the many ties of a date by id: seconds at a million jokes.
struct OrderKey: Comparable, BitwiseCopyable {
    var first: UInt64 = 0
    var second: UInt64

    static func < (a: Self, b: Self) -> Bool {
        a.first != b.first ? a.first < b.first : a.second < b.second
    }

    /// A date (none: the distant past) as a number that sorts as it does.
    static func time(_ date: Date?) -> UInt64 {
        // + 0 makes −0 seconds +0, which `Date` holds equal.
        let bits = ((date ?? .distantPast).timeIntervalSinceReferenceDate + 0).bitPattern
        return bits >> 63 == 0 ? bits | 1 << 63 : ~bits
    }

    /// The indices of `keys` in ascending order of their keys, equal keys
    /// in their given order. Lists of jokes come in the catalogue's order,
    /// by id (`Catalogue.jokes`), so their ties go by id.
    static func order(_ keys: [OrderKey]) -> [Int] {
        var entries = keys.indices.map { (key: keys[$0], index: $0) }
        entries.sort { $0.key != $1.key ? $0.key < $1.key : $0.index < $1.index }
        return entries.map(\.index)
    }
}
