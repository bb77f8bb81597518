import TemplateEngine

/// Reading template values by name in tests, as templates do.
extension TemplateValue {
    /// Field `name` of this record of `schema`; absent when there is none.
    func field(_ name: String, of schema: TemplateSchema) -> TemplateValue {
        guard let index = schema.index(of: name), case .record(let fields) = made, fields.indices.contains(index) else { return .absent }
        return fields[index].made
    }

    /// The value itself, made if it is derived.
    var made: TemplateValue {
        if case .derived(let derived) = self { return derived.value.made }
        return self
    }

    var text: String? {
        if case .text(let text) = made { return text }
        return nil
    }

    var items: [TemplateValue] {
        if case .list(let items) = made { return items }
        return []
    }
}
