import TemplateEngine

extension TemplateValue {
    /// Absent for nil, so `{{#name}}` hides its content.
    static func optional(_ text: String?) -> TemplateValue {
        text.map(TemplateValue.text) ?? .absent
    }

    static func texts(_ texts: [String]) -> TemplateValue {
        .list(texts.map(TemplateValue.text))
    }
}
