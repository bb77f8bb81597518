extension CompiledTemplate {
    /// The fields of the record at the rendered value's field `field` (by
    /// place: `site` of a page's `[site, page, …]`) the template names, its
    /// partials included, whether they render or not; nil when it may read
    /// that record whole (`{{#site}}`, `{{.}}` of the value, a name looked
    /// up at render time). What a page depends on of a value every page is
    /// handed, known before any page renders.
    public func fieldsRead(under field: Int) -> Set<Int>? {
        var reads = FieldReads(field: field, partials: partials)
        return reads.walk(root, depth: 0) ? reads.found : nil
    }
}

/// The walk of `CompiledTemplate.fieldsRead(under:)`.
private struct FieldReads {
    let field: Int
    let partials: [[Instruction]]
    var found: Set<Int> = []
    /// Partials walked, each at the number of scopes open around it.
    private var walked: Set<[Int]> = []

    init(field: Int, partials: [[Instruction]]) {
        self.field = field
        self.partials = partials
    }

    /// `depth`: sections open around `instructions` (the rendered value is
    /// that many scopes out). False when the record may be read whole.
    mutating func walk(_ instructions: [Instruction], depth: Int) -> Bool {
        for instruction in instructions {
            switch instruction {
            case .text:
                continue
            case .value(let path, _):
                guard note(path, depth: depth) else { return false }
            case .section(let path, let body):
                guard note(path, depth: depth), walk(body, depth: depth + 1) else { return false }
            case .inverted(let path, let body):
                guard note(path, depth: depth), walk(body, depth: depth) else { return false }
            case .partial(let index):
                guard walked.insert([index, depth]).inserted else { continue }
                guard walk(partials[index], depth: depth) else { return false }
            }
        }
        return true
    }

    /// Notes the field `path` names; false when it may name the record whole.
    private mutating func note(_ path: ValuePath, depth: Int) -> Bool {
        switch path {
        case .current:
            return depth > 0
        case .names:
            return false
        case .field(let scope, let indices):
            guard scope == depth, indices.first == field else { return true }
            guard indices.count > 1 else { return false }
            found.insert(indices[1])
            return true
        }
    }
}
