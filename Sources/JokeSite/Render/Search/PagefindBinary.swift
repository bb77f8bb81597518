import Foundation
import Synchronization

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

    /// Runs the binary, returns what it printed; a failure names its last
    /// line. A run past `timeLimit` seconds is killed (the process this
    /// started, by its id): a hanging Pagefind must not hang the build.
    private func run(_ arguments: [String], timeLimit: Double) throws(OutputError) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        // One pipe for both streams: a full second pipe cannot stall it.
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do {
            try process.run()
        } catch {
            throw OutputError(path: path, message: "cannot run Pagefind: \(OutputFolder.reason(error))")
        }
        // Read on another thread, so the wait below can time out.
        let printed = Mutex(Data())
        let readAll = DispatchSemaphore(value: 0)
        let reader = output.fileHandleForReading
        DispatchQueue.global().async {
            let data = reader.readDataToEndOfFile()
            printed.withLock { $0 = data }
            readAll.signal()
        }
        if finished.wait(timeout: .now() + timeLimit) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
            throw OutputError(path: path, message: """
                Pagefind did not finish within \(Int(timeLimit)) s and was stopped: run it by hand \
                (\(([path] + arguments).joined(separator: " "))) to see why, or set "search": false in site.json
                """)
        }
        readAll.wait()
        let text = printed.withLock { String(decoding: $0, as: UTF8.self) }
        guard process.terminationStatus == 0, process.terminationReason == .exit else {
            let last = text.split(separator: "\n").last(where: { !$0.allSatisfy(\.isWhitespace) }).map(String.init) ?? "no message"
            throw OutputError(path: path, message: "Pagefind failed (exit \(process.terminationStatus)): \(last)")
        }
        return text
    }
}
