/// `app_scheme`: the URL scheme of the app's deep links
/// (`SCHEME://joke/ID`), written into every joke page's `href`.
enum AppScheme {
    /// Schemes a browser runs or opens itself: as a deep link they would
    /// run script or show other content in the site's origin.
    static let refused: Set<String> = ["javascript", "vbscript", "livescript", "data", "blob", "file", "about",
                                        "filesystem", "view-source", "http", "https", "ws", "wss", "ftp", "mailto"]

    /// Why `scheme` cannot be used, or nil when it can. RFC 3986 §3.1:
    /// `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`.
    static func problem(_ scheme: String) -> String? {
        let bytes = Array(scheme.utf8)
        func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
        guard let first = bytes.first, isLetter(first),
              bytes.dropFirst().allSatisfy({ isLetter($0) || isDigit($0) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E })
        else {
            return "\"\(scheme)\" is not a URL scheme: a letter, then letters, digits, \"+\", \"-\" or \".\" (like mrfunnyjokes)"
        }
        if refused.contains(scheme.lowercased()) {
            return "\"\(scheme)\" is a scheme browsers open themselves, not the app's: use the app's own scheme (like mrfunnyjokes)"
        }
        return nil
    }
}
