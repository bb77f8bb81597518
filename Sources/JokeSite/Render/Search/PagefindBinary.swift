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

    /// What `serve` says when it serves a site with search on without it.
    static let leftOut = """
        search is on, but Pagefind was not found in .venv/bin or on the PATH: serving the site without search; \
        run scripts/install-deps.sh (or pip install 'pagefind[extended]') for it
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
        try run(["--version"], timeLimit: 60).trimmingWhitespace()
    }

    /// Indexes the HTML files under `site` into `output`; a run longer than
    /// `timeLimit` seconds is stopped and fails.
    func index(site: String, output: String, timeLimit: Double) throws(OutputError) {
        _ = try run(["--site", site, "--output-path", output, "--silent"], timeLimit: timeLimit)
    }

    /// How long Pagefind may take over `pages` pages: far more than it
    /// needs (about 1.5 ms a page), so only a Pagefind that hangs meets it.
    static func timeLimit(pages: Int) -> Double {
        120 + 0.05 * Double(pages)
    }

    /// Runs the binary, returns what it printed (its last
    /// `ChildProcess.keptOutput` bytes); a failure names its last line. A
    /// run past `timeLimit` seconds is ended: a hanging Pagefind must not
    /// hang the build.
    private func run(_ arguments: [String], timeLimit: Double) throws(OutputError) -> String {
        switch ChildProcess(executable: path, arguments: arguments).run(timeLimit: timeLimit) {
        case .success(let exit):
            let last = exit.output.lastLine() ?? "no message"
            switch exit.status {
            case .exited(0): return String(decoding: exit.output.bytes, as: UTF8.self)
            case .exited(let code): throw OutputError(path: path, message: "Pagefind failed (exit \(code)): \(last)")
            case .signalled(let signal): throw OutputError(path: path, message: "Pagefind was killed by signal \(signal): \(last)")
            }
        case .failure(.cannotStart(let reason)):
            throw OutputError(path: path, message: "cannot run Pagefind: \(reason)")
        case .failure(.timedOut):
            throw OutputError(path: path, message: """
                Pagefind did not finish within \(Int(timeLimit)) s and was stopped: run it by hand \
                (\(([path] + arguments).joined(separator: " "))) to see why, or set "search": false in site.json
                """)
        }
    }
}
