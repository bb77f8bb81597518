import Foundation
import Yams

/// Reads `pages/*.md`: YAML front matter (`title`, optional `slug`,
/// `description`, `menu_title` and `aliases`) between `---` lines, then a
/// Markdown body.
struct PageLoader {
    let files: CatalogueFiles
    let problems: ProblemList
    /// Top-level output folders and files a page's slug must not take over
    /// (`SiteShape.reservedNames`).
    let reservedSlugs: Set<String>

    /// libcmark 0.30 takes minutes on some inputs of a few hundred KB.
    static let maximumFileSize = 1 << 20
    /// Deeper flow nesting (`[[[`) would exhaust the stack of Yams'
    /// recursive composer; front matter needs none.
    static let maximumFrontMatterNesting = 64

    func load() -> [Page] {
        let folder = files.url(CatalogueFiles.pages)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        var pages: [Page] = []
        var slugs: [String: String] = [:]
        // Hidden files are editors' (Emacs's lock `.#about.md`, Vim's swap files), not pages.
        for name in names.sorted() where name.hasSuffix(".md") && !name.hasPrefix(".") {
            let file = files.display("\(CatalogueFiles.pages)/\(name)")
            if let problem = files.linkOutside("\(CatalogueFiles.pages)/\(name)") {
                problems.add(problem)
                continue
            }
            guard let page = load(folder.appendingPathComponent(name), file: file, defaultSlug: String(name.dropLast(3))) else { continue }
            if let other = slugs[page.slug] {
                problems.add(Problem(file: file, field: "slug", message: "slug \"\(page.slug)\" is already used by \(other)"))
                continue
            }
            slugs[page.slug] = file
            pages.append(page)
        }
        return pages
    }

    private func load(_ url: URL, file: String, defaultSlug: String) -> Page? {
        if let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int, size > Self.maximumFileSize {
            problems.add(Problem(file: file, message: "the page is \(size) bytes; at most \(Self.maximumFileSize) (1 MB) are allowed"))
            return nil
        }
        guard let data = try? Data(contentsOf: url) else {
            problems.add(Problem(file: file, message: "cannot be read"))
            return nil
        }
        guard let text = String(data: data, encoding: .utf8)?.replacingOccurrences(of: "\r\n", with: "\n") else {
            problems.add(Problem(file: file, message: "the file is not valid UTF-8 text"))
            return nil
        }
        // Windows line ends are fine; other control characters are not.
        if let (line, scalar) = Self.firstControlCharacter(in: text) {
            problems.add(Problem(file: file, line: line, message: CatalogueText.controlCharacterMessage(scalar)))
            return nil
        }
        guard let (frontMatter, body) = split(text) else {
            problems.add(Problem(file: file, line: 1, message: "front matter missing: start the file with a '---' line, the title, and another '---' line"))
            return nil
        }
        // Refused before Yams sees them: nested aliases multiply as Yams
        // makes values (1 KB of them took gigabytes), and even composing
        // hashes an alias used as a key in full.
        if let line = Self.firstAnchorOrAlias(in: frontMatter) {
            problems.add(Problem(file: file, line: line + 1,
                                 message: "front matter uses a YAML anchor or alias (&name, *name): write the values out, and quote text that starts with & or *"))
            return nil
        }
        if Self.flowNesting(of: frontMatter) > Self.maximumFrontMatterNesting {
            problems.add(Problem(file: file, line: 2, message: "front matter nests deeper than \(Self.maximumFrontMatterNesting) levels"))
            return nil
        }
        let fields: [String: Any]
        do {
            guard let loaded = try Yams.load(yaml: frontMatter) as? [String: Any] else {
                problems.add(Problem(file: file, line: 2, message: "front matter must be a YAML mapping like 'title: About'"))
                return nil
            }
            fields = loaded
        } catch let error as YamlError {
            problems.add(Problem(file: file, line: Self.line(of: error).map { $0 + 1 }, message: "front matter is not valid YAML: \(Self.summary(of: error))"))
            return nil
        } catch {
            problems.add(Problem(file: file, line: 2, message: "front matter is not valid YAML: \(error)"))
            return nil
        }
        func textField(_ field: String) -> String? {
            guard let value = fields[field] else { return nil }
            if let string = value as? String {
                reportControlCharacter(in: string, file: file, field: field)
                return string
            }
            problems.add(Problem(file: file, field: field, message: "expected text"))
            return nil
        }
        guard let title = textField("title"), !title.isEmpty else {
            if fields["title"] == nil { problems.add(Problem(file: file, field: "title", message: "required field is missing")) }
            return nil
        }
        let slug = textField("slug") ?? defaultSlug
        guard DocumentID.isSafe(slug), !reservedSlugs.contains(slug) else {
            let why = reservedSlugs.contains(slug) ? "it is a folder of the site itself" : DocumentID.rule
            problems.add(Problem(file: file, field: "slug", message: "unusable slug \"\(slug)\": \(why)"))
            return nil
        }
        return Page(slug: slug, title: title, description: textField("description"), menuTitle: textField("menu_title"),
                    aliases: textList("aliases", in: fields, file: file), body: body, file: file)
    }

    /// A list of text (`aliases: ["privacy.html"]`), each checked like a text field.
    private func textList(_ field: String, in fields: [String: Any], file: String) -> [String] {
        guard let value = fields[field] else { return [] }
        guard let list = value as? [Any], list.allSatisfy({ $0 is String }) else {
            problems.add(Problem(file: file, field: field, message: "expected a list of text, like \(field): [\"privacy.html\"]"))
            return []
        }
        let texts = list.compactMap { $0 as? String }
        for text in texts { reportControlCharacter(in: text, file: file, field: field) }
        return texts
    }

    /// YAML escapes (`"\\e]0;…"`) make what the check of the file's bytes did not see.
    private func reportControlCharacter(in text: String, file: String, field: String) {
        if let scalar = CatalogueText.firstControlCharacter(in: text) {
            problems.add(Problem(file: file, field: field, message: CatalogueText.controlCharacterMessage(scalar)))
        }
    }

    /// The line (of the front matter) of the first `&` or `*` where YAML
    /// starts a token: at a line's start, after `- `, `? `, `: `, `[`, `{`
    /// or `,`, outside quotes and comments. Text like `Me *and* you` is
    /// not one; a plain scalar holding `, *` is taken for one (quoting it
    /// helps), which errs on the safe side.
    static func firstAnchorOrAlias(in yaml: String) -> Int? {
        let bytes = Array(yaml.utf8)
        var line = 1
        var atTokenStart = true
        var quote: UInt8?
        var index = 0
        func isBlank(_ offset: Int) -> Bool {
            offset >= bytes.count || bytes[offset] == UInt8(ascii: " ") || bytes[offset] == UInt8(ascii: "\t") || bytes[offset] == UInt8(ascii: "\n")
        }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\n") {
                line += 1
                if quote == nil { atTokenStart = true }
                continue
            }
            if let open = quote {
                if open == UInt8(ascii: "\""), byte == UInt8(ascii: "\\") {
                    index += 1
                } else if byte == open {
                    // '' inside single quotes is an escaped quote.
                    if open == UInt8(ascii: "'"), index < bytes.count, bytes[index] == open { index += 1 } else { quote = nil }
                }
                continue
            }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                continue
            case UInt8(ascii: "&"), UInt8(ascii: "*"):
                if atTokenStart { return line }
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                if atTokenStart { quote = byte }
            case UInt8(ascii: "#") where atTokenStart || (index >= 2 && isBlank(index - 2)):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            case UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","):
                atTokenStart = true
                continue
            case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"):
                if isBlank(index) {
                    atTokenStart = true
                    continue
                }
            default:
                break
            }
            atTokenStart = false
        }
        return nil
    }

    /// How deep `[` and `{` nest, counted without regard to quotes (an
    /// overestimate, which is safe).
    private static func flowNesting(of text: String) -> Int {
        var depth = 0
        var deepest = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1; deepest = max(deepest, depth)
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
            default: break
            }
        }
        return deepest
    }

    /// The 1-based line and the first control character other than a line
    /// break or a tab, in the whole file.
    private static func firstControlCharacter(in text: String) -> (Int, Unicode.Scalar)? {
        guard CatalogueText.firstControlCharacter(in: text) != nil else { return nil }
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let scalar = CatalogueText.firstControlCharacter(in: String(line)) { return (index + 1, scalar) }
        }
        return nil
    }

    /// Front matter text and body text.
    private func split(_ text: String) -> (String, String)? {
        guard text.hasPrefix("---\n") else { return nil }
        let rest = text.dropFirst(4)
        guard let end = rest.range(of: "\n---\n") ?? (rest.hasSuffix("\n---") ? rest.range(of: "\n---", options: .backwards) : nil) else {
            return nil
        }
        let frontMatter = String(rest[..<end.lowerBound])
        let body = String(rest[end.upperBound...])
        return (frontMatter, body)
    }

    /// The 1-based line of a YAML error within the front matter (file line 2 is its line 1).
    private static func line(of error: YamlError) -> Int? {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
            mark.line
        default:
            nil
        }
    }

    private static func summary(of error: YamlError) -> String {
        switch error {
        case .scanner(_, let problem, _, _), .parser(_, let problem, _, _), .composer(_, let problem, _, _):
            problem
        default:
            "\(error)".split(separator: "\n").first.map(String.init) ?? "\(error)"
        }
    }
}
