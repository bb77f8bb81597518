/// Document ids become folder names in `public/`, so only characters that
/// are safe as a URL path segment on every file system are allowed.
public enum DocumentID {
    public static let maximumLength = 128

    public static func isSafe(_ id: String) -> Bool {
        guard !id.isEmpty, id.utf8.count <= maximumLength else { return false }
        return id.utf8.allSatisfy { byte in
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
