import Foundation

// Writes `OutputSources.declared`, a value of every type the given Swift
// files declare as conforming to `OutputSource`, by type name (the
// sources' own `order` puts them in order), and `BuiltInTemplates.all`,
// the text of each built-in template, named by its path under ROOT
// without `.mustache`. Run by the PageSourceList build-tool plugin on
// the Swift files of `Sources/JokeSite/Render/` and the `.mustache` files
// of `Sources/JokeSite/Render/Templates/BuiltIn/`.
//
// Usage: PageSourceLister OUTPUT.swift ROOT FILE...

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: PageSourceLister OUTPUT.swift ROOT FILE...\n".utf8))
    exit(2)
}
let (output, root) = (arguments[0], arguments[1].hasSuffix("/") ? arguments[1] : arguments[1] + "/")
let files = arguments.dropFirst(2)

func read(_ path: String) -> String {
    do {
        return try String(contentsOfFile: path, encoding: .utf8)
    } catch {
        FileHandle.standardError.write(Data("\(path): error: cannot read: \(error.localizedDescription)\n".utf8))
        exit(3)
    }
}

/// `struct Name: A, OutputSource {` and the like, at the start of a line:
/// the type's name and its conformances.
let declaration = try Regex(#"(?m)^(?:(?:public|internal|package|final)\s+)*(?:struct|class|enum)\s+(\w+)\s*:\s*([^{]*)\{"#)

var names: [String] = []
for path in files where path.hasSuffix(".swift") {
    for match in read(path).matches(of: declaration) {
        guard let name = match.output[1].substring, let conformances = match.output[2].substring else { continue }
        if conformances.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespacesAndNewlines) == "OutputSource" }) {
            names.append(String(name))
        }
    }
}
guard !names.isEmpty else {
    FileHandle.standardError.write(Data("error: no type conforming to OutputSource in \(files.count) files\n".utf8))
    exit(1)
}

/// `text` as a Swift string literal.
func literal(_ text: String) -> String {
    var escaped = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": escaped += "\\\\"
        case "\"": escaped += "\\\""
        case "\n": escaped += "\\n"
        case "\t": escaped += "\\t"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F: escaped += "\\u{\(String(scalar.value, radix: 16))}"
        default: escaped.unicodeScalars.append(scalar)
        }
    }
    return escaped + "\""
}

let templates = files.filter { $0.hasSuffix(".mustache") && $0.hasPrefix(root) }.sorted().map { path in
    (name: String(path.dropFirst(root.count).dropLast(".mustache".count)), text: read(path))
}

let text = """
    // Written by the PageSourceList plugin (Sources/PageSourceLister) from
    // the output sources in Sources/JokeSite/Render/ and the templates in
    // Sources/JokeSite/Render/Templates/BuiltIn/. Not kept in git.

    extension OutputSources {
        static let declared: [any OutputSource] = [
    \(names.sorted().map { "        \($0)(),\n" }.joined())    ]
    }

    extension BuiltInTemplates {
        static let all: [(name: String, text: String)] = [
    \(templates.map { "        (\(literal($0.name)), \(literal($0.text))),\n" }.joined())    ]
    }

    """
do {
    try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("\(output): error: cannot write: \(error.localizedDescription)\n".utf8))
    exit(3)
}
