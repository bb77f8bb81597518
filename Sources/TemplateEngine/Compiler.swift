/// Turns parsed templates into instructions: partials and parents are
/// expanded, text is indented where the spec says, and in strict mode every
/// name is resolved against the schema, with every problem collected.
struct Compiler {
    let library: TemplateLibrary
    let schema: TemplateSchema?
    /// The format of templates whose name gives none (see `TemplateFormat`).
    let format: TemplateFormat
    /// `{{{name}}}` tags that stand for a whole template (see `compile`).
    let slots: [String: String]
    private(set) var partials: [[Instruction]] = []
    private(set) var problems: [TemplateProblem] = []
    private var reported: Set<TemplateProblem> = []
    /// A partial compiles once per indentation and scope it is used with.
    private var compiledPartials: [PartialKey: Int] = [:]

    /// Parents nest inline; beyond this they include each other forever.
    static let maximumDepth = 64

    init(library: TemplateLibrary, scope: TemplateScope, format: TemplateFormat, slots: [String: String]) {
        self.library = library
        self.format = format
        self.slots = slots
        if case .strict(let schema) = scope { self.schema = schema } else { schema = nil }
    }

    private struct PartialKey: Hashable {
        var name: String
        var indent: [UInt8]
        var scopes: [TemplateType]
        var format: TemplateFormat
    }

    /// How a run of tokens is laid out: `dedent` comes off the start of
    /// each line (a block's own indentation), then `indent` goes on.
    private struct Layout {
        let template: ParsedTemplate
        var indent: [UInt8] = []
        var dedent: [UInt8] = []
        var atLineStart = true
        /// The first line continues a line already indented (a block
        /// inside a line): it loses its dedent but gains no indent.
        var continuesLine = false
    }

    /// A `{{$name}}…{{/name}}` given inside a `{{<parent}}`.
    private struct Override {
        let template: ParsedTemplate
        let range: Range<Int>
        let dedent: [UInt8]
        /// The format of the template the override is written in.
        let format: TemplateFormat
    }

    private struct Context {
        /// Strict mode: the types of the scopes, outermost first, as the
        /// renderer will stack their values.
        var scopes: [TemplateType]
        /// The format of the template being compiled: what `{{name}}` escapes for.
        var format: TemplateFormat
        /// Overrides of enclosing parents, outermost first: the outermost
        /// one given for a block wins.
        var overrides: [[String: Override]] = []
        var depth = 0
        /// The files included to get here, outermost first: a file that
        /// comes again is a cycle.
        var chain: [String] = []
    }

    mutating func compileRoot(_ template: ParsedTemplate) -> [Instruction] {
        guard use(template) else { return [] }
        var layout = Layout(template: template)
        let context = Context(scopes: schema.map { [.record($0)] } ?? [], format: TemplateFormat(templateName: template.name) ?? format,
                              chain: [template.file])
        return compile(template.tokens.indices, &layout, context)
    }

    private mutating func compile(_ range: Range<Int>, _ layout: inout Layout, _ context: Context) -> [Instruction] {
        let tokens = layout.template.tokens
        var output: [Instruction] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            switch token.kind {
            case .text:
                Self.append(laidOut(token.bytes, &layout), to: &output)
            case .comment, .delimiters, .pragma, .close:
                beforeTag(token, &layout, &output)
            case .variable, .unescaped:
                beforeTag(token, &layout, &output)
                if let slot = slots[token.name] {
                    output += include(slot, token, layout, context)
                } else if let instruction = interpolation(token, layout, context) { output.append(instruction) }
            case .section, .inverted:
                beforeTag(token, &layout, &output)
                // A section that does not resolve hides its content: names
                // inside it would only repeat the problem.
                if let (path, pushed) = section(token, layout, context) {
                    var inner = context
                    if let pushed, token.kind == .section { inner.scopes.append(pushed) }
                    var body = compile(index + 1..<token.end, &layout, inner)
                    beforeTag(tokens[token.end], &layout, &body)
                    output.append(token.kind == .section ? .section(path, body) : .inverted(path, body))
                }
                index = token.end
            case .partial:
                beforeTag(token, &layout, &output)
                output += include(token.name, token, layout, context)
            case .parent:
                beforeTag(token, &layout, &output)
                output += expandParent(token, at: index, layout, context)
                index = token.end
                beforeTag(tokens[index], &layout, &output)
            case .block:
                output += expandBlock(token, at: index, &layout, context)
                index = token.end
            }
            index += 1
        }
        return output
    }

    // MARK: Layout

    /// A line of text with the layout's indentation applied at its start.
    private func laidOut(_ line: [UInt8], _ layout: inout Layout) -> [UInt8] {
        defer { layout.atLineStart = line.last == ASCII.newline }
        guard layout.atLineStart else { return line }
        var body = line[...]
        if !layout.dedent.isEmpty, body.starts(with: layout.dedent) { body = body.dropFirst(layout.dedent.count) }
        return indentation(&layout) + body
    }

    private func indentation(_ layout: inout Layout) -> [UInt8] {
        guard !layout.continuesLine else {
            layout.continuesLine = false
            return []
        }
        return layout.indent
    }

    /// A tag that keeps its line starts it: the indentation goes first.
    private func beforeTag(_ token: Token, _ layout: inout Layout, _ output: inout [Instruction]) {
        guard !token.standalone, layout.atLineStart else { return }
        layout.atLineStart = false
        Self.append(indentation(&layout), to: &output)
    }

    /// The indentation a standalone tag gives what it inserts.
    private func nestedIndent(_ token: Token, _ layout: Layout) -> [UInt8] {
        var own = token.indentation[...]
        if own.starts(with: layout.dedent) { own = own.dropFirst(layout.dedent.count) }
        return layout.indent + own
    }

    private static func append(_ bytes: [UInt8], to output: inout [Instruction]) {
        guard !bytes.isEmpty else { return }
        if case .text(let previous) = output.last {
            output[output.count - 1] = .text(previous + bytes)
        } else {
            output.append(.text(bytes))
        }
    }

    // MARK: Partials and inheritance

    private mutating func include(_ name: String, _ token: Token, _ layout: Layout, _ context: Context) -> [Instruction] {
        guard let partial = partial(named: name, token, layout) else { return [] }
        // Strict values have no recursive shape, so recursion never ends
        // (a stack overflow when rendered, or endless compiling inside a
        // section). The spec's dynamic mode allows data-driven recursion
        // (the compiled partial is reused), up to a depth.
        if schema != nil, context.chain.contains(partial.file) {
            report(layout.template.problem(at: token.offset, "partials include each other without end: \(Self.describe(context.chain + [partial.file]))"))
            return []
        }
        guard context.depth < Self.maximumDepth else {
            report(layout.template.problem(at: token.offset, "partials nest too deep: \(Self.describe(context.chain + [partial.file]))"))
            return []
        }
        let indent = token.standalone ? nestedIndent(token, layout) : []
        var context = context
        context.format = TemplateFormat(templateName: name) ?? context.format
        // Inside a parent, blocks in the partial may be overridden: inline.
        guard context.overrides.isEmpty else { return expand(partial, indent: indent, token, layout, context) }
        let key = PartialKey(name: name, indent: indent, scopes: context.scopes, format: context.format)
        if let index = compiledPartials[key] { return [.partial(index)] }
        let index = partials.count
        partials.append([])
        compiledPartials[key] = index
        var inner = Layout(template: partial, indent: indent)
        var innerContext = context
        innerContext.depth += 1
        innerContext.chain.append(partial.file)
        partials[index] = compile(partial.tokens.indices, &inner, innerContext)
        return [.partial(index)]
    }

    private mutating func expandParent(_ token: Token, at index: Int, _ layout: Layout, _ context: Context) -> [Instruction] {
        let tokens = layout.template.tokens
        var overrides: [String: Override] = [:]
        var child = index + 1
        // Inside a parent only blocks count; text and other tags are ignored.
        while child < token.end {
            let tag = tokens[child]
            if tag.kind == .block, overrides[tag.name] == nil {
                overrides[tag.name] = Override(template: layout.template, range: child + 1..<tag.end,
                                               dedent: Self.firstLineIndentation(child + 1..<tag.end, in: tokens) ?? [],
                                               format: context.format)
            }
            child = tag.kind.opens ? tag.end + 1 : child + 1
        }
        guard let parent = partial(named: token.name, token, layout) else { return [] }
        var inner = context
        inner.overrides.append(overrides)
        inner.format = TemplateFormat(templateName: token.name) ?? context.format
        return expand(parent, indent: token.standalone ? nestedIndent(token, layout) : [], token, layout, inner)
    }

    private mutating func expand(_ template: ParsedTemplate, indent: [UInt8], _ token: Token, _ layout: Layout,
                                 _ context: Context) -> [Instruction] {
        guard context.depth < Self.maximumDepth else {
            report(layout.template.problem(at: token.offset, "\"\(token.name)\" includes itself without end: \(Self.describe(context.chain))"))
            return []
        }
        var inner = Layout(template: template, indent: indent)
        var innerContext = context
        innerContext.depth += 1
        innerContext.chain.append(template.file)
        return compile(template.tokens.indices, &inner, innerContext)
    }

    /// A block renders the outermost override given for it, reindented to
    /// where the block stands, or else its own content.
    private mutating func expandBlock(_ token: Token, at index: Int, _ layout: inout Layout, _ context: Context) -> [Instruction] {
        let tokens = layout.template.tokens
        let body = index + 1..<token.end
        var output: [Instruction] = []
        beforeTag(token, &layout, &output)
        guard let override = context.overrides.lazy.compactMap({ $0[token.name] }).first else {
            output += compile(body, &layout, context)
            beforeTag(tokens[token.end], &layout, &output)
            return output
        }
        guard context.depth < Self.maximumDepth else {
            report(layout.template.problem(at: token.offset, "block \"\(token.name)\" includes itself without end"))
            return []
        }
        // A standalone block's lines start where its own content's first
        // line does; inline, the block continues its line.
        var own = token.standalone ? (Self.firstLineIndentation(body, in: tokens) ?? token.indentation) : token.indentation
        if own.starts(with: layout.dedent) { own.removeFirst(layout.dedent.count) }
        var inner = Layout(template: override.template, indent: layout.indent + own, dedent: override.dedent,
                           continuesLine: !token.standalone)
        var innerContext = context
        innerContext.depth += 1
        innerContext.format = override.format
        output += compile(override.range, &inner, innerContext)
        layout.atLineStart = tokens[token.end].standalone
        return output
    }

    /// "a → b → a", the last few files of a long chain.
    private static func describe(_ chain: [String]) -> String {
        (chain.count > 8 ? ["…"] + chain.suffix(8) : chain).joined(separator: " → ")
    }

    /// The whitespace the first line of a run of tokens starts with; nil
    /// for an empty run.
    private static func firstLineIndentation(_ range: Range<Int>, in tokens: [Token]) -> [UInt8]? {
        guard let first = range.first else { return nil }
        let token = tokens[first]
        if token.kind == .text { return ASCII.leadingBlanks(token.bytes) }
        return token.standalone ? token.indentation : []
    }

    private mutating func partial(named name: String, _ token: Token, _ layout: Layout) -> ParsedTemplate? {
        guard let template = library.templates[name] else {
            // The spec renders a missing partial as nothing; jokesite's
            // strict mode names the file it expected.
            if schema != nil {
                report(layout.template.problem(at: token.offset, "partial \"\(name)\" does not exist"))
            }
            return nil
        }
        return use(template) ? template : nil
    }

    // MARK: Names

    private mutating func interpolation(_ token: Token, _ layout: Layout, _ context: Context) -> Instruction? {
        let escape = token.kind == .variable ? Escape(format: context.format) : nil
        guard schema != nil else { return .value(Self.dynamicPath(token.name), escape: escape) }
        guard let (path, type) = resolve(token, layout, context) else { return nil }
        let message = NameResolver.interpolationProblem(token.name, type: type, unescaped: token.kind == .unescaped,
                                                        format: context.format)
        if let message {
            report(layout.template.problem(at: token.offset, message))
            return nil
        }
        return .value(path, escape: escape.map { Escape(format: $0.format, isURL: type.unwrapped == .url) })
    }

    /// The path of a section's value and, in strict mode, the type of the
    /// scope it opens.
    private mutating func section(_ token: Token, _ layout: Layout, _ context: Context) -> (path: ValuePath, pushed: TemplateType?)? {
        guard schema != nil else { return (Self.dynamicPath(token.name), nil) }
        guard let (path, type) = resolve(token, layout, context) else { return nil }
        guard let pushed = NameResolver.sectionScope(of: type) else {
            report(layout.template.problem(at: token.offset, NameResolver.sectionProblem(token.name, type: type)))
            return nil
        }
        return (path, pushed)
    }

    private mutating func resolve(_ token: Token, _ layout: Layout, _ context: Context) -> (ValuePath, TemplateType)? {
        switch NameResolver.resolve(token.name, in: context.scopes) {
        case .success(let resolved): return resolved
        case .failure(let failure):
            report(layout.template.problem(at: token.offset, failure.message))
            return nil
        }
    }

    private static func dynamicPath(_ name: String) -> ValuePath {
        guard name != "." else { return .current }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return .names(first: parts[0], rest: Array(parts.dropFirst()))
    }

    // MARK: Problems

    /// Reports a template's syntax problems; false when it has any.
    private mutating func use(_ template: ParsedTemplate) -> Bool {
        template.problems.forEach { report($0) }
        return template.problems.isEmpty
    }

    /// Each problem once, though a partial compiles once per scope.
    private mutating func report(_ problem: TemplateProblem) {
        if reported.insert(problem).inserted { problems.append(problem) }
    }
}
