/// A compiled template: names already resolved, text already laid out
/// (standalone lines gone, partials indented), partials compiled once per
/// place they can be used from.
enum Instruction: Sendable {
    case text([UInt8])
    /// A value, escaped or (nil) written as it is.
    case value(ValuePath, escape: Escape?)
    /// Renders its body for each item of a list, once for any other value
    /// that is there (with the value as the innermost scope), not at all for
    /// absent, false or an empty list.
    case section(ValuePath, [Instruction])
    /// Renders its body when the section would not.
    case inverted(ValuePath, [Instruction])
    /// Runs `CompiledTemplate.partials[index]`; partials may recurse.
    case partial(Int)
}

/// Where a value is, found at compile time.
enum ValuePath: Sendable {
    /// `{{.}}`: the innermost scope.
    case current
    /// Strict mode: the scope `depth` levels out from the innermost, then
    /// record fields by index.
    case field(depth: Int, indices: [Int])
    /// Dynamic mode: the first name is looked up scope by scope, the rest
    /// inside what it found.
    case names(first: String, rest: [String])
}

/// How `{{name}}` escapes a value: as text or as an address, for a format.
struct Escape: Sendable {
    var format: TemplateFormat
    var isURL = false
}
