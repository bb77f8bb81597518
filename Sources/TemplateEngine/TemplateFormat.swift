/// What a template writes, which decides how `{{name}}` escapes text: a
/// template's format is its name's extension (`joke.html`,
/// `partials/joke.md`, `feed.xml`, `robots.txt`), and a partial without one takes the
/// format of the template it is in. No tag or pragma changes it, so no
/// template can turn escaping off.
public enum TemplateFormat: String, Sendable, Hashable, CaseIterable {
    case html
    case markdown
    case xml
    case json
    /// Plain text (`robots.txt`): written as it is, there is nothing to escape.
    case plainText

    /// The extension that names the format in a template's name.
    public var fileExtension: String {
        switch self {
        case .html: "html"
        case .markdown: "md"
        case .xml: "xml"
        case .json: "json"
        case .plainText: "txt"
        }
    }

    /// How messages and the reference name it.
    public var summary: String {
        switch self {
        case .html: "HTML"
        case .markdown: "Markdown"
        case .xml: "XML"
        case .json: "JSON"
        case .plainText: "plain text"
        }
    }

    /// The format a template's name gives (`partials/joke.md`: Markdown);
    /// nil for a name without a known extension.
    public init?(templateName name: String) {
        guard let dot = name.lastIndex(of: "."), !name[dot...].contains("/") else { return nil }
        let fileExtension = name[name.index(after: dot)...]
        guard let format = Self.allCases.first(where: { $0.fileExtension == fileExtension }) else { return nil }
        self = format
    }

    /// Whether a value made for another format is text here: a feed
    /// carries HTML as the escaped content of an XML element or a JSON
    /// string, `{{content_html}}`.
    var carriesMadeValuesAsText: Bool {
        self == .xml || self == .json
    }

    /// Appends `text` escaped so that it shows as written: HTML and XML
    /// entities, Markdown backslashes, JSON string escapes (inside the
    /// quotes the template writes); plain text as it is.
    func append(_ text: String, to bytes: inout [UInt8]) {
        switch self {
        case .html: EntityEscape.append(text, apostrophe: EntityEscape.htmlApostrophe, to: &bytes)
        case .xml: EntityEscape.append(text, apostrophe: EntityEscape.xmlApostrophe, to: &bytes)
        case .markdown:
            bytes.append(contentsOf: MarkdownEscaping.escape(text, atBlockStart: MarkdownEscaping.isAtBlockStart(bytes)).utf8)
        case .json: JSONStringEscape.append(text, to: &bytes)
        case .plainText: bytes.append(contentsOf: text.utf8)
        }
    }

    /// Appends an address: as text, but in Markdown with spaces, control
    /// characters, `<>()\` and `` ` `` percent-encoded, so it stays one
    /// link destination or autolink and opens no markup.
    func appendURL(_ text: String, to bytes: inout [UInt8]) {
        guard self == .markdown else { return append(text, to: &bytes) }
        // Runs between encoded bytes are copied whole: most addresses have none.
        var text = text
        text.withUTF8 { source in
            var runStart = 0
            for index in source.indices {
                switch source[index] {
                case ...0x20, 0x7F, UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "("), UInt8(ascii: ")"),
                     UInt8(ascii: "\\"), UInt8(ascii: "`"):
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index]))
                    bytes.append(UInt8(ascii: "%"))
                    bytes.append(Self.hexDigits[Int(source[index] >> 4)])
                    bytes.append(Self.hexDigits[Int(source[index] & 0xF)])
                    runStart = index + 1
                default:
                    continue
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart...]))
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)
}
