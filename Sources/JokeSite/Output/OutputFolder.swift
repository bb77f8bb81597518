import CAtomicSwap
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#else
import Darwin
private let systemWrite = Darwin.write
#endif

/// Write stage. Files go into a hidden staging folder beside the output;
/// `commit()` swaps it in, so a failed build never leaves a half-written
/// site. A file whose bytes did not change is hard-linked from the
/// previous output instead of rewritten, so its mtime stays and a deploy
/// uploads only what changed.
///
/// Safe to write from several threads at once.
public final class OutputFolder: Sendable {
    public let destination: URL
    let staging: URL
    private let previous: URL?
    private let state = Mutex(State())

    private struct State {
        var createdFolders: Set<String> = [""]
        var filesWritten = 0
        var filesKept = 0
    }

    public var filesWritten: Int { state.withLock { $0.filesWritten } }
    public var filesKept: Int { state.withLock { $0.filesKept } }

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
        let target = staging.path + "/" + relativePath
        if let previous {
            let old = previous.path + "/" + relativePath
            if Self.hasSameBytes(old, bytes), link(old, target) == 0 {
                state.withLock { $0.filesKept += 1 }
                return
            }
        }
        guard Self.create(target, bytes) else {
            throw OutputError(path: destination.appendingPathComponent(relativePath).path,
                              message: "cannot write the file: \(String(cString: strerror(errno)))")
        }
        state.withLock { $0.filesWritten += 1 }
    }

    public func write(_ relativePath: String, text: String) throws(OutputError) {
        try write(relativePath, text.utf8)
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

    /// `mkdir -p` of the file's folder, remembering what exists already.
    private func makeParentFolders(of relativePath: String) throws(OutputError) {
        guard let slash = relativePath.lastIndex(of: "/") else { return }
        let folder = String(relativePath[..<slash])
        if state.withLock({ $0.createdFolders.contains(folder) }) { return }
        var path = staging.path
        for component in folder.split(separator: "/") {
            path += "/" + component
            if mkdir(path, 0o755) != 0, errno != EEXIST {
                throw OutputError(path: destination.appendingPathComponent(folder).path,
                                  message: "cannot create the folder: \(String(cString: strerror(errno)))")
            }
        }
        state.withLock { _ = $0.createdFolders.insert(folder) }
    }

    /// Creates the file with plain system calls: Foundation's writers add
    /// work (temporary files, attributes) this build does not need per file.
    private static func create(_ path: String, _ bytes: some Collection<UInt8>) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let written = bytes.withContiguousStorageIfAvailable { writeAll(descriptor, UnsafeRawBufferPointer($0)) }
        return written ?? Array(bytes).withUnsafeBytes { writeAll(descriptor, $0) }
    }

    private static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < buffer.count {
            let count = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }

    private static func hasSameBytes(_ path: String, _ bytes: some Collection<UInt8>) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == bytes.count,
              let existing = FileManager.default.contents(atPath: path) else { return false }
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
