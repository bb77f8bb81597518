/// The URL path segment of a tag: `Bad Puns!` → `bad-puns`.
public enum TagSlug {
    public static func make(_ tag: String) -> String {
        var slug = ""
        var pendingDash = false
        for scalar in tag.lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingDash, !slug.isEmpty { slug.append("-") }
                pendingDash = false
                slug.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return slug
    }
}
