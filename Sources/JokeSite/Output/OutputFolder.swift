import CAtomicSwap
import Foundation
import Synchronization

/// Write stage. A first build (or one into a folder jokesite did not
/// write) goes into a hidden staging folder beside the output, which
/// `commit()` swaps in whole. After that, the manifest of the last build
/// says which files a build changes: only those are replaced, each through
/// a temporary file and a rename, and files no page makes any more are
/// removed at the end. Unchanged files are never touched, so their mtimes
/// stay and a deploy uploads only what changed; a build that fails before
/// writing (bad catalogue or template) leaves the output as it was.
///
/// A build ends with `commit()` or `discard()`, and either leaves no staging
/// folder behind; the object itself holds only memory, so it may be freed
/// anywhere (see `BackgroundRelease`). Safe to write from several threads
/// at once.
public final class OutputFolder: Sendable {
    public let destination: URL
    /// `destination.path`, which is computed anew on each use.
    private let destinationPath: String
    let staging: URL
    private let previous: URL?
    /// The last build's manifest when the output can be updated in place.
    private let lastManifest: OutputManifest?
    private let state = Mutex(State())

    private struct State {
        var createdFolders: Set<String> = [""]
        var filesWritten = 0
        var filesKept = 0
        var hashes: [String: UInt64] = [:]
        var pages: [String: UInt64] = [:]
    }

    /// Where new files go: the staging folder, or the output itself.
    private var root: URL { lastManifest == nil ? staging : destination }

    public var filesWritten: Int { state.withLock { $0.filesWritten } }
    public var filesKept: Int { state.withLock { $0.filesKept } }

    /// `manifest`: what `OutputManifest.read(for: destination)` says, if the
    /// caller read it already.
    init(destination: URL, manifest: OutputManifest?? = nil) throws(OutputError) {
        self.destination = destination.standardizedFileURL
        destinationPath = self.destination.path
        let parent = self.destination.deletingLastPathComponent()
        let name = self.destination.lastPathComponent
        Self.removeLeftovers(of: name, in: parent)
        staging = parent.appendingPathComponent(".\(name).staging-\(ProcessInfo.processInfo.processIdentifier)")
        var isDirectory: ObjCBool = false
        previous = FileManager.default.fileExists(atPath: self.destination.path, isDirectory: &isDirectory) && isDirectory.boolValue
            ? self.destination : nil
        lastManifest = previous == nil ? nil : manifest ?? OutputManifest.read(for: self.destination)
        if let lastManifest {
            state.withLock {
                $0.hashes.reserveCapacity(lastManifest.hashes.count)
                $0.pages.reserveCapacity(lastManifest.pages.count)
            }
        }
        guard lastManifest == nil else { return }
        do {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        } catch {
            throw OutputError(path: staging.path, message: "cannot create the staging folder: \(Self.reason(error))")
        }
    }

    /// Writes `bytes` to `relativePath` (like `jokes/abc/index.html`).
    public func write(_ relativePath: String, _ bytes: some Collection<UInt8>) throws(OutputError) {
        let hash = ContentHash.of(bytes)
        state.withLock { $0.hashes[relativePath] = hash }
        if let lastManifest {
            try replaceInPlace(relativePath, bytes, unchanged: lastManifest.hashes[relativePath] == hash)
            return
        }
        try makeParentFolders(of: relativePath)
        let target = staging.path + "/" + relativePath
        if let previous {
            let old = previous.path + "/" + relativePath
            if Self.hasSameBytes(old, bytes), link(old, target) == 0 {
                state.withLock { $0.filesKept += 1 }
                return
            }
        }
        guard FileBytes.create(target, bytes) else {
            throw OutputError(path: destination.appendingPathComponent(relativePath).path,
                              message: "cannot write the file: \(String(cString: strerror(errno)))")
        }
        state.withLock { $0.filesWritten += 1 }
    }

    public func write(_ relativePath: String, text: String) throws(OutputError) {
        try write(relativePath, text.utf8)
    }

    /// Records that the page at `route`, with `key`, made its files.
    func recordPage(_ route: String, key: UInt64) {
        state.withLock { $0.pages[route] = key }
    }

    /// Keeps the files of a page the last build made with the same key, if
    /// they are all still there; false means the page must be rendered.
    func keepPage(_ route: String, key: UInt64, files: [String]) -> Bool {
        guard let lastManifest, lastManifest.pages[route] == key else { return false }
        var kept: [(String, UInt64)] = []
        for path in files {
            guard let hash = lastManifest.hashes[path], access(destinationPath + "/" + path, F_OK) == 0 else { return false }
            kept.append((path, hash))
        }
        state.withLock { state in
            state.pages[route] = key
            for (path, hash) in kept { state.hashes[path] = hash }
            state.filesKept += kept.count
        }
        return true
    }

    private func replaceInPlace(_ relativePath: String, _ bytes: some Collection<UInt8>, unchanged: Bool) throws(OutputError) {
        let target = destinationPath + "/" + relativePath
        if unchanged, access(target, F_OK) == 0 {
            state.withLock { $0.filesKept += 1 }
            return
        }
        try makeParentFolders(of: relativePath)
        let temporary = target + ".jokesite-tmp-\(ProcessInfo.processInfo.processIdentifier)"
        guard FileBytes.create(temporary, bytes), rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw OutputError(path: target, message: "cannot write the file: \(reason)")
        }
        state.withLock { $0.filesWritten += 1 }
    }

    /// Finishes the build: swaps the staged site in, or removes the files
    /// an in-place update no longer makes; then records the manifest.
    public func commit() throws(OutputError) {
        if let lastManifest {
            removeStaleFiles(lastManifest)
        } else {
            try swapIn()
        }
        if let inode = BuildFingerprint.inode(of: destination.path) {
            let (hashes, pages) = state.withLock { ($0.hashes, $0.pages) }
            OutputManifest(folderInode: inode, hashes: hashes, pages: pages).write(for: destination)
        }
    }

    /// Where the system can exchange two paths in one step, the output path
    /// always holds a whole site, even for a server reading it meanwhile.
    private func swapIn() throws(OutputError) {
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

    /// Files the last build made and this one did not, and then their
    /// folders when that leaves them empty.
    private func removeStaleFiles(_ last: OutputManifest) {
        let current = state.withLock { $0.hashes }
        var folders = Set<String>()
        for path in last.hashes.keys where current[path] == nil {
            unlink(destinationPath + "/" + path)
            var folder = path
            while let slash = folder.lastIndex(of: "/") {
                folder = String(folder[..<slash])
                folders.insert(folder)
            }
        }
        // Deepest first; rmdir refuses folders that still hold something.
        for folder in folders.sorted(by: { $0.count > $1.count }) {
            rmdir(destinationPath + "/" + folder)
        }
    }

    /// After a failure: drops the staged files, so the previous output stays
    /// as it was. An update in place may have replaced some files already,
    /// so the manifest no longer describes them: without it, the next build
    /// starts afresh.
    public func discard() {
        try? FileManager.default.removeItem(at: staging)
        if lastManifest != nil { try? FileManager.default.removeItem(at: OutputManifest.file(for: destination)) }
    }

    /// `mkdir -p` of the file's folder, remembering what exists already.
    private func makeParentFolders(of relativePath: String) throws(OutputError) {
        guard let slash = relativePath.lastIndex(of: "/") else { return }
        let folder = String(relativePath[..<slash])
        if state.withLock({ $0.createdFolders.contains(folder) }) { return }
        var made = ""
        for component in folder.split(separator: "/") {
            made += made.isEmpty ? String(component) : "/" + component
            // Only folders not made yet cost a system call (`jokes/` once, not once per joke).
            if state.withLock({ $0.createdFolders.contains(made) }) { continue }
            if mkdir(root.path + "/" + made, 0o755) != 0, errno != EEXIST {
                throw OutputError(path: destination.appendingPathComponent(folder).path,
                                  message: "cannot create the folder: \(String(cString: strerror(errno)))")
            }
            state.withLock { _ = $0.createdFolders.insert(made) }
        }
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
