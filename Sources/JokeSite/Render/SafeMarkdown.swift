import Foundation
import CMark

/// Markdown the owner wrote (a personality, a page's body) made safe for
/// the Markdown twins, as `MarkdownRenderer` makes it safe for HTML: raw
/// HTML is dropped and a link or image to anything but a web, mail or
/// relative address loses it. Markdown with neither is kept exactly as
/// written; other Markdown is libcmark's rendering of the cleaned document.
enum SafeMarkdown {
    static func make(_ markdown: String) -> String {
        var text = markdown
        let cleaned: String? = text.withUTF8 { bytes in
            guard let document = bytes.withMemoryRebound(to: CChar.self, { cmark_parse_document($0.baseAddress, $0.count, CMARK_OPT_DEFAULT) }) else {
                return ""
            }
            defer { cmark_node_free(document) }
            guard clean(document) else { return nil }
            guard let rendered = cmark_render_commonmark(document, CMARK_OPT_DEFAULT, 0) else { return "" }
            defer { free(rendered) }
            return String(cString: rendered)
        }
        return cleaned.map { $0.trimmingWhitespace() } ?? markdown
    }

    /// Drops raw HTML and empties unsafe addresses; whether anything was.
    private static func clean(_ document: OpaquePointer) -> Bool {
        var unsafe: [OpaquePointer] = []
        let iterator = cmark_iter_new(document)
        defer { cmark_iter_free(iterator) }
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            guard cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_HTML_BLOCK, CMARK_NODE_HTML_INLINE:
                unsafe.append(node)
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                if let url = cmark_node_get_url(node), !isSafe(url: String(cString: url)) { unsafe.append(node) }
            default:
                break
            }
        }
        // Changed after the walk: the iterator must not meet a freed node.
        for node in unsafe {
            switch cmark_node_get_type(node) {
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                cmark_node_set_url(node, "")
            default:
                cmark_node_unlink(node)
                cmark_node_free(node)
            }
        }
        return !unsafe.isEmpty
    }

    /// An address without a scheme, or with `http`, `https` or `mailto`.
    /// Browsers ignore tabs and line breaks in a URL and spaces and control
    /// characters before it, so `java\tscript:` is `javascript:` to them.
    static func isSafe(url: String) -> Bool {
        let scalars = url.unicodeScalars.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }.drop { $0.value <= 0x20 }
        let address = String(String.UnicodeScalarView(scalars))
        guard let colon = address.firstIndex(of: ":") else { return true }
        let scheme = address[..<colon]
        // A colon after a path, query or fragment begins no scheme.
        if scheme.contains(where: { $0 == "/" || $0 == "?" || $0 == "#" }) { return true }
        return ["http", "https", "mailto"].contains(scheme.lowercased())
    }
}
