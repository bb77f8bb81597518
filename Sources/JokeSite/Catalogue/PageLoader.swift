import Foundation
import Yams

/// Reads `pages/*.md`: YAML front matter (`title`, optional `slug` and
/// `description`) between `---` lines, then a Markdown body.
struct PageLoader {
    let files: CatalogueFiles
    let problems: ProblemList

    /// Top-level output folders a page's slug must not take over.
    static let reservedSlugs: Set<String> = ["characters", "daily", "jokes", "tags", "top10", "widgets", "page"]

    func load() -> [Page] {
        let folder = files.url(CatalogueFiles.pages)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        var pages: [Page] = []
        var slugs: [String: String] = [:]
        for name in names.sorted() where name.hasSuffix(".md") {
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
        guard let data = try? Data(contentsOf: url) else {
            problems.add(Problem(file: file, message: "cannot be read"))
            return nil
        }
        guard let text = String(data: data, encoding: .utf8) else {
            problems.add(Problem(file: file, message: "the file is not valid UTF-8 text"))
            return nil
        }
        guard let (frontMatter, body) = split(text.replacingOccurrences(of: "\r\n", with: "\n")) else {
            problems.add(Problem(file: file, line: 1, message: "front matter missing: start the file with a '---' line, the title, and another '---' line"))
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
            if let string = value as? String { return string }
            problems.add(Problem(file: file, field: field, message: "expected text"))
            return nil
        }
        guard let title = textField("title"), !title.isEmpty else {
            if fields["title"] == nil { problems.add(Problem(file: file, field: "title", message: "required field is missing")) }
            return nil
        }
        let slug = textField("slug") ?? defaultSlug
        guard DocumentID.isSafe(slug), !Self.reservedSlugs.contains(slug) else {
            let why = Self.reservedSlugs.contains(slug) ? "it is a folder of the site itself" : DocumentID.rule
            problems.add(Problem(file: file, field: "slug", message: "unusable slug \"\(slug)\": \(why)"))
            return nil
        }
        return Page(slug: slug, title: title, description: textField("description"), body: body, file: file)
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
