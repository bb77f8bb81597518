import CAtomicSwap
import Foundation

/// What a build's commit does to the output, written (sealed, flushed)
/// before the first change: either the staged site replaces the output
/// whole (`swap`), or stale files are removed and staged files renamed into
/// place. Every step can be done twice, so a run that finds the journal of
/// a killed build finishes the commit with the same code, and only then
/// installs the staged manifest.
struct CommitJournal {
    /// The inode of the staged site that becomes the output.
    var swap: UInt64?
    /// A first build without `--clean`: what appeared in the output while
    /// it ran is the owner's, and moves into the new site.
    var keepsWhatAppeared = false
    var removals: [String] = []
    var puts: [String] = []

    private static let header = "jokesite-journal 1\n"

    func write(_ state: StateFolder) throws(OutputError) {
        var body = Array(Self.header.utf8)
        if let swap { body += Array("\(keepsWhatAppeared ? "swap-keeping" : "swap") \(swap)\n".utf8) }
        for path in removals { body += Array("remove \(path)\n".utf8) }
        for path in puts { body += Array("put \(path)\n".utf8) }
        do {
            try SealedFile.write(state.journal, body)
        } catch {
            throw OutputError(path: state.journal, message: "cannot write the commit journal: \(error)")
        }
        StateFolder.flush(folder: state.path)
    }

    /// The journal, if it is whole and names only paths inside the output.
    static func read(_ state: StateFolder) -> CommitJournal? {
        guard let body = SealedFile.read(state.journal), body.starts(with: Array(header.utf8)) else { return nil }
        var journal = CommitJournal()
        for line in String(decoding: body.dropFirst(header.utf8.count), as: UTF8.self).split(separator: "\n") {
            guard let space = line.firstIndex(of: " ") else { return nil }
            let value = String(line[line.index(after: space)...])
            switch line[..<space] {
            case "swap", "swap-keeping":
                guard let inode = UInt64(value) else { return nil }
                journal.swap = inode
                journal.keepsWhatAppeared = line.hasPrefix("swap-keeping ")
            case "remove" where OutputPath.isConfined(value): journal.removals.append(value)
            case "put" where OutputPath.isConfined(value): journal.puts.append(value)
            default: return nil
            }
        }
        return journal
    }

    /// Applies the journal, then installs the staged manifest and drops
    /// the journal and the staging folder.
    func finish(_ state: StateFolder) throws(OutputError) {
        // From here the output is neither the old site nor the new one (a
        // run that finds the staged manifest gone installed it already).
        let manifestStaged = access(state.stagedManifest, F_OK) == 0, deltaStaged = access(state.stagedManifestDelta, F_OK) == 0
        if manifestStaged || deltaStaged { unlink(state.manifestDelta) }
        if manifestStaged { unlink(state.manifest) }
        let output = state.destination.path
        if let swap {
            try swapIn(swap, state)
            if keepsWhatAppeared { Self.carryOver(replacedBy: swap, state) }
        }
        var folders = Set<String>()
        for path in removals where OutputPath.firstFolderThatIsNot(in: path, output: output, missingCounts: true) == nil {
            unlink(output + "/" + path)
            var folder = path
            while let slash = folder.lastIndex(of: "/") {
                folder = String(folder[..<slash])
                folders.insert(folder)
            }
        }
        // Deepest first; rmdir refuses folders that still hold something.
        for folder in folders.sorted(by: { $0.count > $1.count }) { rmdir(output + "/" + folder) }
        var made = Set<String>()
        for path in puts {
            let staged = state.stagedFiles + "/" + path
            // Renamed already by the run that was killed.
            guard access(staged, F_OK) == 0 else { continue }
            if let folder = OutputPath.firstFolderThatIsNot(in: path, output: output, missingCounts: false) {
                throw OutputError.linkInTheWay(folder, output: output)
            }
            try makeParentFolders(of: path, in: output, made: &made)
            guard rename(staged, output + "/" + path) == 0 else {
                throw OutputError.failed("cannot replace the file", at: output + "/" + path)
            }
        }
        if manifestStaged { rename(state.stagedManifest, state.manifest) }
        if deltaStaged { rename(state.stagedManifestDelta, state.manifestDelta) }
        StateFolder.flush(folder: state.path)
        unlink(state.journal)
        try? FileManager.default.removeItem(atPath: state.staging)
    }

    /// Where the system can exchange two paths in one step, the output path
    /// always holds a whole site, even for a server reading it meanwhile.
    private func swapIn(_ inode: UInt64, _ state: StateFolder) throws(OutputError) {
        let output = state.destination.path
        guard BuildFingerprint.inode(of: output) != inode, BuildFingerprint.inode(of: state.stagedSite) == inode else { return }
        if access(output, F_OK) == 0, jokesite_exchange_paths(state.stagedSite, output) != 0 {
            // No exchange here: move the old site aside (into the staging
            // folder, removed at the end), then the new one in.
            guard rename(output, state.staging + "/replaced") == 0 else {
                throw OutputError.failed("cannot replace the output folder", at: output)
            }
        }
        if access(state.stagedSite, F_OK) == 0, BuildFingerprint.inode(of: output) != inode, rename(state.stagedSite, output) != 0 {
            throw OutputError.failed("cannot replace the output folder", at: output)
        }
        StateFolder.flush(folder: state.destination.deletingLastPathComponent().path)
    }

    /// Moves what the replaced folder holds (it was empty when the build
    /// started) into the new site, before the staging folder is removed.
    /// `OutputFolder.commit` refused entries the site also has; one that
    /// appeared since wins over the site's, as the owner's latest word.
    private static func carryOver(replacedBy inode: UInt64, _ state: StateFolder) {
        for replaced in [state.stagedSite, state.staging + "/replaced"] where BuildFingerprint.inode(of: replaced) != inode {
            move(contentsOf: replaced, into: state.destination.path)
        }
    }

    private static func move(contentsOf source: String, into target: String) {
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: source)) ?? [] {
            let (from, to) = (source + "/" + entry, target + "/" + entry)
            if isFolder(from), isFolder(to) {
                move(contentsOf: from, into: to)
            } else {
                rename(from, to)
            }
        }
    }

    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// `mkdir -p` of the file's folder in the output.
    private func makeParentFolders(of path: String, in output: String, made: inout Set<String>) throws(OutputError) {
        var folder = ""
        for component in path.split(separator: "/").dropLast() {
            folder += folder.isEmpty ? String(component) : "/" + component
            if made.contains(folder) { continue }
            if mkdir(output + "/" + folder, 0o755) != 0, errno != EEXIST {
                throw OutputError.failed("cannot create the folder", at: output + "/" + folder)
            }
            made.insert(folder)
        }
    }
}
