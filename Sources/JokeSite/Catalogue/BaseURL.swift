import Foundation

/// `base_url` (or `--base-url`): every link of the site starts with it.
enum BaseURL {
    /// Why `text` cannot be the site's address, or nil when it can: an
    /// absolute http(s) URL with a host, a port that exists, and nothing
    /// after the path (a `#frag` or `?q=1` would make every link point at
    /// one page).
    static func problem(_ text: String) -> String? {
        let usage = "\"\(text)\" is not an absolute http(s) URL like https://example.org/jokes/"
        guard text.hasPrefix("https://") || text.hasPrefix("http://") else { return usage }
        if text.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F }) {
            return usage + ": it contains a space or a control character"
        }
        guard let components = URLComponents(string: text), URL(string: text) != nil else { return usage }
        guard let host = components.host, !host.isEmpty else { return usage + ": it has no host" }
        if let port = components.port, !(1...65535).contains(port) { return usage + ": port \(port) does not exist" }
        if components.user != nil || components.password != nil { return usage + ": it holds a user name or password" }
        if components.query != nil || text.contains("?") { return usage + ": a query (?…) would end every link of the site" }
        if components.fragment != nil || text.contains("#") { return usage + ": a fragment (#…) would end every link of the site" }
        return nil
    }
}
