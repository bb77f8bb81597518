/// A template's source cut into tokens once, with standalone lines taken
/// out and sections matched. Compiling walks these tokens.
struct ParsedTemplate: Sendable {
    let name: String
    /// The path shown in messages.
    let file: String
    let source: [UInt8]
    let tokens: [Token]
    let problems: [TemplateProblem]

    init(name: String, file: String, text: String) {
        self.name = name
        self.file = file
        source = Array(text.utf8)
        var scanner = TagScanner(source: source)
        var tokens = scanner.scan()
        var pending = scanner.problems
        Self.markStandaloneLines(&tokens)
        tokens.removeAll { $0.kind == .text && $0.bytes.isEmpty }
        pending += Self.matchSections(&tokens)
        self.tokens = tokens
        let source = source
        problems = pending.sorted { $0.offset < $1.offset }.map { Self.locate($0, in: source, file: file) }
    }

    func problem(at offset: Int, _ message: String) -> TemplateProblem {
        Self.locate(PendingProblem(offset: offset, message: message), in: source, file: file)
    }

    /// Lines and columns count from 1; columns count characters.
    private static func locate(_ problem: PendingProblem, in source: [UInt8], file: String) -> TemplateProblem {
        let before = source[..<min(problem.offset, source.count)]
        let line = before.reduce(1) { $1 == ASCII.newline ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: ASCII.newline).map { $0 + 1 } ?? 0
        let column = String(decoding: source[lineStart..<before.endIndex], as: UTF8.self).count + 1
        return TemplateProblem(file: file, line: line, column: column, message: problem.message)
    }

    /// A line holding only whitespace and tags that write nothing leaves no
    /// trace in the output: its whitespace and line end are dropped. The
    /// spec allows one tag per line; a line of inheritance tags
    /// (`{{<parent}}{{$block}}`) counts too, as the inheritance spec
    /// expects.
    private static func markStandaloneLines(_ tokens: inout [Token]) {
        let closesParent = closeTagsOfParents(tokens)
        var lineStart = 0
        while lineStart < tokens.count {
            var lineEnd = lineStart
            while lineEnd < tokens.count {
                lineEnd += 1
                if tokens[lineEnd - 1].kind == .text, tokens[lineEnd - 1].bytes.last == ASCII.newline { break }
            }
            let line = lineStart..<lineEnd
            let tags = line.filter { tokens[$0].kind != .text }
            markIndentation(&tokens, line: line)
            let blank = line.allSatisfy { tokens[$0].kind != .text || ASCII.isBlankLine(tokens[$0].bytes) }
            let quiet = tags.allSatisfy { !tokens[$0].kind.writes }
            let inheritance = tags.contains { tokens[$0].kind == .parent || closesParent.contains($0) }
            if blank, quiet, tags.count == 1 || (tags.count > 1 && inheritance) {
                let indentation = line.prefix { tokens[$0].kind == .text }.flatMap { tokens[$0].bytes }
                for index in line {
                    if tokens[index].kind == .text {
                        tokens[index].bytes = []
                    } else {
                        tokens[index].standalone = true
                        tokens[index].indentation = index == tags[0] ? indentation : []
                    }
                }
            }
            lineStart = lineEnd
        }
    }

    /// The whitespace before each tag that only whitespace precedes.
    private static func markIndentation(_ tokens: inout [Token], line: Range<Int>) {
        var whitespace: [UInt8] = []
        for index in line {
            if tokens[index].kind == .text {
                guard tokens[index].bytes.allSatisfy(ASCII.isBlank) else { return }
                whitespace += tokens[index].bytes
            } else {
                tokens[index].indentation = whitespace
                return
            }
        }
    }

    /// Indices of the close tags that end a `{{<parent}}`.
    private static func closeTagsOfParents(_ tokens: [Token]) -> Set<Int> {
        var open: [Token.Kind] = []
        var closes: Set<Int> = []
        for (index, token) in tokens.enumerated() {
            if token.kind.opens {
                open.append(token.kind)
            } else if token.kind == .close, let kind = open.popLast(), kind == .parent {
                closes.insert(index)
            }
        }
        return closes
    }

    /// Links each opening tag to its close tag; reports tags closed with
    /// another name, closed twice or never.
    private static func matchSections(_ tokens: inout [Token]) -> [PendingProblem] {
        var open: [Int] = []
        var problems: [PendingProblem] = []
        var unmatched: [Int] = []
        for index in tokens.indices {
            let token = tokens[index]
            if token.kind.opens {
                open.append(index)
            } else if token.kind == .close {
                guard let opener = open.last else {
                    problems.append(PendingProblem(offset: token.offset, message: "{{/\(token.name)}} closes a section that is not open"))
                    unmatched.append(index)
                    continue
                }
                if tokens[opener].name != token.name {
                    problems.append(PendingProblem(
                        offset: token.offset,
                        message: "{{/\(token.name)}} closes \"\(tokens[opener].name)\", opened before it; close that first with {{/\(tokens[opener].name)}}"))
                }
                tokens[opener].end = index
                open.removeLast()
            }
        }
        for opener in open {
            problems.append(PendingProblem(offset: tokens[opener].offset, message: "\"\(tokens[opener].name)\" is never closed (missing {{/\(tokens[opener].name)}})"))
        }
        return problems
    }
}

/// A problem found before lines and columns are counted.
struct PendingProblem {
    var offset: Int
    var message: String
}
