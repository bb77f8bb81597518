import TemplateEngine

extension TemplateSchema {
    /// A record of this schema from its values by name, in any order: the
    /// engine reads fields by position, and names keep the code that makes
    /// a value readable and its order right. A name left out is absent,
    /// which only an optional field may be.
    func record(_ values: KeyValuePairs<String, TemplateValue>) -> TemplateValue {
        .record(fieldValues(values))
    }

    /// The values of `record`, without wrapping them.
    func fieldValues(_ values: KeyValuePairs<String, TemplateValue>) -> [TemplateValue] {
        let count = self.fields.count
        // Not `init(repeating:count:)`, which this module calls unspecialized.
        var fields = [TemplateValue](unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.initialize(repeating: .absent)
            initialized = count
        }
        // Values mostly come in declaration order: the field after the last
        // one found is tried first, before a search of them all.
        var next = 0
        for (name, value) in values {
            let index = next < count && self.fields[next].name == name ? next : index(of: name)
            guard let index else {
                assertionFailure("\(self.name) declares no \"\(name)\"")
                continue
            }
            fields[index] = value
            next = index + 1
        }
        assert(zip(self.fields, fields).allSatisfy { field, value in
            if case .optional = field.type { return true }
            return value != .absent
        }, "\(self.name): a value that is not optional is missing")
        return fields
    }
}

extension TemplateValue {
    /// Absent for nil, so `{{#name}}` hides its content.
    static func optional(_ text: String?) -> TemplateValue {
        text.map(TemplateValue.text) ?? .absent
    }

    static func texts(_ texts: [String]) -> TemplateValue {
        .list(texts.map(TemplateValue.text))
    }
}
