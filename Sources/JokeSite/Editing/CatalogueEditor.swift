import Foundation

/// Read-modify-write of one catalogue file, for `add`, `daily` and `rank`:
/// under a lock file (two commands at once never lose each other's
/// changes), written to a temporary file in the same folder and renamed
/// (a failed write never leaves a truncated file), in the stable format of
/// `JSONWriter`.
public struct CatalogueEditor: Sendable {
    public let files: CatalogueFiles
    let contentDirectory: String
    public static let lockName = ".jokesite.lock"

    public init(contentDirectory: String) {
        self.contentDirectory = contentDirectory
        files = CatalogueFiles(contentDirectory: contentDirectory)
    }

    /// Runs `body` while holding the catalogue's lock.
    public func locked<T>(_ body: () throws -> T) throws -> T {
        let path = files.url(Self.lockName).path
        let descriptor = open(path, O_CREAT | O_RDWR, 0o644)
        guard descriptor >= 0 else {
            // The lock file is jokesite's own: the folder is what to fix (read-only, not ours).
            throw EditError.io(path: files.display(""), message: "the folder cannot be written: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_EX) == 0 else { throw EditError.io(path: path, message: "cannot lock: \(String(cString: strerror(errno)))") }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
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
    /// passes every check of `jokesite check`: it is validated first in a
    /// staging folder that links to the other files. So `add`, `daily` and
    /// `rank` never leave a catalogue that `check` or `build` refuses.
    /// `dryRun`: checks the change the same way, and writes nothing.
    public func writeChecked(_ object: JSONObject, to name: String, dryRun: Bool = false) throws {
        try writeChecked([name: object], onlyCheck: dryRun) { problems in
            ["the change would make the catalogue invalid (jokesite check would refuse it):"] + problems.map(\.description)
        }
    }

    /// Writes every file of `changes` (name → top-level object) only if the
    /// catalogue with all of them passes `jokesite check`; otherwise throws
    /// `.invalid` with the lines `describe` makes of the problems (their
    /// files named as in `content/`). Each file is replaced in one step;
    /// `onlyCheck` checks and writes nothing.
    public func writeChecked(_ changes: [String: JSONObject], onlyCheck: Bool = false, describe: ([Problem]) -> [String]) throws {
        // Beside the content folder, so the unchanged files can be hard links
        // (a copy where they cannot): symlinks would lead out of the staged
        // folder, which the loader refuses.
        let staging = files.directory.deletingLastPathComponent()
            .appendingPathComponent(".\(files.directory.lastPathComponent).jokesite-check-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: staging) }
        do {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
            for entry in try FileManager.default.contentsOfDirectory(atPath: files.directory.path)
            where changes[entry] == nil && !entry.hasPrefix(".") {
                try Self.linkOrCopy(files.url(entry), to: staging.appendingPathComponent(entry))
            }
            for (name, object) in changes {
                try Data(JSONWriter.format(.object(object)).utf8).write(to: staging.appendingPathComponent(name))
            }
        } catch {
            throw EditError.io(path: staging.path, message: "cannot stage the change for checking: \(OutputFolder.reason(error))")
        }
        do {
            _ = try CatalogueCheck.run(contentDirectory: staging.path)
        } catch {
            let prefix = staging.path + "/"
            throw EditError.invalid(describe(error.problems.map { problem in
                var problem = problem
                if problem.file.hasPrefix(prefix) { problem.file = files.display(String(problem.file.dropFirst(prefix.count))) }
                return problem
            }))
        }
        guard !onlyCheck else { return }
        for name in changes.keys.sorted() {
            try write(changes[name]!, to: name)
        }
    }

    /// A hard link to `source` (each file of a folder), or a copy across file systems.
    private static func linkOrCopy(_ source: URL, to target: URL) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: source.path, isDirectory: &isDirectory) else { return }
        if isDirectory.boolValue {
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
            for entry in try FileManager.default.contentsOfDirectory(atPath: source.path) where !entry.hasPrefix(".") {
                try linkOrCopy(source.appendingPathComponent(entry), to: target.appendingPathComponent(entry))
            }
        } else if link(source.path, target.path) != 0 {
            try FileManager.default.copyItem(at: source, to: target)
        }
    }

    public func write(_ object: JSONObject, to name: String) throws {
        // A symbolic link (inside content/, as check requires) stays one:
        // the file it leads to is replaced.
        let url = files.url(name).resolvingSymlinksInPath()
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try Data(JSONWriter.format(.object(object)).utf8).write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw EditError.io(path: files.display(name), message: "cannot be written: \(OutputFolder.reason(error))")
        }
        // rename(2) replaces the file in one step: readers see the old or the new.
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw EditError.io(path: files.display(name), message: "cannot be replaced: \(reason)")
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
