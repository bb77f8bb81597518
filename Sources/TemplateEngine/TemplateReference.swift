/// The reference of template values for template authors, made from the
/// same schemas that check templates, so it cannot fall behind them.
public enum TemplateReference {
    /// A page kind: its heading, the templates that use it, its values.
    public struct Page: Sendable {
        public var title: String
        public var templates: [String]
        public var schema: TemplateSchema

        public init(title: String, templates: [String], schema: TemplateSchema) {
            self.title = title
            self.templates = templates
            self.schema = schema
        }
    }

    /// Markdown: a section per page kind, then one per record type the
    /// pages use (each once, linked from the field types).
    public static func markdown(title: String, introduction: String, pages: [Page]) -> String {
        var text = "# \(title)\n\n\(introduction)\n"
        var records: [TemplateSchema] = []
        for page in pages {
            text += "\n## \(page.title)\n\n"
            if !page.templates.isEmpty {
                text += "Templates: " + page.templates.map { "`\($0)`" }.joined(separator: ", ") + ".\n\n"
            }
            if !page.schema.doc.isEmpty { text += page.schema.doc + "\n\n" }
            text += table(page.schema, records: &records)
        }
        var written = 0
        while written < records.count {
            let record = records[written]
            written += 1
            text += "\n### \(record.name)\n\n"
            if !record.doc.isEmpty { text += record.doc + "\n\n" }
            text += table(record, records: &records)
        }
        return text
    }

    private static func table(_ schema: TemplateSchema, records: inout [TemplateSchema]) -> String {
        var text = "| Name | Type | What it is |\n| --- | --- | --- |\n"
        for field in schema.fields {
            text += "| `\(field.name)` | \(describe(field.type, records: &records)) | \(field.doc) |\n"
        }
        return text
    }

    private static func describe(_ type: TemplateType, records: inout [TemplateSchema]) -> String {
        switch type {
        case .list(let element): return "list of \(describe(element, records: &records))"
        case .optional(let wrapped): return "optional \(describe(wrapped, records: &records))"
        case .record(let schema):
            if !records.contains(schema) { records.append(schema) }
            return "[\(schema.name)](#\(anchor(schema.name)))"
        case .made(let format): return "\(format.summary) (`{{{…}}}`)"
        case .text, .url, .bool, .int: return type.summary
        }
    }

    /// GitHub's heading anchors: lowercase, spaces as hyphens.
    private static func anchor(_ heading: String) -> String {
        String(heading.lowercased().compactMap { $0 == " " ? "-" : ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : nil) })
    }
}
