import Foundation
import Synchronization

/// Read-modify-write of the catalogue, for `add`, `daily`, `rank` and
/// `pull`: under a lock file (two commands at once never lose each other's
/// changes), every changed file replaced as one (see `ContentChange`), in
/// the stable format of `JSONWriter`.
public struct CatalogueEditor: Sendable {
    public let files: CatalogueFiles
    let contentDirectory: String
    public static let lockName = ".jokesite.lock"
    /// The lock files this process holds: `writeChecked` inside `locked`
    /// must not wait for its own lock (`flock` is per open file).
    private static let held = Mutex<Set<String>>([])

    public init(contentDirectory: String) {
        self.contentDirectory = contentDirectory
        files = CatalogueFiles(contentDirectory: contentDirectory)
    }

    /// Runs `body` while holding the catalogue's lock, after finishing any
    /// change of `content/` that a killed command left.
    public func locked<T>(_ body: () throws -> T) throws -> T {
        try withLock { _ in try body() }
    }

    /// Finishes (or drops, if it never began) a change of `content/` that a
    /// killed command left, after waiting for one that runs; every command
    /// that reads `content/` calls this first. Returns a line for the owner
    /// when files changed, nil when there was nothing to do.
    public func finishInterruptedChange() throws -> String? {
        ContentChange.removeOldCheckFolders(beside: files.directory)
        guard access(files.url(ContentChange.folderName).path, F_OK) == 0 else { return nil }
        return try withLock { recovered in
            guard let recovered else { return nil }
            var line = "\(files.display("")): finished a change of \(recovered.changed.joined(separator: ", ")) that a stopped jokesite command left"
            if !recovered.kept.isEmpty {
                line += "; kept \(recovered.kept.joined(separator: ", ")) as changed since (the command's version is dropped)"
            }
            return line
        }
    }

    /// `locked`, telling `body` what the recovery did (nil: nothing, or the
    /// lock was held already).
    private func withLock<T>(_ body: ((changed: [String], kept: [String])?) throws -> T) throws -> T {
        let path = files.url(Self.lockName).path
        if Self.held.withLock({ $0.contains(path) }) { return try body(nil) }
        let descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            // The lock file is jokesite's own: the folder is what to fix (read-only, not ours).
            throw EditError.io(path: files.display(""), message: "the folder cannot be written: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw EditError.io(path: path, message: "cannot lock: \(String(cString: strerror(errno)))") }
        }
        Self.held.withLock { _ = $0.insert(path) }
        defer {
            Self.held.withLock { _ = $0.remove(path) }
            flock(descriptor, LOCK_UN)
        }
        return try body(try ContentChange.recover(files))
    }

    /// The whole catalogue, which must be valid before a command changes it.
    public func loadCatalogue() throws(EditError) -> Catalogue {
        do {
            return try CatalogueCheck.run(contentDirectory: contentDirectory)
        } catch {
            throw .invalid(["the catalogue has problems; fix them first (jokesite check):"] + error.problems.map(\.description))
        }
    }

    /// The file's top-level object; an absent file is an empty object.
    public func readObject(_ name: String) throws -> JSONObject {
        let url = files.url(name)
        guard FileManager.default.fileExists(atPath: url.path) else { return JSONObject() }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw EditError.io(path: files.display(name), message: "cannot be read")
        }
        do {
            guard case .object(let object) = try JSONParser.parse(Array(data)) else {
                throw EditError.invalid(["\(files.display(name)): expected a JSON object at the top level"])
            }
            return object
        } catch let error as JSONSyntaxError {
            throw EditError.invalid(["\(files.display(name)):\(error.line):\(error.column): malformed JSON: \(error.message)"])
        }
    }

    /// Writes `object` as the file `name` only if the catalogue with it
    /// passes every check of `jokesite check`. So `add`, `daily` and `rank`
    /// never leave a catalogue that `check` or `build` refuses. `dryRun`:
    /// checks the change the same way, and writes nothing.
    public func writeChecked(_ object: JSONObject, to name: String, dryRun: Bool = false) throws {
        try writeChecked([name: object], onlyCheck: dryRun) { problems in
            ["the change would make the catalogue invalid (jokesite check would refuse it):"] + problems.map(\.description)
        }
    }

    /// Writes every file of `changes` (a path in `content/`, which may be in
    /// a folder not made yet → top-level object) only if the catalogue with
    /// all of them passes `jokesite check`; otherwise throws `.invalid` with
    /// the lines `describe` makes of the problems (their files named as in
    /// `content/`). The files are replaced as one: killed at any moment,
    /// `content/` holds the old files or the new ones (see `ContentChange`).
    /// `onlyCheck` checks and writes nothing. Takes the lock unless held.
    public func writeChecked(_ changes: [String: JSONObject], onlyCheck: Bool = false, describe: ([Problem]) -> [String]) throws {
        try locked {
            let change = ContentChange(files)
            let newFiles = try change.stage(changes)
            do throws(CatalogueError) {
                _ = try CatalogueCheck.run(contentDirectory: change.staged)
            } catch {
                change.remove()
                let prefix = change.staged + "/"
                throw EditError.invalid(describe(error.problems.map { problem in
                    var problem = problem
                    if problem.file.hasPrefix(prefix) { problem.file = files.display(String(problem.file.dropFirst(prefix.count))) }
                    return problem
                }))
            }
            ContentChange.step()
            guard !onlyCheck else {
                change.remove()
                return
            }
            let kept = try change.commit(newFiles)
            if let first = kept.first {
                throw EditError.io(path: files.display(first), message: """
                    changed while jokesite replaced it: your version is kept, and the other files of the change are in \
                    (run jokesite check)
                    """)
            }
        }
    }
}

/// Why a catalogue command changed nothing.
public enum EditError: Error, Sendable {
    /// The request or the catalogue is wrong (exit 1); one message per problem.
    case invalid([String])
    /// A file could not be read or written (exit 3).
    case io(path: String, message: String)
}

extension JSONObject {
    /// Sets `key` to `value`, replacing an existing member or adding one.
    mutating func set(_ key: String, _ value: JSONValue) {
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            members.append(Member(key: key, value: value, line: 0))
        }
    }

    mutating func remove(_ key: String) {
        members.removeAll { $0.key == key }
    }
}
