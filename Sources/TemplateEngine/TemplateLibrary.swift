/// A template's name (`partials/joke-card`), the path shown in messages,
/// and its text.
public struct TemplateSource: Sendable {
    public var name: String
    public var file: String
    public var text: String

    public init(name: String, file: String, text: String) {
        self.name = name
        self.file = file
        self.text = text
    }
}

/// What names a template may use.
public enum TemplateScope: Sendable {
    /// Every name must be declared by the schema (or a record a section
    /// is over); anything else is a problem found at compile time.
    case strict(TemplateSchema)
    /// Any name; missing ones render as nothing, as the Mustache spec says.
    case dynamic
}

/// Templates parsed once; each compiles against the values of a page kind.
public struct TemplateLibrary: Sendable {
    let templates: [String: ParsedTemplate]

    public init(_ sources: [TemplateSource]) {
        var templates: [String: ParsedTemplate] = [:]
        for source in sources {
            templates[source.name] = ParsedTemplate(name: source.name, file: source.file, text: source.text)
        }
        self.templates = templates
    }

    public var names: [String] { templates.keys.sorted() }

    /// Syntax problems of every template, compiled or not, by file.
    public var problems: [TemplateProblem] {
        templates.values.sorted { $0.file < $1.file }.flatMap(\.problems)
    }

    /// Compiles template `name` and every partial it reaches. `format` is
    /// that of templates whose name gives none (`TemplateFormat`). A tag
    /// named in `slots` renders the template it maps to in its place, in
    /// the same scope: `["content": "joke.html"]` makes `layout.html`'s
    /// `{{{content}}}` the joke page, checked and rendered in one pass.
    public func compile(_ name: String, scope: TemplateScope, format: TemplateFormat = .html,
                        slots: [String: String] = [:]) -> Result<CompiledTemplate, TemplateProblems>
    {
        guard let template = templates[name] else {
            let problem = TemplateProblem(file: name, line: 1, column: 1, message: "template \"\(name)\" does not exist")
            return .failure(TemplateProblems(problems: [problem]))
        }
        var compiler = Compiler(library: self, scope: scope, format: format, slots: slots)
        let root = compiler.compileRoot(template)
        guard compiler.problems.isEmpty else { return .failure(TemplateProblems(problems: compiler.problems)) }
        return .success(CompiledTemplate(root: root, partials: compiler.partials, scope: scope))
    }
}
