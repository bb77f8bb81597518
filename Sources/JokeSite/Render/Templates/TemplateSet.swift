import Foundation
import TemplateEngine

/// The user-editable templates of `templates/`, compiled once per build:
/// each page kind's template inside the layout, checked against the values
/// the kind declares (`PageKind`), so a misspelt name is an error with its
/// file, line and column, not an empty spot on a page. The documents'
/// templates (feeds, sitemap, robots.txt) are checked the same way
/// (`DocumentKind`); one `templates/` does not have is jokesite's own
/// (`BuiltInTemplates`).
public struct TemplateSet: Sendable {
    public static let fileExtension = ".mustache"
    public static let assetsFolder = "assets"
    static let layout = "layout"

    let directory: URL
    /// The files of `assets/`, relative to it, sorted: what the site copies.
    let assetFiles: [String]
    /// Changes whenever any template's name or text, or any declaration of
    /// values, does.
    let fingerprint: ContentHash
    /// Each page kind's templates, by its template name.
    let pages: [String: CompiledPage]
    let cards: JokeCards
    /// Each document kind's template, by its name.
    let documents: [String: CompiledTemplate]
    /// A feed entry's HTML content (`FeedValues.content`).
    let feedContent: CompiledTemplate

    /// A page kind's HTML (inside `layout.html`) and Markdown twin (inside
    /// `layout.md`), compiled.
    struct CompiledPage: Sendable {
        let html: CompiledTemplate
        let markdown: CompiledTemplate?
        /// Whether either names the build's day (`SiteValues.dayFields`):
        /// its pages depend on it, the others not.
        let readsToday: Bool

        init(html: CompiledTemplate, markdown: CompiledTemplate?, kind: PageKind) {
            self.html = html
            self.markdown = markdown
            readsToday = [html, markdown].contains { template in
                guard let template else { return false }
                return template.fieldsRead(through: kind.schema, field: PageValues.siteField)
                    .map { !$0.isDisjoint(with: SiteValues.dayFields) } ?? true
            }
        }
    }

    /// Reads and compiles every `*.mustache` under `directory` for the
    /// site's page kinds; a template named `partials/card` lives in
    /// `partials/card.mustache`.
    public init(directory: String) throws(TemplateError) {
        try self.init(directory: directory, kinds: OutputSources.kinds)
    }

    init(directory: String, kinds: [PageKind]) throws(TemplateError) {
        let root = URL(fileURLWithPath: directory, isDirectory: true)
        let display = { (name: String) in Self.display(directory, name) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw TemplateError(problems: [Problem(file: directory, message: "the templates folder does not exist")])
        }
        // A symlink that leads out is never read (nor copied, if an asset).
        let confined = ConfinedFolder(directory)
        let escaping = Set(confined.escapingLinks())
        var problems = escaping.sorted().map { confined.problem(for: $0, file: display($0)) }
        let files = Self.files(in: root).filter { !escaping.contains($0) }
        var sources: [TemplateSource] = []
        for relative in files where relative.hasSuffix(Self.fileExtension) && !relative.hasPrefix(Self.assetsFolder + "/") {
            let name = String(relative.dropLast(Self.fileExtension.count))
            guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(relative).path),
                  let text = String(data: data, encoding: .utf8) else {
                problems.append(Problem(file: display(relative), message: "cannot be read as UTF-8 text"))
                continue
            }
            sources.append(TemplateSource(name: name, file: display(relative), text: text))
        }
        let overridden = Set(sources.map(\.name))
        for builtIn in BuiltInTemplates.all where !overridden.contains(builtIn.name) {
            sources.append(TemplateSource(name: builtIn.name, file: BuiltInTemplates.file(builtIn.name), text: builtIn.text))
        }
        let library = TemplateLibrary(sources)
        problems += library.problems.map(Self.problem)
        let names = Set(sources.map(\.name))
        for source in sources {
            for reference in PartialReference.scan(source.text) where !names.contains(reference.name) {
                problems.append(Problem(file: source.file, line: reference.line,
                                        message: "partial \"\(reference.name)\" does not exist (expected \(display(reference.name + Self.fileExtension)))"))
            }
        }
        let required = [Self.layout + ".html", Self.layout + ".md", JokeValues.cardPartials.html, JokeValues.cardPartials.markdown]
            + kinds.flatMap(\.templateNames)
        for name in required where !names.contains(name) {
            problems.append(Problem(file: display(name + Self.fileExtension), message: "required template is missing"))
        }
        guard problems.isEmpty else { throw TemplateError(problems: problems) }

        var compiler = PageCompiler(library: library)
        var pages: [String: CompiledPage] = [:]
        for kind in kinds {
            let html = compiler.compile(Self.layout + ".html", kind.schema, content: kind.template + ".html")
            let markdown = kind.hasMarkdown ? compiler.compile(Self.layout + ".md", kind.schema, content: kind.template + ".md") : nil
            if let html { pages[kind.template] = CompiledPage(html: html, markdown: markdown, kind: kind) }
        }
        let cardHTML = compiler.compile(JokeValues.cardPartials.html, JokeView.cardSchema)
        let cardMarkdown = compiler.compile(JokeValues.cardPartials.markdown, JokeView.cardSchema)
        var documents: [String: CompiledTemplate] = [:]
        for kind in DocumentKind.all {
            documents[kind.template] = compiler.compile(kind.template, kind.schema)
        }
        let feedContent = compiler.compile(FeedValues.contentPartial, FeedValues.content)
        guard compiler.problems.isEmpty, let cardHTML, let cardMarkdown, let feedContent else {
            throw TemplateError(problems: compiler.problems)
        }
        self.pages = pages
        cards = JokeCards(html: cardHTML, markdown: cardMarkdown)
        self.documents = documents
        self.feedContent = feedContent
        self.directory = root
        assetFiles = files.filter { $0.hasPrefix(Self.assetsFolder + "/") }.map { String($0.dropFirst(Self.assetsFolder.count + 1)) }
        var hasher = StableHasher()
        for source in sources {
            hasher.combine(source.name)
            hasher.combine(source.text)
        }
        for schema in kinds.map(\.schema) + DocumentKind.all.map(\.schema) + [JokeView.cardSchema, FeedValues.content] {
            hasher.combine(schema.fingerprint)
        }
        fingerprint = hasher.value
    }

    static func problem(_ problem: TemplateProblem) -> Problem {
        Problem(file: problem.file, line: problem.line, column: problem.column, message: problem.message)
    }

    private static func display(_ directory: String, _ name: String) -> String {
        var root = directory
        while root.count > 1, root.hasSuffix("/") { root.removeLast() }
        return root == "." ? name : "\(root)/\(name)"
    }

    /// Relative paths of the files under `root` (not folders), sorted. The
    /// walk starts from the real folder: Foundation lists nothing under a
    /// `templates/` that is itself a symlink.
    private static func files(in root: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root.resolvingSymlinksInPath().path) else { return [] }
        var files: [String] = []
        for case let path as String in enumerator {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory),
               !isDirectory.boolValue {
                files.append(path)
            }
        }
        return files.sorted()
    }
}

/// Compiles templates in strict mode, keeping every problem once (a
/// partial several page kinds use would repeat its own).
private struct PageCompiler {
    let library: TemplateLibrary
    private(set) var problems: [Problem] = []
    private var seen: Set<Problem> = []

    init(library: TemplateLibrary) {
        self.library = library
    }

    /// `name` checked against `schema`, escaping for the format its name
    /// gives (HTML without one); with `content`, the template whose output
    /// stands for the `{{{content}}}` of `name` (a layout).
    mutating func compile(_ name: String, _ schema: TemplateSchema, content: String? = nil) -> CompiledTemplate? {
        switch library.compile(name, scope: .strict(schema), slots: content.map { ["content": $0] } ?? [:]) {
        case .success(let template):
            return template
        case .failure(let failure):
            for problem in failure.problems.map(TemplateSet.problem) where seen.insert(problem).inserted { problems.append(problem) }
            return nil
        }
    }
}

/// Templates the site cannot be built with; every problem is listed.
public struct TemplateError: Error, Sendable {
    public var problems: [Problem]
}

/// A `{{> name}}` or `{{< name}}` tag found in a template's text.
struct PartialReference: Equatable {
    var name: String
    var line: Int

    static func scan(_ text: String) -> [PartialReference] {
        var references: [PartialReference] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where mayHoldPartial(line) {
            for match in line.matches(of: /\{\{[<>]\s*([^\s}]+)\s*\}\}/) {
                references.append(PartialReference(name: String(match.output.1), line: index + 1))
            }
        }
        return references
    }

    /// Whether the line has `{{<` or `{{>`: most lines have neither, and
    /// a regex costs far more than this look at the bytes.
    private static func mayHoldPartial(_ line: Substring) -> Bool {
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in line.utf8 {
            if previous == (UInt8(ascii: "{"), UInt8(ascii: "{")), byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") { return true }
            previous = (previous.1, byte)
        }
        return false
    }
}
