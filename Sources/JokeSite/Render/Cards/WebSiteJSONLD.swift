import Foundation

/// The home page's schema.org `WebSite`, as the text of a
/// `<script type="application/ld+json">`.
enum WebSiteJSONLD {
    static func script(name: String, url: String) -> String {
        let object: [String: String] = ["@context": "https://schema.org", "@type": "WebSite", "name": name, "url": url]
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return "{}" }
        return scriptSafe(String(decoding: data, as: UTF8.self))
    }

    /// JSON that no text can end or disturb inside a `<script>` element:
    /// `<`, `>` and `&` (which JSON allows only inside strings) as `\u` escapes,
    /// so neither `</script>` nor `<!--` can appear, whatever the site's name.
    static func scriptSafe(_ json: String) -> String {
        var safe = ""
        safe.reserveCapacity(json.utf8.count)
        for character in json.unicodeScalars {
            switch character {
            case "<": safe += "\\u003c"
            case ">": safe += "\\u003e"
            case "&": safe += "\\u0026"
            case "\u{2028}": safe += "\\u2028"
            case "\u{2029}": safe += "\\u2029"
            default: safe.unicodeScalars.append(character)
            }
        }
        return safe
    }
}
