import Foundation
import CMark

/// Markdown to HTML with the system libcmark in safe mode: raw HTML is
/// replaced by a comment and `javascript:`-style links lose their URL, so
/// submitted jokes can never inject markup.
public enum MarkdownRenderer {
    /// The libcmark that renders, like "0.30.3": another may render differently.
    static let version = String(cString: cmark_version_string())

    public static func html(_ markdown: String) -> String {
        var text = markdown
        return text.withUTF8 { bytes in
            let options = CMARK_OPT_DEFAULT | CMARK_OPT_SAFE
            guard let rendered = bytes.withMemoryRebound(to: CChar.self, { cmark_markdown_to_html($0.baseAddress, $0.count, options) }) else {
                return ""
            }
            defer { free(rendered) }
            return String(cString: rendered)
        }
    }
}
