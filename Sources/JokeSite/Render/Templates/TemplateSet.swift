import Foundation
import Mustache

/// The user-editable templates of `templates/`, parsed once per build.
/// swift-mustache renders a missing partial as empty text, so partial names
/// are checked here, along with the templates the site needs.
public struct TemplateSet: Sendable {
    public static let fileExtension = ".mustache"
    public static let assetsFolder = "assets"

    let library: MustacheLibrary
    let directory: URL
    /// The files of `assets/`, relative to it, sorted: what the site copies.
    let assetFiles: [String]
    /// Changes whenever any template's name or text does.
    let fingerprint: UInt64

    /// Parses every `*.mustache` under `directory`; a template named
    /// `partials/card` lives in `partials/card.mustache`.
    public init(directory: String, required: [String]) throws(TemplateError) {
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
        var templates: [String: MustacheTemplate] = [:]
        var sources: [String: String] = [:]
        for relative in files where relative.hasSuffix(Self.fileExtension) && !relative.hasPrefix(Self.assetsFolder + "/") {
            let name = String(relative.dropLast(Self.fileExtension.count))
            guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(relative).path),
                  let text = String(data: data, encoding: .utf8) else {
                problems.append(Problem(file: display(relative), message: "cannot be read as UTF-8 text"))
                continue
            }
            do {
                templates[name] = try Self.parse(text)
                sources[name] = text
            } catch let error as MustacheTemplate.ParserError {
                problems.append(Problem(file: display(relative), line: error.context.lineNumber - Self.addedLines,
                                        column: error.context.columnNumber,
                                        message: Self.describe(error.error)))
            } catch {
                problems.append(Problem(file: display(relative), message: "\(error)"))
            }
        }
        for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
            for reference in PartialReference.scan(text) where templates[reference.name] == nil && sources[reference.name] == nil {
                problems.append(Problem(file: display(name + Self.fileExtension), line: reference.line,
                                        message: "partial \"\(reference.name)\" does not exist (expected \(display(reference.name + Self.fileExtension)))"))
            }
        }
        for name in required where templates[name] == nil && !problems.contains(where: { $0.file == display(name + Self.fileExtension) }) {
            problems.append(Problem(file: display(name + Self.fileExtension), message: "required template is missing"))
        }
        guard problems.isEmpty else { throw TemplateError(problems: problems) }
        library = MustacheLibrary(templates: templates)
        self.directory = root
        assetFiles = files.filter { $0.hasPrefix(Self.assetsFolder + "/") }.map { String($0.dropFirst(Self.assetsFolder.count + 1)) }
        fingerprint = TemplateValueHash.hash(sources)
    }

    /// Each template starts by naming jokesite's escaping (a partial starts
    /// again with swift-mustache's own, so every template needs the line).
    /// The pragma's line renders to nothing; errors count lines without it.
    private static func parse(_ text: String) throws -> MustacheTemplate {
        HTMLEscaping.registered
        return try MustacheTemplate(string: pragma + text)
    }

    private static let pragma = "{{% CONTENT_TYPE: \(HTMLEscaping.name) }}\n"
    private static let addedLines = 1

    public func render(_ name: String, _ context: [String: Any]) -> String {
        library.render(context, withTemplate: name) ?? ""
    }

    private static func display(_ directory: String, _ name: String) -> String {
        var root = directory
        while root.count > 1, root.hasSuffix("/") { root.removeLast() }
        return root == "." ? name : "\(root)/\(name)"
    }

    /// Relative paths of the files under `root` (not folders), sorted.
    private static func files(in root: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
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

    private static func describe(_ error: Error) -> String {
        guard let error = error as? MustacheTemplate.Error else { return "\(error)" }
        switch error {
        case .sectionCloseNameIncorrect: return "a section is closed with a different name than it was opened with"
        case .unfinishedName: return "a tag is not closed (missing '}}')"
        case .expectedSectionEnd: return "a section is never closed (missing '{{/name}}')"
        case .invalidSetDelimiter: return "malformed set-delimiter tag"
        case .transformAppliedToInheritanceSection: return "a transform cannot be applied to an inheritance section"
        case .illegalTokenInsideInheritSection: return "illegal tag inside an inheritance section"
        case .textInsideInheritSection: return "text inside an inheritance section"
        case .invalidConfigVariableSyntax: return "malformed '{{% NAME: value }}' tag"
        case .unrecognisedConfigVariable: return "unknown '{{% NAME: value }}' setting"
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
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for match in line.matches(of: /\{\{[<>]\s*([^\s}]+)\s*\}\}/) {
                references.append(PartialReference(name: String(match.output.1), line: index + 1))
            }
        }
        return references
    }
}
