/// A kind of file the site makes, by the extension of its name, and the
/// media type a host serves it as (Hugo's output formats): the one table
/// of content types. Each output lists the formats of its files
/// (`OutputKind.formats`); `SiteShape.contentType(ofPath:)` reads them.
struct OutputFormat: Sendable {
    /// The file name's extension, without the dot; empty for none.
    let suffix: String
    let mediaType: String

    static let html = OutputFormat(suffix: "html", mediaType: "text/html; charset=utf-8")
    static let markdown = OutputFormat(suffix: "md", mediaType: "text/markdown; charset=utf-8")
    static let css = OutputFormat(suffix: "css", mediaType: "text/css; charset=utf-8")
    static let javaScript = OutputFormat(suffix: "js", mediaType: "text/javascript; charset=utf-8")
    static let json = OutputFormat(suffix: "json", mediaType: "application/json")
    /// Apple's association file, which has no extension, is read as JSON.
    static let extensionlessJSON = OutputFormat(suffix: "", mediaType: "application/json")
    static let xml = OutputFormat(suffix: "xml", mediaType: "application/xml; charset=utf-8")
    static let text = OutputFormat(suffix: "txt", mediaType: "text/plain; charset=utf-8")
    /// Netlify's `_redirects`, which has no extension.
    static let extensionlessText = OutputFormat(suffix: "", mediaType: "text/plain; charset=utf-8")
    static let svg = OutputFormat(suffix: "svg", mediaType: "image/svg+xml")
    static let png = OutputFormat(suffix: "png", mediaType: "image/png")
    static let jpg = OutputFormat(suffix: "jpg", mediaType: "image/jpeg")
    static let jpeg = OutputFormat(suffix: "jpeg", mediaType: "image/jpeg")
    static let webp = OutputFormat(suffix: "webp", mediaType: "image/webp")
    static let icon = OutputFormat(suffix: "ico", mediaType: "image/x-icon")
    static let woff2 = OutputFormat(suffix: "woff2", mediaType: "font/woff2")
    static let wasm = OutputFormat(suffix: "wasm", mediaType: "application/wasm")
    static let jsonFeed = OutputFormat(suffix: "json", mediaType: "application/feed+json")
    static let atomFeed = OutputFormat(suffix: "xml", mediaType: "application/atom+xml; charset=utf-8")

    /// A page and its Markdown twin.
    static let page = [html, markdown]
    static let images = [png, jpg, jpeg, webp, svg]
    /// The owner's assets, and any file no output claims.
    static let assets = [html, markdown, css, javaScript, json, xml, text, icon, woff2] + images

    /// Extension → media type; of two formats with one extension, the later.
    static func mediaTypes(_ formats: [OutputFormat]) -> [String: String] {
        Dictionary(formats.map { ($0.suffix, $0.mediaType) }, uniquingKeysWith: { $1 })
    }
}
