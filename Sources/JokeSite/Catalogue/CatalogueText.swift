/// Limits on the text of the catalogue (SPEC §2 "Validation errors").
enum CatalogueText {
    /// A joke's `text`, in characters, as the app's editor allows.
    static let maximumJokeLength = 1_000

    /// A joke's `text`, in code points: a character may carry any number
    /// of combining marks, and 999 letters with 1,000 marks each are 2 MB.
    static let maximumJokeCodePoints = 4_000

    /// The first control character other than a line break or a tab: the
    /// C0 controls (a carriage return too), DEL and the C1 controls; or
    /// U+FFFE or U+FFFF, which are no characters. They show as nothing,
    /// and make `feed.xml` ill-formed XML.
    static func firstControlCharacter(in text: String) -> Unicode.Scalar? {
        // Bytes only: 0xC2 leads U+0080–U+00BF, where the C1 controls
        // are; 0xEF leads U+F000–U+FFFF.
        let mayHaveOne = text.utf8.contains { byte in
            (byte < 0x20 && byte != 0x0A && byte != 0x09) || byte == 0x7F || byte == 0xC2 || byte == 0xEF
        }
        guard mayHaveOne else { return nil }
        return text.unicodeScalars.first { scalar in
            (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
                || scalar.value == 0xFFFE || scalar.value == 0xFFFF
        }
    }

    /// "U+0007", as a problem message names a character that cannot be shown.
    static func name(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    static func controlCharacterMessage(_ scalar: Unicode.Scalar) -> String {
        if scalar.value >= 0xFFFE {
            return "contains \(name(scalar)), which is no character (XML forbids it, so feed.xml would be ill-formed)"
        }
        return "contains the control character \(name(scalar)); only line breaks and tabs are allowed"
    }
}
