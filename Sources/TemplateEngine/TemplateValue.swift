import Synchronization

/// A value as templates see it. Values are typed: a record is the values
/// of its schema's fields in declaration order, so a compiled template
/// reads a field by index, without names or casts. (Not `indirect`: lists
/// and records hold their values in arrays already, so no value is boxed.)
public enum TemplateValue: Sendable, Equatable {
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
    /// A value made on first use (see `DerivedValue`), and fingerprinted
    /// by what it is made from.
    case derived(DerivedValue)
    /// A record that did not fit its schema where it was made: nothing
    /// renders it, `checkedFingerprint` reports it. Boxed: inline, its three
    /// strings would triple the size of every value.
    indirect case unfit(UnfitRecord)

    /// Whether a section shows its content (`{{#name}}`) for this value:
    /// absent, false and an empty list do not.
    var isTruthy: Bool {
        switch self {
        case .absent, .unfit: false
        case .bool(let value): value
        case .list(let items): !items.isEmpty
        case .int, .text, .record, .object: true
        case .derived(let derived): derived.value.isTruthy
        }
    }

    /// The value at `path`, record field after record field; absent where
    /// there is none, so a value that does not fit its schema renders as
    /// nothing rather than crashing. The records on the way are borrowed,
    /// not copied: copying would count references to the records every
    /// page shares (`site`), from every thread at once.
    /// The path is read from `start` on, through a pointer: a slice of
    /// the compiled template's array would count references to it.
    func field(at path: UnsafeBufferPointer<Int>, from start: Int) -> TemplateValue {
        guard start < path.count else { return self }
        switch self {
        case .record(let fields):
            let index = path[start]
            guard fields.indices.contains(index) else { return .absent }
            return fields.withUnsafeBufferPointer { $0[index].field(at: path, from: start + 1) }
        case .derived(let derived): return derived.made.value.field(at: path, from: start)
        default: return .absent
        }
    }

    func member(_ name: String) -> TemplateValue? {
        switch self {
        case .object(let members): members[name]
        case .derived(let derived): derived.value.member(name)
        default: nil
        }
    }

    /// The value itself, made if it is derived.
    var resolved: TemplateValue {
        if case .derived(let derived) = self { return derived.value.resolved }
        return self
    }
}

extension TemplateType {
    /// Where `value` does not fit this type, as `path: problem` lines; for
    /// tests of the code that makes values.
    public func mismatches(of value: TemplateValue, at path: String = "") -> [String] {
        switch (self, value.resolved) {
        case (_, .unfit(let unfit)): return ["\(path): \(unfit)"]
        case (.optional, .absent): return []
        case (.text, .text), (.made, .text), (.url, .text), (.bool, .bool), (.int, .int): return []
        case (.optional(let wrapped), let value): return wrapped.mismatches(of: value, at: path)
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
        case .derived(let derived): derived.value.kindName
        case .unfit: "a record that does not fit"
        }
    }
}

/// A value made from others on first use, at most once, by any thread:
/// the HTML of a joke's Markdown, a card rendered from a partial. Pages
/// whose values did not change are not rendered, so they never pay for it.
/// Its fingerprint is that of `inputs`, hashed once however many pages
/// share it; `make` must depend on nothing else but what the page key
/// names anyway (templates, generator version).
public final class DerivedValue: Sendable, Equatable {
    public let inputs: TemplateValue
    let inputsFingerprint: ContentHash
    /// The first record in `inputs` that did not fit its schema.
    let inputsUnfit: UnfitRecord?
    private let making: Making
    /// Read without a lock: a value made on first use is read from every
    /// thread, many times.
    private let store = AtomicLazyReference<Made>()

    /// A value made with its inputs (`init(shared:)`,
    /// `init(sameInputsAs:value:)`) is read without `store`, whose generic
    /// `load` looks its type up on every call.
    private enum Making: Sendable {
        case made(Made)
        case onFirstUse(@Sendable (TemplateValue) -> TemplateValue)
        case fromHolder(Holder, @Sendable (TemplateValue) -> TemplateValue)
    }

    /// The record a value is made from when that record holds the value
    /// among its fields (a joke's cards, made from the joke's record):
    /// given once the record exists, and held weakly, so neither keeps
    /// the other alive and the record's fields are stored once.
    public final class Holder: Sendable {
        private struct Weak { weak var value: DerivedValue? }
        private let held = Mutex(Weak())
        public init() {}
        public func hold(_ value: DerivedValue) { held.withLock { $0.value = value } }
        var value: DerivedValue? { held.withLock { $0.value } }
    }

    final class Made: Sendable {
        let value: TemplateValue
        init(_ value: TemplateValue) { self.value = value }
    }

    public convenience init(from inputs: TemplateValue, make: @escaping @Sendable (TemplateValue) -> TemplateValue) {
        self.init(inputs, making: .onFirstUse(make))
    }

    /// Made on first use from the record `holder` is given, which holds
    /// this value: reachable only through it, so it is there when asked.
    /// `inputs` (the fields `make` reads) are hashed, not kept.
    public convenience init(hashing inputs: TemplateValue, madeFrom holder: Holder,
                            make: @escaping @Sendable (TemplateValue) -> TemplateValue) {
        self.init(inputs, making: .fromHolder(holder, make), keepingInputs: false)
    }

    /// A value many pages share (`site`, a character's record), hashed once.
    public convenience init(shared value: TemplateValue) {
        self.init(value, making: .made(Made(value)))
    }

    private init(_ inputs: TemplateValue, making: Making, keepingInputs: Bool = true) {
        self.inputs = keepingInputs ? inputs : .absent
        var hasher = StableHasher()
        inputs.mix(into: &hasher)
        inputsFingerprint = hasher.value
        inputsUnfit = hasher.unfit
        self.making = making
    }

    /// Made another way from `other`'s inputs, which are hashed once.
    public convenience init(sameInputsAs other: DerivedValue, make: @escaping @Sendable (TemplateValue) -> TemplateValue) {
        if case .fromHolder(let holder, _) = other.making {
            self.init(sameInputsAs: other, making: .fromHolder(holder, make))
        } else {
            self.init(sameInputsAs: other, making: .onFirstUse(make))
        }
    }

    /// `value`, made already from `other`'s inputs, which are hashed once.
    public convenience init(sameInputsAs other: DerivedValue, value: TemplateValue) {
        self.init(sameInputsAs: other, making: .made(Made(value)))
    }

    private init(sameInputsAs other: DerivedValue, making: Making) {
        inputs = other.inputs
        inputsFingerprint = other.inputsFingerprint
        inputsUnfit = other.inputsUnfit
        self.making = making
    }

    public var value: TemplateValue { made.value }

    /// The value in its box, to read in place.
    var made: Made {
        switch making {
        case .made(let made):
            return made
        case .onFirstUse(let make):
            if let made = store.load() { return made }
            // Two threads may both make it; the first stored wins.
            return store.storeIfNil(Made(make(inputs)))
        case .fromHolder(let holder, let make):
            if let made = store.load() { return made }
            // Only its record reaches this value, and whoever reads it holds the record.
            guard let record = holder.value else { preconditionFailure("a value read after the record that holds it was freed") }
            return store.storeIfNil(Made(make(record.value)))
        }
    }

    public static func == (first: DerivedValue, second: DerivedValue) -> Bool {
        first === second
    }
}
