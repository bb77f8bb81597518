/// Strict mode's rules: which names a template may use where, what a
/// section may be over, what may be interpolated, and what to say when a
/// rule is broken.
enum NameResolver {
    struct Failure: Error {
        var message: String
    }

    /// `name` (`title`, `site.links.home`, `.`) in the scopes, innermost
    /// last: the first part is looked up from the innermost record out, the
    /// rest inside what it names.
    static func resolve(_ name: String, in scopes: [TemplateType]) -> Result<(ValuePath, TemplateType), Failure> {
        guard let innermost = scopes.last else { return .failure(Failure(message: "no values to look \"\(name)\" up in")) }
        if name == "." { return .success((.current, innermost)) }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.contains(where: \.isEmpty) else {
            return .failure(Failure(message: "\"\(name)\" is not a name: write names joined by single dots, as in site.title"))
        }
        var found: (depth: Int, index: Int, type: TemplateType)?
        for (depth, scope) in scopes.reversed().enumerated() {
            if case .record(let schema) = scope, let index = schema.index(of: parts[0]) {
                found = (depth, index, schema.fields[index].type)
                break
            }
        }
        guard let found else {
            let available = scopes.reversed().flatMap { scope -> [String] in
                guard case .record(let schema) = scope else { return [] }
                return schema.fields.map(\.name)
            }
            return .failure(Failure(message: "unknown name \"\(parts[0])\"\(suggestion(parts[0], in: available))"))
        }
        var indices = [found.index]
        var type = found.type
        for (position, part) in parts.enumerated().dropFirst() {
            let prefix = parts[..<position].joined(separator: ".")
            guard case .record(let schema) = type.unwrapped else {
                return .failure(Failure(message: "\"\(prefix)\" is \(type.summary), which has no \"\(part)\""))
            }
            guard let index = schema.index(of: part) else {
                let message = "\"\(prefix)\" (\(schema.name)) has no \"\(part)\"\(suggestion(part, in: schema.fields.map(\.name)))"
                return .failure(Failure(message: message))
            }
            indices.append(index)
            type = schema.fields[index].type
        }
        return .success((.field(depth: found.depth, indices: indices), type))
    }

    /// The scope a section over `type` opens for its content: an item for a
    /// list, the value for anything else; nil where a section makes no sense.
    static func sectionScope(of type: TemplateType) -> TemplateType? {
        switch type {
        case .bool, .record: type
        case .list(let element): element
        case .optional(let wrapped): sectionScope(of: wrapped) ?? wrapped
        case .text, .made, .url, .int: nil
        }
    }

    static func sectionProblem(_ name: String, type: TemplateType) -> String {
        "\"\(name)\" is \(type.summary): a section needs yes/no, a list, a record or an optional value"
    }

    /// Text goes in `{{name}}`, which escapes it for the template's format;
    /// what the site made for that format goes in `{{{name}}}`. Mixing them
    /// up would show markup or let text inject it, and a value made for
    /// another format is never written as it is: in XML and JSON it is
    /// text (a feed's HTML content), elsewhere it is refused.
    static func interpolationProblem(_ name: String, type: TemplateType, unescaped: Bool, format: TemplateFormat) -> String? {
        switch type.unwrapped {
        case .int: return nil
        case .text where unescaped, .url where unescaped:
            return "\"\(name)\" is text, which {{{\(name)}}} would not escape: write {{\(name)}}"
        case .made(let made) where made != format && format.carriesMadeValuesAsText:
            return unescaped ? "\"\(name)\" is \(made.summary), which {{{\(name)}}} would write into \(format.summary) unescaped: write {{\(name)}}" : nil
        case .made(let made) where made != format:
            return "\"\(name)\" is \(made.summary), made for .\(made.fileExtension) templates: this template is \(format.summary)"
        case .made(let made) where !unescaped:
            return "\"\(name)\" is \(made.summary), which {{\(name)}} would escape: write {{{\(name)}}}"
        case .text, .made, .url: return nil
        default:
            return "\"\(name)\" is \(type.summary), which cannot be written as text: use a section, {{#\(name)}}…{{/\(name)}}"
        }
    }

    /// `; did you mean "title"? Available: …`, innermost scope's names first.
    static func suggestion(_ name: String, in available: [String]) -> String {
        guard !available.isEmpty else { return "; there are no values here" }
        var seen: Set<String> = []
        let names = available.filter { seen.insert($0).inserted }
        let distances = names.map { (name: $0, distance: EditDistance.between(name, $0)) }
        let available = "Available: \(names.joined(separator: ", "))"
        if let closest = distances.min(by: { $0.distance < $1.distance }), closest.distance <= max(2, name.count / 3) {
            return "; did you mean \"\(closest.name)\"? \(available)"
        }
        return ". \(available)"
    }
}

extension TemplateType {
    /// The type inside any `optional`.
    var unwrapped: TemplateType {
        if case .optional(let wrapped) = self { return wrapped.unwrapped }
        return self
    }
}

/// Edits from one name to another (insert, delete, replace, swap two
/// neighbours), for did-you-mean: `titel` is one swap from `title`.
enum EditDistance {
    static func between(_ first: String, _ second: String) -> Int {
        let first = Array(first), second = Array(second)
        guard !first.isEmpty, !second.isEmpty else { return max(first.count, second.count) }
        var table = [[Int]](repeating: [Int](repeating: 0, count: second.count + 1), count: first.count + 1)
        for row in 0...first.count { table[row][0] = row }
        for column in 0...second.count { table[0][column] = column }
        for row in 1...first.count {
            for column in 1...second.count {
                let same = first[row - 1] == second[column - 1]
                var best = min(table[row - 1][column] + 1, table[row][column - 1] + 1,
                               table[row - 1][column - 1] + (same ? 0 : 1))
                if row > 1, column > 1, first[row - 1] == second[column - 2], first[row - 2] == second[column - 1] {
                    best = min(best, table[row - 2][column - 2] + 1)
                }
                table[row][column] = best
            }
        }
        return table[first.count][second.count]
    }
}
