import Foundation

/// The home page's schema.org `WebSite`, as the text of a
/// `<script type="application/ld+json">`.
enum WebSiteJSONLD {
    static func script(name: String, url: String) -> String {
        let object: [String: String] = ["@context": "https://schema.org", "@type": "WebSite", "name": name, "url": url]
        // Slashes stay escaped (`<\/script>`), so no text closes the script.
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
