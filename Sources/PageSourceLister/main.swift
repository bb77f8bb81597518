import Foundation

// Writes `PageSources.declared`: a value of every type the given Swift
// files declare as conforming to `PageSource`, by type name (the page
// sources' own `order` puts them in order). Run by the PageSourceList
// build-tool plugin on `Sources/JokeSite/Render/Pages/*.swift`.
//
// Usage: PageSourceLister OUTPUT.swift SOURCE.swift...

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: PageSourceLister OUTPUT.swift SOURCE.swift...\n".utf8))
    exit(2)
}

/// `struct Name: A, PageSource {` and the like, at the start of a line:
/// the type's name and its conformances.
let declaration = try Regex(#"(?m)^(?:(?:public|internal|package|final)\s+)*(?:struct|class|enum)\s+(\w+)\s*:\s*([^{]*)\{"#)

var names: [String] = []
for path in arguments.dropFirst() {
    let source: String
    do {
        source = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
        FileHandle.standardError.write(Data("\(path): error: cannot read: \(error.localizedDescription)\n".utf8))
        exit(3)
    }
    for match in source.matches(of: declaration) {
        guard let name = match.output[1].substring, let conformances = match.output[2].substring else { continue }
        if conformances.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespacesAndNewlines) == "PageSource" }) {
            names.append(String(name))
        }
    }
}
guard !names.isEmpty else {
    FileHandle.standardError.write(Data("error: no type conforming to PageSource in \(arguments.count - 1) files\n".utf8))
    exit(1)
}

let text = """
    // Written by the PageSourceList plugin (Sources/PageSourceLister) from
    // the page sources in Sources/JokeSite/Render/Pages/. Not kept in git.

    extension PageSources {
        static let declared: [any PageSource] = [
    \(names.sorted().map { "        \($0)(),\n" }.joined())    ]
    }

    """
do {
    try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("\(output): error: cannot write: \(error.localizedDescription)\n".utf8))
    exit(3)
}
