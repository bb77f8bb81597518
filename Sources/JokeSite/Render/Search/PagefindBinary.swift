import Foundation

/// Pagefind's command-line binary, which builds the search index. It is
/// looked for in a project's `.venv/bin/` (where `scripts/install-deps.sh`
/// links it): the folder the build runs in, then the folders above the
/// jokesite binary (`.build/release/jokesite` finds its project's), then on
/// the PATH, under the names the PyPI and npm packages give it.
struct PagefindBinary: Sendable {
    let path: String

    static let names = ["pagefind", "pagefind_extended"]

    /// What a build with search on and no binary says, on one line.
    static let missing = """
        search is on, but Pagefind was not found in .venv/bin or on the PATH: run scripts/install-deps.sh \
        (or pip install 'pagefind[extended]'), or set "search": false in site.json
        """

    static func defaultFolders() -> [String] {
        var folders = [FileManager.default.currentDirectoryPath + "/.venv/bin"]
        if let executable = Bundle.main.executablePath {
            var folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
            while folder.pathComponents.count > 1 {
                folders.append(folder.path + "/.venv/bin")
                folder.deleteLastPathComponent()
            }
        }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return folders + path.split(separator: ":").map(String.init)
    }

    /// The first executable named like Pagefind in `folders`, in order.
    static func find(in folders: [String]) -> PagefindBinary? {
        for folder in folders where !folder.isEmpty {
            for name in names where access(folder + "/" + name, X_OK) == 0 {
                return PagefindBinary(path: folder + "/" + name)
            }
        }
        return nil
    }

    /// `pagefind --version`, which is part of the index's key: another
    /// Pagefind makes another index from the same pages.
    func version() throws(OutputError) -> String {
        try run(["--version"]).trimmingWhitespace()
    }

    /// Indexes the HTML files under `site` into `output`.
    func index(site: String, output: String) throws(OutputError) {
        _ = try run(["--site", site, "--output-path", output, "--silent"])
    }

    /// Runs the binary, returns what it printed; a failure names its last
    /// line.
    private func run(_ arguments: [String]) throws(OutputError) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        // One pipe for both streams: a full second pipe cannot stall it.
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        do {
            try process.run()
        } catch {
            throw OutputError(path: path, message: "cannot run Pagefind: \(OutputFolder.reason(error))")
        }
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let text = String(decoding: printed, as: UTF8.self)
            let last = text.split(separator: "\n").last(where: { !$0.allSatisfy(\.isWhitespace) }).map(String.init) ?? "no message"
            throw OutputError(path: path, message: "Pagefind failed (exit \(process.terminationStatus)): \(last)")
        }
        return String(decoding: printed, as: UTF8.self)
    }
}
