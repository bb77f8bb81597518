/// One piece of a template: a run of text (one line at most, with its line
/// end) or a tag.
struct Token: Sendable {
    enum Kind: Sendable, Equatable {
        case text
        case variable
        case unescaped
        case section
        case inverted
        case close
        case partial
        case parent
        case block
        case comment
        case delimiters
        case pragma

        /// Sections, parents and blocks enclose tokens up to a close tag.
        var opens: Bool { self == .section || self == .inverted || self == .parent || self == .block }
        /// Tags that write something; a line holding one is never standalone.
        var writes: Bool { self == .variable || self == .unescaped }
    }

    var kind: Kind
    /// The text of a text token.
    var bytes: [UInt8] = []
    /// The name of a tag, trimmed.
    var name = ""
    /// Where the token starts in the source, for messages.
    var offset: Int
    /// Alone on its line (with whitespace): the line is left out of the
    /// output (the spec's "standalone" tags).
    var standalone = false
    /// The whitespace before the tag on its line, when only whitespace
    /// precedes it: how partials, parents and blocks indent what they insert.
    var indentation: [UInt8] = []
    /// Of an opening tag: the index of its close tag.
    var end = 0

    static func text(_ bytes: [UInt8], at offset: Int) -> Token {
        Token(kind: .text, bytes: bytes, offset: offset)
    }
}

enum ASCII {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")

    static func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab }

    /// Spaces and tabs, then at most a line end.
    static func isBlankLine(_ bytes: [UInt8]) -> Bool {
        var body = bytes[...]
        if body.last == newline { body = body.dropLast() }
        if body.last == carriageReturn { body = body.dropLast() }
        return body.allSatisfy(isBlank)
    }

    static func leadingBlanks(_ bytes: [UInt8]) -> [UInt8] {
        Array(bytes.prefix(while: isBlank))
    }
}
