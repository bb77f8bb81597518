/// Counts in words: "1 joke", "2 jokes", "1,491 ratings".
enum Plural {
    static func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(grouped(number)) \(number == 1 ? singular : plural ?? singular + "s")"
    }

    /// The number with a comma between each group of three digits:
    /// "1,491", the same in every build (no locale).
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var grouped = number < 0 ? "-" : ""
        // Every joke's counts are written this way: digit by digit, not
        // through an array of groups.
        let count = digits.utf8.count
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (count - offset) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return grouped
    }

    /// "a", "a and b", "a, b and c".
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
