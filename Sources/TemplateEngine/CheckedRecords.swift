/// Why a record does not fit its schema: a field it names that the schema
/// does not declare, a declared field it leaves out, or a value of another
/// kind. Found whenever a record is made (release builds too); the value
/// is then `TemplateValue.unfit`, which the page's key finds
/// (`checkedFingerprint`), so the build stops naming it instead of
/// rendering a spot of nothing.
public struct UnfitRecord: Error, Sendable, Hashable, CustomStringConvertible {
    /// The schema's name, as "Joke card".
    public var record: String
    public var field: String
    public var problem: String

    public init(record: String, field: String, problem: String) {
        self.record = record
        self.field = field
        self.problem = problem
    }

    public var description: String { "\(record) \"\(field)\" \(problem)" }
}

extension TemplateSchema {
    /// A record of this schema from its values by name, in any order, or
    /// `.unfit` naming the first field that does not fit. A name left out
    /// is absent, which only an optional field may be.
    public func record(_ values: KeyValuePairs<String, TemplateValue>) -> TemplateValue {
        switch checkedValues(values) {
        case .success(let fields): .record(fields)
        case .failure(let unfit): .unfit(unfit)
        }
    }

    /// The values of `record`, without wrapping them; `[.unfit]` when they
    /// do not fit.
    public func fieldValues(_ values: KeyValuePairs<String, TemplateValue>) -> [TemplateValue] {
        switch checkedValues(values) {
        case .success(let fields): fields
        case .failure(let unfit): [.unfit(unfit)]
        }
    }

    private func checkedValues(_ values: KeyValuePairs<String, TemplateValue>) -> Result<[TemplateValue], UnfitRecord> {
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
            guard let index = next < count && self.fields[next].name == name ? next : index(of: name) else {
                return .failure(UnfitRecord(record: self.name, field: name, problem: "is not declared"))
            }
            fields[index] = value
            next = index + 1
        }
        if let unfit = firstUnfit(fields) { return .failure(unfit) }
        return .success(fields)
    }

    /// A record of `values` in declaration order, or `.unfit`.
    public func checkedRecord(_ values: [TemplateValue]) -> TemplateValue {
        firstUnfit(values).map(TemplateValue.unfit) ?? .record(values)
    }

    /// The first field whose value is not of its declared kind (nothing
    /// for a field that is not optional). A derived value is checked where
    /// its inputs were made; a nested record where it was.
    public func firstUnfit(_ values: [TemplateValue]) -> UnfitRecord? {
        guard values.count == kinds.count else {
            return UnfitRecord(record: name, field: "", problem: "has \(values.count) values for \(fields.count) fields")
        }
        for index in values.indices where !kinds[index].admits(values[index]) {
            let value = values[index], field = fields[index]
            let problem = value == .absent ? "is missing" : "is \(value.kindName), declared \(field.type.summary)"
            return UnfitRecord(record: name, field: field.name, problem: problem)
        }
        return nil
    }
}

/// The kind of value a field admits, looking no deeper than the field
/// (a nested record was checked where it was made, a derived value's
/// inputs where they were).
struct FieldKind: Hashable, Sendable {
    enum Value: Hashable, Sendable { case text, bool, int, list, record }

    let value: Value
    let isOptional: Bool

    init(_ type: TemplateType) {
        if case .optional = type { isOptional = true } else { isOptional = false }
        value = Self.value(of: type)
    }

    private static func value(of type: TemplateType) -> Value {
        switch type {
        case .text, .url, .made: .text
        case .bool: .bool
        case .int: .int
        case .list: .list
        case .record: .record
        case .optional(let wrapped): value(of: wrapped)
        }
    }

    func admits(_ value: TemplateValue) -> Bool {
        switch value {
        case .derived, .unfit: true
        case .absent: isOptional
        case .text: self.value == .text
        case .bool: self.value == .bool
        case .int: self.value == .int
        case .list: self.value == .list
        case .record: self.value == .record
        case .object: false
        }
    }
}

/// A record declared once: each field's name, type and doc beside how it
/// is read from a `Source`, so the schema and the values come from one
/// list and cannot disagree in name or order. The values are checked
/// against the schema each time they are made.
public struct DeclaredRecord<Source>: Sendable {
    public struct Field: Sendable {
        let declaration: TemplateField
        let read: @Sendable (Source) -> TemplateValue

        public init(_ name: String, _ type: TemplateType, _ doc: String, _ read: @escaping @Sendable (Source) -> TemplateValue) {
            declaration = TemplateField(name, type, doc)
            self.read = read
        }
    }

    public let schema: TemplateSchema
    private let reads: [@Sendable (Source) -> TemplateValue]

    public init(_ name: String, doc: String, _ fields: [Field]) {
        schema = TemplateSchema(name, doc: doc, fields.map(\.declaration))
        reads = fields.map(\.read)
    }

    /// The record's values, in the schema's order, with room for `extra`
    /// more; `[.unfit]` when one does not fit.
    public func values(of source: Source, roomForMore extra: Int = 0) -> [TemplateValue] {
        var values: [TemplateValue] = []
        values.reserveCapacity(reads.count + extra)
        for read in reads { values.append(read(source)) }
        if let unfit = schema.firstUnfit(values) { return [.unfit(unfit)] }
        return values
    }

    /// The record of `source`, or `.unfit`.
    public func record(of source: Source) -> TemplateValue {
        let values = values(of: source)
        if values.count == 1, case .unfit = values[0] { return values[0] }
        return .record(values)
    }
}
