import CAtomicSwap
import Foundation

/// Write stage. Files go into a hidden staging folder beside the output;
/// `commit()` swaps it in, so a failed build never leaves a half-written
/// site. A file whose bytes did not change is hard-linked from the
/// previous output instead of rewritten, so its mtime stays and a deploy
/// uploads only what changed.
public final class OutputFolder {
    public let destination: URL
    let staging: URL
    private let previous: URL?
    private var createdFolders: Set<String> = [""]
    public private(set) var filesWritten = 0
    public private(set) var filesKept = 0

    public init(destination: URL) throws(OutputError) {
        self.destination = destination.standardizedFileURL
        let parent = self.destination.deletingLastPathComponent()
        let name = self.destination.lastPathComponent
        Self.removeLeftovers(of: name, in: parent)
        staging = parent.appendingPathComponent(".\(name).staging-\(ProcessInfo.processInfo.processIdentifier)")
        var isDirectory: ObjCBool = false
        previous = FileManager.default.fileExists(atPath: self.destination.path, isDirectory: &isDirectory) && isDirectory.boolValue
            ? self.destination : nil
        do {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        } catch {
            throw OutputError(path: staging.path, message: "cannot create the staging folder: \(Self.reason(error))")
        }
    }

    deinit {
        discard()
    }

    /// Writes `bytes` to `relativePath` (like `jokes/abc/index.html`).
    public func write(_ relativePath: String, _ bytes: some Collection<UInt8>) throws(OutputError) {
        try makeParentFolders(of: relativePath)
        let target = staging.appendingPathComponent(relativePath)
        if let previous, Self.hasSameBytes(previous.appendingPathComponent(relativePath), bytes),
           link(previous.appendingPathComponent(relativePath).path, target.path) == 0 {
            filesKept += 1
            return
        }
        guard FileManager.default.createFile(atPath: target.path, contents: Data(bytes)) else {
            throw OutputError(path: destination.appendingPathComponent(relativePath).path, message: "cannot write the file")
        }
        filesWritten += 1
    }

    public func write(_ relativePath: String, text: String) throws(OutputError) {
        try write(relativePath, Array(text.utf8))
    }

    /// Swaps the staged site in for the previous one. Where the system can
    /// exchange two paths in one step, the output path always holds a whole
    /// site, even for a server reading it during the swap.
    public func commit() throws(OutputError) {
        let manager = FileManager.default
        if previous != nil, jokesite_exchange_paths(staging.path, destination.path) == 0 {
            try? manager.removeItem(at: staging)
            return
        }
        let retired = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).retired-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            if previous != nil { try manager.moveItem(at: destination, to: retired) }
            try manager.moveItem(at: staging, to: destination)
        } catch {
            // Put the previous site back if it was moved away.
            if previous != nil, !manager.fileExists(atPath: destination.path) { try? manager.moveItem(at: retired, to: destination) }
            throw OutputError(path: destination.path, message: "cannot replace the output folder: \(Self.reason(error))")
        }
        try? manager.removeItem(at: retired)
    }

    /// Drops the staged files; the previous output stays as it was.
    public func discard() {
        try? FileManager.default.removeItem(at: staging)
    }

    private func makeParentFolders(of relativePath: String) throws(OutputError) {
        guard let slash = relativePath.lastIndex(of: "/") else { return }
        let folder = String(relativePath[..<slash])
        guard !createdFolders.contains(folder) else { return }
        do {
            try FileManager.default.createDirectory(at: staging.appendingPathComponent(folder), withIntermediateDirectories: true)
        } catch {
            throw OutputError(path: destination.appendingPathComponent(folder).path, message: "cannot create the folder: \(Self.reason(error))")
        }
        createdFolders.insert(folder)
    }

    private static func hasSameBytes(_ file: URL, _ bytes: some Collection<UInt8>) -> Bool {
        var info = stat()
        guard stat(file.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == bytes.count,
              let existing = FileManager.default.contents(atPath: file.path) else { return false }
        return existing.elementsEqual(bytes)
    }

    /// Staging and retired folders that a killed build left (its process is
    /// gone; a build running beside this one keeps its own).
    private static func removeLeftovers(of name: String, in parent: URL) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return }
        for entry in entries where entry.hasPrefix(".\(name).staging-") || entry.hasPrefix(".\(name).retired-") {
            guard let pid = entry.split(separator: "-").last.flatMap({ pid_t($0) }), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: parent.appendingPathComponent(entry))
        }
    }

    static func reason(_ error: Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }
}

/// The output could not be written (exit code 3).
public struct OutputError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String

    public var description: String { "\(path): \(message)" }
}
