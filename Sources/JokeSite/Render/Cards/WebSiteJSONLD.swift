/// The home page's schema.org `WebSite`, as the text of a
/// `<script type="application/ld+json">` (`JSONWriter.Style.script`: no
/// site name can end the element or open a comment there).
enum WebSiteJSONLD {
    static func script(name: String, url: String) -> String {
        JSONWriter.format(["@context": "https://schema.org", "@type": "WebSite", "name": .string(name), "url": .string(url)], style: .script)
    }
}
