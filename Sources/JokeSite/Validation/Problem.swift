import Foundation

/// One thing wrong with the catalogue or the templates, located precisely
/// enough that a person can go and fix it.
public struct Problem: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var column: Int?
    public var documentID: String?
    public var field: String?
    public var message: String
    /// A warning is printed but fails nothing (an unknown field in `content/`).
    public var isWarning = false

    public init(file: String, line: Int? = nil, column: Int? = nil, documentID: String? = nil, field: String? = nil, message: String,
                isWarning: Bool = false) {
        self.file = file
        self.line = line
        self.column = column
        self.documentID = documentID
        self.field = field
        self.message = message
        self.isWarning = isWarning
    }

    /// `file[:line[:column]]: id: field: message`, leaving out what is unknown.
    public var description: String {
        var location = file
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        let line = ([location, documentID, field].compactMap { $0 } + [isWarning ? "warning: \(message)" : message]).joined(separator: ": ")
        return Self.escapeControls(line)
    }

    /// Problems repeat values of the catalogue, which a pull request may
    /// fill with terminal escapes (`ESC ] 0 ; … BEL` retitles the owner's
    /// terminal, `ESC [ 2 J` clears it), line breaks that forge other
    /// problems, or bidi controls that reorder what is shown: each is
    /// written as `\u{1B}`, so the line shows what the file holds.
    public static func escapeControls(_ text: String) -> String {
        func isControl(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x09: false
            case 0..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
            default: false
            }
        }
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                escaped.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                escaped.append(scalar)
            }
        }
        return String(escaped)
    }

    /// A GitHub Actions workflow command, so the problem shows on the line of
    /// the pull request that caused it.
    public var githubAnnotation: String {
        var properties = "file=\(Self.escapeProperty(file))"
        if let line { properties += ",line=\(line)" }
        if let column { properties += ",col=\(column)" }
        let subject = [documentID, field].compactMap { $0 }.joined(separator: ": ")
        let text = subject.isEmpty ? message : "\(subject): \(message)"
        return "::\(isWarning ? "warning" : "error") \(properties)::\(Self.escapeData(text))"
    }

    /// `text` as a workflow command's message (also `jokesite pull --format github`'s).
    public static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// `text` as a workflow command's property value (`file=`, `title=`).
    public static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

extension [Problem] {
    /// Sorted by file, then line and column (problems of a whole file
    /// first), each once: the order a person fixes them in, and the order
    /// of annotations on a pull request.
    public func inFileOrder() -> [Problem] {
        var seen = Set<Problem>()
        return filter { seen.insert($0).inserted }.enumerated().sorted { left, right in
            let (a, b) = (left.element, right.element)
            if a.file != b.file { return a.file < b.file }
            if a.line != b.line { return (a.line ?? 0) < (b.line ?? 0) }
            if a.column != b.column { return (a.column ?? 0) < (b.column ?? 0) }
            return left.offset < right.offset
        }.map(\.element)
    }
}

/// The catalogue cannot be used; every problem found is listed.
public struct CatalogueError: Error, Sendable {
    public var problems: [Problem]
    /// Warnings found alongside, printed too.
    public var warnings: [Problem]

    public init(problems: [Problem], warnings: [Problem] = []) {
        self.problems = problems
        self.warnings = warnings
    }
}
