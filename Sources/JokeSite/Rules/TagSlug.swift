/// The URL path segment of a tag: `Bad Puns!` → `bad-puns`.
public enum TagSlug {
    public static func make(_ tag: String) -> String {
        if let ascii = ASCIIText.withBytes(of: tag, makeASCII) { return ascii }
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
