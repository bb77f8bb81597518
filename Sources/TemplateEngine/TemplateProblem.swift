/// Something wrong with a template, found when it is parsed or compiled:
/// where it is (file, line, column, counted from 1) and what to do.
public struct TemplateProblem: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(file):\(line):\(column): \(message)" }
}

/// Every problem of a compile, not just the first, in source order.
public struct TemplateProblems: Error, Sendable, CustomStringConvertible {
    public var problems: [TemplateProblem]

    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
