import Foundation
import Synchronization

/// A change of `content/`'s files made as one, like the output folder's
/// commit: the new files are staged in `content/.jokesite-change/` beside
/// links to every other file (the catalogue as it will be, which `check`
/// reads first), a journal names them, then each is renamed into place.
///
/// Killed before the journal is whole, nothing in `content/` changed and
/// the staging folder is dropped (roll back). Killed after, the change is
/// finished (roll forward) by the next command that reads `content/`:
/// every new file is staged, flushed and checked by then, so finishing
/// needs only renames (no space a full disk lacks), and it keeps what the
/// command was asked for (a pull's documents and its sync base together),
/// as the output folder's journal does. Undoing would need a copy of each
/// old file and would drop changes that were valid and complete.
///
/// The staging folder is inside `content/` so that every rename stays on
/// one file system, even when `content/` is a mount or a symlink. Files
/// are replaced one by one, never the folder: a symlinked file stays a
/// link (the file it leads to is replaced), files the change does not name
/// (pages, the owner's own) are never touched, and `serve`'s watch on the
/// folder holds. Callers hold the catalogue's lock (`CatalogueEditor.locked`).
struct ContentChange {
    let files: CatalogueFiles
    /// `content/` as given.
    let root: String
    let folder: String
    /// The catalogue as the change leaves it: links to the unchanged files
    /// and the new ones, at their paths in `content/`.
    let staged: String
    var journal: String { folder + "/journal" }

    static let folderName = ".jokesite-change"

    init(_ files: CatalogueFiles) {
        self.files = files
        root = files.directory.path
        folder = root + "/" + Self.folderName
        // Named like the content folder, so problems found in it read the same.
        staged = folder + "/" + files.directory.lastPathComponent
    }

    /// A file of the change: its real path in `content/` and its bytes.
    struct NewFile {
        var name: String
        var path: String
        var bytes: [UInt8]
    }

    /// Stages the new files and links to the others; throws, having
    /// removed the staging folder, when they cannot be written.
    func stage(_ changes: [String: JSONObject]) throws(EditError) -> [NewFile] {
        let newFiles = try changes.keys.sorted().map { name throws(EditError) in
            NewFile(name: name, path: try realPath(of: name), bytes: Array(JSONWriter.format(.object(changes[name]!)).utf8))
        }
        if let twice = Dictionary(grouping: newFiles, by: \.path).values.first(where: { $0.count > 1 }) {
            throw EditError.invalid(["\(twice.map { files.display($0.name) }.joined(separator: " and ")) are the same file: change it once"])
        }
        remove()
        var current = files.display("")
        do throws(FileBytes.WriteError) {
            try Self.makeFolder(folder)
            try Self.makeFolder(staged)
            Self.step()
            try mirror(from: realRoot, to: staged)
            for file in newFiles {
                current = files.display(file.name)
                try write(file)
            }
        } catch {
            remove()
            throw EditError.io(path: current, message: "cannot be written: \(error) (\(files.display("")) was not changed)")
        }
        return newFiles
    }

    /// Writes the journal, then renames the staged files into place.
    /// Returns the paths the owner changed meanwhile, which stay theirs.
    func commit(_ newFiles: [NewFile]) throws(EditError) -> [String] {
        try writeJournal(for: newFiles).finish(self)
    }

    /// The journal of the staged `newFiles`, written and flushed: from here
    /// the change is finished, whatever happens.
    func writeJournal(for newFiles: [NewFile]) throws(EditError) -> ContentJournal {
        var journal = ContentJournal()
        for file in newFiles {
            var info = stat()
            guard lstat(staged + "/" + file.path, &info) == 0 else {
                remove()
                throw EditError.io(path: files.display(file.name), message: "the staged file went away (\(files.display("")) was not changed)")
            }
            guard isOnTheStagingFileSystem(file.path) else {
                remove()
                throw EditError.io(path: files.display(file.name), message: """
                    is on another file system than \(files.display("")), so it cannot be replaced with the rest of the change \
                    (\(files.display("")) was not changed)
                    """)
            }
            journal.puts.append(ContentJournal.Put(path: file.path, stagedInode: UInt64(info.st_ino),
                                                   replaced: FileStamp(path: root + "/" + file.path, followingLinks: false)?.description))
        }
        do {
            try journal.write(to: self.journal)
        } catch {
            remove()
            throw EditError.io(path: files.display(""), message: "cannot write the change's journal: \(error) (\(files.display("")) was not changed)")
        }
        StateFolder.flush(folder: folder)
        Self.step()
        return journal
    }

    /// Whether the file's folder (its deepest one that exists) is on the
    /// staging folder's file system: else a rename cannot move it there.
    private func isOnTheStagingFileSystem(_ path: String) -> Bool {
        var (staging, info) = (stat(), stat())
        guard stat(folder, &staging) == 0 else { return false }
        var current = root + "/" + path
        while stat(current, &info) != 0, current.count > root.count {
            current = (current as NSString).deletingLastPathComponent
        }
        return info.st_dev == staging.st_dev
    }

    /// Finishes a change whose journal is whole, or drops one that never
    /// began. Returns the finished change's paths and those kept as the
    /// owner's; nil when no change was left.
    static func recover(_ files: CatalogueFiles) throws(EditError) -> (changed: [String], kept: [String])? {
        let change = ContentChange(files)
        guard access(change.folder, F_OK) == 0 else { return nil }
        guard access(change.journal, F_OK) == 0 else {
            change.remove()
            return nil
        }
        guard let journal = ContentJournal.read(change.journal) else {
            throw EditError.io(path: files.display(folderName + "/journal"), message: """
                is damaged, so an interrupted change of \(files.display("")) cannot be finished: see what changed (git status), \
                then remove \(files.display(folderName))
                """)
        }
        let kept = try journal.finish(change)
        return (journal.puts.map(\.path), kept)
    }

    /// `content/` with every symlink resolved.
    private var realRoot: String {
        get throws(FileBytes.WriteError) {
            guard let real = realpath(root, nil) else { throw FileBytes.WriteError(code: errno) }
            defer { free(real) }
            return String(cString: real)
        }
    }

    /// Where the file `name` (a path in `content/`) really is, relative to
    /// `content/`: a symlink stays one and the file it leads to is
    /// replaced. A file that does not exist yet is made, with its folders.
    private func realPath(of name: String) throws(EditError) -> String {
        let components = name.split(separator: "/", omittingEmptySubsequences: false)
        guard OutputPath.isConfined(name), !components.contains(where: { $0.hasPrefix(".") }), !name.contains("\n") else {
            throw EditError.invalid(["\(name) cannot be a file of \(files.display("")): a path inside it, without hidden names, is needed"])
        }
        let realRoot: String
        do { realRoot = try self.realRoot } catch {
            throw EditError.io(path: files.display(""), message: "cannot be read: \(error)")
        }
        // The deepest part of the path that exists, resolved; the rest is made.
        var existing = components.count
        var resolved: UnsafeMutablePointer<CChar>?
        while existing > 0 {
            resolved = realpath(root + "/" + components[..<existing].joined(separator: "/"), nil)
            if resolved != nil { break }
            existing -= 1
        }
        var path = resolved.map { String(cString: $0) } ?? realRoot
        free(resolved)
        for component in components[existing...] { path += "/" + component }
        guard path.hasPrefix(realRoot + "/") else {
            throw EditError.invalid(["\(files.display(name)) leads outside \(files.display("")) through a symlink: jokesite writes only inside it"])
        }
        let relative = String(path.dropFirst(realRoot.count + 1))
        guard OutputPath.isConfined(relative), relative.split(separator: "/").first != Substring(Self.folderName) else {
            throw EditError.invalid(["\(files.display(name)) leads to \(relative), which jokesite cannot write"])
        }
        return relative
    }

    /// Links to every file under `source` at the same paths under `target`
    /// (copies where links cannot be made), symlinks as symlinks. Hidden
    /// names (the lock, this folder, an editor's files) are left out, as
    /// the loader leaves them out.
    private func mirror(from source: String, to target: String) throws(FileBytes.WriteError) {
        let entries: [String]
        do { entries = try FileManager.default.contentsOfDirectory(atPath: source) } catch { throw FileBytes.WriteError(code: EIO) }
        for entry in entries where !entry.hasPrefix(".") {
            let (from, to) = (source + "/" + entry, target + "/" + entry)
            var info = stat()
            guard lstat(from, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                try Self.makeFolder(to)
                try mirror(from: from, to: to)
            case S_IFLNK:
                guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: from),
                      symlink(destination, to) == 0 else { throw FileBytes.WriteError(code: errno) }
            case S_IFREG:
                if link(from, to) != 0 { try Self.copy(from, to) }
            default:
                continue
            }
            Self.step()
        }
    }

    /// The new file in the staged catalogue, flushed to the disk with its
    /// folder. What stood at its path is a link to the old file, which is
    /// unlinked first: writing through it would change the old file.
    private func write(_ file: NewFile) throws(FileBytes.WriteError) {
        let path = staged + "/" + file.path
        try makeStagedFolders(of: file.path)
        unlink(path)
        try FileBytes.create(path, file.bytes, flush: true)
        if file.name != file.path, isStagedSymlink(file.name) {
            // The symlink the change was named by may lead out of the staged
            // copy (an absolute one): there it is the new file itself.
            unlink(staged + "/" + file.name)
            guard link(path, staged + "/" + file.name) == 0 else { throw FileBytes.WriteError(code: errno) }
        }
        StateFolder.flush(folder: (path as NSString).deletingLastPathComponent)
        Self.step()
    }

    /// Whether `name` is a symlink in the staged copy, reached through its
    /// folders alone (unlinking it never reaches into `content/`).
    private func isStagedSymlink(_ name: String) -> Bool {
        var folder = staged
        for component in name.split(separator: "/").dropLast() {
            folder += "/" + component
            guard CommitJournal.isFolder(folder) else { return false }
        }
        var info = stat()
        return lstat(staged + "/" + name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    private func makeStagedFolders(of path: String) throws(FileBytes.WriteError) {
        var folder = staged
        for component in path.split(separator: "/").dropLast() {
            folder += "/" + component
            try Self.makeFolder(folder)
        }
    }

    /// `mkdir -p` of the file's folder in `content/`.
    func makeParentFolders(of path: String) throws(EditError) {
        var folder = root
        for component in path.split(separator: "/").dropLast() {
            folder += "/" + component
            do { try Self.makeFolder(folder) } catch {
                throw EditError.io(path: files.display(path), message: "cannot make its folder: \(error)")
            }
        }
    }

    /// Where hard links cannot be made (another file system, one without them).
    private static func copy(_ source: String, _ target: String) throws(FileBytes.WriteError) {
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(source) } catch { throw FileBytes.WriteError(code: EIO) }
        try FileBytes.create(target, bytes)
    }

    private static func makeFolder(_ path: String) throws(FileBytes.WriteError) {
        if mkdir(path, 0o755) != 0, errno != EEXIST { throw FileBytes.WriteError(code: errno) }
    }

    /// Drops the staging folder: links, copies and new files only.
    func remove() {
        Self.removeTree(folder)
    }

    /// `rm -r` that never follows a symlink: the staged copy holds the
    /// owner's links, which may lead to the real files.
    private static func removeTree(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] { removeTree(path + "/" + entry) }
            rmdir(path)
        } else {
            unlink(path)
        }
    }

    /// Check folders that jokesite 0.x staged beside `content/` and could
    /// leave behind (`.content.jokesite-check-UUID`): links and copies only.
    static func removeOldCheckFolders(beside directory: URL) {
        let parent = directory.deletingLastPathComponent().path
        let prefix = ".\(directory.lastPathComponent).jokesite-check-"
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? [] where entry.hasPrefix(prefix) {
            removeTree(parent + "/" + entry)
        }
    }

    // MARK: - Kill points for tests

    /// `JOKESITE_TEST_KILL_AT_CONTENT_STEP=N`: the process kills itself
    /// (SIGKILL, as `kill -9`) at the Nth step of a change, so tests can
    /// stop the real binary at each step.
    private static let killAt = ProcessInfo.processInfo.environment["JOKESITE_TEST_KILL_AT_CONTENT_STEP"].flatMap(Int.init)
    private static let steps = Atomic(0)

    static func step() {
        guard let killAt else { return }
        if steps.add(1, ordering: .relaxed).newValue == killAt { kill(getpid(), SIGKILL) }
    }
}
