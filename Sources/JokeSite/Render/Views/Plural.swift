/// Counts in words: "1 joke", "2 jokes", "1,491 ratings".
enum Plural {
    static func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(grouped(number)) \(number == 1 ? singular : plural ?? singular + "s")"
    }

    /// The number with a comma between each group of three digits:
    /// "1,491", the same in every build (no locale).
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return (number < 0 ? "-" : "") + groups.joined(separator: ",")
    }

    /// "a", "a and b", "a, b and c".
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
