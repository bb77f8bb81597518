/// Limits on the text of the catalogue (SPEC §2 "Validation errors").
enum CatalogueText {
    /// A joke's `text`, in characters, as the app's editor allows.
    static let maximumJokeLength = 1_000

    /// The first control character other than a line break or a tab: the
    /// C0 controls (a carriage return too), DEL and the C1 controls. They
    /// show as nothing, and most make `feed.xml` ill-formed XML.
    static func firstControlCharacter(in text: String) -> Unicode.Scalar? {
        // Bytes only: 0xC2 leads U+0080–U+00BF, where the C1 controls are.
        let mayHaveOne = text.utf8.contains { byte in
            (byte < 0x20 && byte != 0x0A && byte != 0x09) || byte == 0x7F || byte == 0xC2
        }
        guard mayHaveOne else { return nil }
        return text.unicodeScalars.first { scalar in
            (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
        }
    }

    /// "U+0007", as a problem message names a character that cannot be shown.
    static func name(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    static func controlCharacterMessage(_ scalar: Unicode.Scalar) -> String {
        "contains the control character \(name(scalar)); only line breaks and tabs are allowed"
    }
}
