/// The values a template may use, declared once per page kind: each name
/// with its type and one line saying what it is. The same declaration
/// checks templates (`TemplateLibrary.compile`), describes the values for
/// template authors (`TemplateReference`) and is what values are made to
/// fit (`TemplateValue.record` lists fields in declaration order).
public struct TemplateSchema: Hashable, Sendable {
    /// Names the record in messages and in the reference ("Joke", "Site").
    public var name: String
    public var doc: String
    public var fields: [TemplateField] {
        didSet { kinds = fields.map { FieldKind($0.type) } }
    }
    /// What each field admits, for the check of every record made
    /// (`firstUnfit`): plain values, read without counting references.
    private(set) var kinds: [FieldKind]

    public init(_ name: String, doc: String = "", _ fields: [TemplateField]) {
        self.name = name
        self.doc = doc
        self.fields = fields
        kinds = fields.map { FieldKind($0.type) }
    }

    /// Compile time only; rendering uses the index it returns.
    public func index(of field: String) -> Int? {
        fields.firstIndex { $0.name == field }
    }
}

public struct TemplateField: Hashable, Sendable {
    public var name: String
    public var type: TemplateType
    public var doc: String

    public init(_ name: String, _ type: TemplateType, _ doc: String) {
        self.name = name
        self.type = type
        self.doc = doc
    }
}

public indirect enum TemplateType: Hashable, Sendable {
    /// Plain text: `{{name}}` escapes it for the template's format.
    case text
    /// Made by the site for one format (a card's HTML, a personality's
    /// safe Markdown) and written as it is, `{{{name}}}`, in templates of
    /// that format only.
    case made(TemplateFormat)
    /// An address the site made (a link): `{{name}}` escapes it as text,
    /// but in Markdown percent-encodes what would end a link destination
    /// or an autolink, where backslashes do not escape.
    case url
    case bool
    case int
    case list(TemplateType)
    case record(TemplateSchema)
    /// A value that may be absent; `{{#name}}` shows its content only
    /// when it is there.
    case optional(TemplateType)

    /// How messages and the reference name the type.
    public var summary: String {
        switch self {
        case .text: "text"
        case .made(let format): format.summary
        case .url: "address"
        case .bool: "yes/no"
        case .int: "number"
        case .list(let element): "list of \(element.summary)"
        case .record(let schema): schema.name
        case .optional(let wrapped): "optional \(wrapped.summary)"
        }
    }

    /// HTML the site made itself.
    public static let html = TemplateType.made(.html)
}
