/// Document ids become folder names in `public/`, so only characters that
/// are safe as a URL path segment on every file system are allowed.
public enum DocumentID {
    public static let maximumLength = 128

    public static func isSafe(_ id: String) -> Bool {
        isSafe(utf8: id.utf8)
    }

    /// `isSafe` of the id whose UTF-8 is `bytes`.
    static func isSafe(utf8 bytes: some Collection<UInt8>) -> Bool {
        guard !bytes.isEmpty, bytes.count <= maximumLength else { return false }
        return bytes.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
                true
            default:
                false
            }
        }
    }

    static let rule = "ids may use only letters, digits, '_' and '-' (1 to \(maximumLength) characters), since they become folder names"
}
