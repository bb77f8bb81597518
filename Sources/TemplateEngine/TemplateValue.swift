/// A value as templates see it. Values are typed: a record is the values
/// of its schema's fields in declaration order, so a compiled template
/// reads a field by index, without names or casts.
public indirect enum TemplateValue: Sendable, Equatable {
    /// No value: an optional that is not there, a name missing in
    /// dynamic data. Renders as nothing; a section over it is skipped.
    case absent
    case bool(Bool)
    case int(Int)
    /// Text and HTML alike: the tag and the template decide escaping.
    case text(String)
    case list([TemplateValue])
    /// The fields of a `TemplateSchema`, in its order.
    case record([TemplateValue])
    /// Named members, for dynamic (unchecked) templates only.
    case object([String: TemplateValue])

    /// Whether a section shows its content (`{{#name}}`) for this value:
    /// absent, false and an empty list do not.
    var isTruthy: Bool {
        switch self {
        case .absent: false
        case .bool(let value): value
        case .list(let items): !items.isEmpty
        case .int, .text, .record, .object: true
        }
    }

    /// Field `index` of a record; absent for anything else, so a value
    /// that does not fit its schema renders as nothing rather than crashing.
    func field(_ index: Int) -> TemplateValue {
        guard case .record(let fields) = self, fields.indices.contains(index) else { return .absent }
        return fields[index]
    }

    func member(_ name: String) -> TemplateValue? {
        guard case .object(let members) = self else { return nil }
        return members[name]
    }
}

extension TemplateType {
    /// Where `value` does not fit this type, as `path: problem` lines; for
    /// tests of the code that makes values.
    public func mismatches(of value: TemplateValue, at path: String = "") -> [String] {
        switch (self, value) {
        case (.optional, .absent): return []
        case (.optional(let wrapped), _): return wrapped.mismatches(of: value, at: path)
        case (.text, .text), (.html, .text), (.bool, .bool), (.int, .int): return []
        case (.list(let element), .list(let items)):
            return items.enumerated().flatMap { element.mismatches(of: $1, at: "\(path)[\($0)]") }
        case (.record(let schema), .record(let fields)):
            guard fields.count == schema.fields.count else {
                return ["\(path): \(schema.name) has \(schema.fields.count) fields, the value \(fields.count)"]
            }
            return zip(schema.fields, fields).flatMap { field, value in
                field.type.mismatches(of: value, at: path.isEmpty ? field.name : "\(path).\(field.name)")
            }
        default:
            return ["\(path): expected \(summary), found \(value.kindName)"]
        }
    }
}

extension TemplateValue {
    var kindName: String {
        switch self {
        case .absent: "nothing"
        case .bool: "yes/no"
        case .int: "number"
        case .text: "text"
        case .list: "list"
        case .record: "record"
        case .object: "object"
        }
    }
}
