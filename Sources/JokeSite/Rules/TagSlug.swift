/// The URL path segment of a tag: `Bad Puns!` → `bad-puns`.
public enum TagSlug {
    /// A slug is a folder name (`tags/SLUG/`) and starts file names
    /// (`SLUG.png`): file systems allow 255 bytes, this leaves room.
    public static let maximumBytes = 200

    /// Case and accents fold (`Café` → `cafe`, `Straße` → `strasse`);
    /// letters and digits of every script are kept (`حب`, `猫`); any run of
    /// other characters is one `-`. Links percent-encode what needs it
    /// (`SiteURLs`).
    public static func make(_ tag: String) -> String {
        if let ascii = ASCIIText.withBytes(of: tag, makeASCII) { return ascii }
        // Compatibility forms first (`ﬁ` → `fi`, full-width `Ａ` → `A`);
        // upper then lower case folds `ß` to `ss`, as case folding does.
        let folded = tag.decomposedStringWithCompatibilityMapping.uppercased().lowercased().decomposedStringWithCanonicalMapping
        var slug = String.UnicodeScalarView()
        var pendingDash = false
        var lastKeptIsASCII = false
        for scalar in folded.unicodeScalars {
            if scalar.properties.generalCategory == .nonspacingMark {
                // An accent on a Latin letter folds away; other scripts keep
                // their marks (Devanagari vowel signs, Cyrillic й).
                if !lastKeptIsASCII, !slug.isEmpty, !pendingDash { slug.append(scalar) }
                continue
            }
            if scalar.properties.isAlphabetic || scalar.properties.numericType == .decimal {
                if pendingDash, !slug.isEmpty { slug.append("-") }
                pendingDash = false
                slug.append(scalar)
                lastKeptIsASCII = scalar.isASCII
            } else {
                pendingDash = true
            }
        }
        return String(slug).precomposedStringWithCanonicalMapping
    }

    private static func makeASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        ASCIIText.string(capacity: bytes.count) { slug in
            var pendingDash = false
            for byte in bytes {
                if ASCIIText.isLetterOrDigit(byte) {
                    if pendingDash, slug.count > 0 { slug.append(UInt8(ascii: "-")) }
                    pendingDash = false
                    slug.append(ASCIIText.lowercased(byte))
                } else {
                    pendingDash = true
                }
            }
        }
    }
}
