/// A template ready to render: every name resolved, every partial
/// compiled. Immutable, so one instance serves every thread.
public struct CompiledTemplate: Sendable {
    let root: [Instruction]
    let partials: [[Instruction]]
    /// What it was compiled against.
    let scope: TemplateScope

    /// Appends the template's output for `value` to `buffer.bytes`.
    public func render(_ value: TemplateValue, into buffer: inout RenderBuffer) {
        buffer.scopes.removeAll(keepingCapacity: true)
        buffer.scopes.append(value)
        run(root, &buffer)
    }

    /// The output as a `String`: for tests and one-off pages.
    public func render(_ value: TemplateValue) -> String {
        var buffer = RenderBuffer()
        render(value, into: &buffer)
        return String(decoding: buffer.bytes, as: UTF8.self)
    }

    private func run(_ instructions: [Instruction], _ buffer: inout RenderBuffer) {
        // By index, not through an iterator: fewer copies of instructions,
        // each of which counts references to arrays every thread shares.
        for index in instructions.indices {
            switch instructions[index] {
            case .text(let bytes):
                buffer.bytes.append(contentsOf: bytes)
            case .value(let path, let escape):
                buffer.write(buffer.lookUp(path), escape: escape)
            case .section(let path, let body):
                let value = buffer.lookUp(path).resolved
                switch value {
                case .list(let items):
                    for item in items {
                        buffer.scopes.append(item)
                        run(body, &buffer)
                        buffer.scopes.removeLast()
                    }
                case _ where value.isTruthy:
                    buffer.scopes.append(value)
                    run(body, &buffer)
                    buffer.scopes.removeLast()
                default:
                    break
                }
            case .inverted(let path, let body):
                if !buffer.lookUp(path).isTruthy { run(body, &buffer) }
            case .partial(let index):
                run(partials[index], &buffer)
            }
        }
    }
}

/// Where templates write: one byte buffer, reused page after page (clear
/// it with `removeAll`), and the scope stack sections push values on.
public struct RenderBuffer: Sendable {
    public internal(set) var bytes: [UInt8] = []
    var scopes: [TemplateValue] = []

    public init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
        scopes.reserveCapacity(16)
    }

    /// Empties the output, keeping its memory for the next page.
    public mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// Output made without a template (a feed, an icon).
    public mutating func append(_ other: some Collection<UInt8>) {
        bytes.append(contentsOf: other)
    }

    func lookUp(_ path: ValuePath) -> TemplateValue {
        switch path {
        case .current:
            return scopes.last ?? .absent
        case .field(let depth, let indices):
            return scopes.withUnsafeBufferPointer { scopes in
                indices.withUnsafeBufferPointer { scopes[scopes.count - 1 - depth].field(at: $0, from: 0) }
            }
        case .names(let first, let rest):
            // The spec: the first name in the innermost scope that has it;
            // the rest only inside that value, never further out.
            guard var value = scopes.reversed().lazy.compactMap({ $0.member(first) }).first else { return .absent }
            for name in rest { value = value.member(name) ?? .absent }
            return value
        }
    }

    mutating func write(_ value: TemplateValue, escape: Escape?) {
        switch value {
        case .text(let text):
            if let escape {
                escape.isURL ? escape.format.appendURL(text, to: &bytes) : escape.format.append(text, to: &bytes)
            } else {
                bytes.append(contentsOf: text.utf8)
            }
        case .int(let number):
            bytes.append(contentsOf: String(number).utf8)
        case .bool(let flag):
            bytes.append(contentsOf: (flag ? "true" : "false").utf8)
        case .derived(let derived):
            write(derived.value, escape: escape)
        case .absent, .list, .record, .object, .unfit:
            break
        }
    }
}
