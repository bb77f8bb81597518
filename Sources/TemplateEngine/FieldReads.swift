extension CompiledTemplate {
    /// The fields the template names of each record it reaches through
    /// `parent`'s field `field` (by place: `site` of a page's values, the
    /// `character` of a joke), its partials included, whether they render
    /// or not; nil when it may read such a record whole (`{{.}}` of it, a
    /// name looked up at render time). What a page depends on of a value,
    /// known before any page renders.
    public func fieldsRead(through parent: TemplateSchema, field: Int) -> Set<Int>? {
        guard case .strict(let schema) = scope else { return nil }
        var reads = FieldReads(parent: parent, field: field, partials: partials)
        return reads.walk(root, scopes: [FieldReads.Scope(type: .record(schema), isWatched: false)]) ? reads.found : nil
    }
}

/// The walk of `CompiledTemplate.fieldsRead(through:field:)`: the scopes a
/// template's sections open, by type, as the compiler resolved its names.
private struct FieldReads {
    struct Scope: Hashable {
        var type: TemplateType
        /// A record reached through the watched field.
        var isWatched: Bool
    }

    let parent: TemplateSchema
    let field: Int
    let partials: [[Instruction]]
    var found: Set<Int> = []
    /// Partials walked, each with the scopes open around it.
    private var walked: Set<Visit> = []

    private struct Visit: Hashable {
        var partial: Int
        var scopes: [Scope]
    }

    init(parent: TemplateSchema, field: Int, partials: [[Instruction]]) {
        self.parent = parent
        self.field = field
        self.partials = partials
    }

    /// False when a watched record may be read whole.
    mutating func walk(_ instructions: [Instruction], scopes: [Scope]) -> Bool {
        for instruction in instructions {
            switch instruction {
            case .text:
                continue
            case .value(let path, _):
                guard let reached = follow(path, scopes), !reached.isWatched else { return false }
            case .section(let path, let body):
                guard let reached = follow(path, scopes) else { return false }
                let inner = NameResolver.sectionScope(of: reached.type) ?? reached.type
                guard walk(body, scopes: scopes + [Scope(type: inner, isWatched: reached.isWatched)]) else { return false }
            case .inverted(let path, let body):
                guard follow(path, scopes) != nil, walk(body, scopes: scopes) else { return false }
            case .partial(let index):
                guard walked.insert(Visit(partial: index, scopes: scopes)).inserted else { continue }
                guard walk(partials[index], scopes: scopes) else { return false }
            }
        }
        return true
    }

    /// Where `path` leads from `scopes`, noting the watched fields it
    /// names; nil when the compiler left it to render time.
    private mutating func follow(_ path: ValuePath, _ scopes: [Scope]) -> Scope? {
        switch path {
        case .names:
            return nil
        case .current:
            return scopes.last
        case .field(let depth, let indices):
            var at = scopes[scopes.count - 1 - depth]
            for index in indices {
                if at.isWatched {
                    found.insert(index)
                }
                guard case .record(let schema) = at.type.unwrapped, schema.fields.indices.contains(index) else { return nil }
                at = Scope(type: schema.fields[index].type, isWatched: !at.isWatched && schema == parent && index == field)
            }
            return at
        }
    }
}
