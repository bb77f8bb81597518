import Foundation

/// Everything jokesite keeps beside an output folder `public`, in one
/// hidden folder `.public.jokesite/` that is never deployed: the manifest
/// of the last build, the up-to-date record, the collection cache, and
/// while a build commits, its staging folder and journal. Its presence also
/// says that jokesite made the output, so a build may update it.
struct StateFolder: Sendable {
    let destination: URL
    let url: URL

    init(for destination: URL) {
        self.destination = destination
        url = destination.deletingLastPathComponent().appendingPathComponent(".\(destination.lastPathComponent).jokesite")
    }

    var path: String { url.path }
    var manifest: String { path + "/manifest" }
    /// The manifest's delta (see `OutputManifest.Base`).
    var manifestDelta: String { path + "/manifest-delta" }
    var upToDateRecord: String { path + "/up-to-date" }
    /// The jokesite binary's hash, by its stamp (see `BinaryHash`).
    var binaryHash: String { path + "/binary-hash" }
    var journal: String { path + "/journal" }
    var cache: URL { url.appendingPathComponent("cache") }
    /// Everything a build writes before it commits; removed after.
    var staging: String { path + "/staging" }
    /// A first build's whole site, renamed into place at the commit.
    var stagedSite: String { staging + "/site" }
    /// An update's changed files, at their paths in the output.
    var stagedFiles: String { staging + "/files" }
    var stagedManifest: String { staging + "/manifest" }
    var stagedManifestDelta: String { staging + "/manifest-delta" }

    /// Makes sure a build may write the output, waits for any other build
    /// into it, and finishes or undoes what a killed build left, before
    /// anything else reads the state. The lock is held until `release(keepingState:)`.
    func claim(clean: Bool) throws(BuildError) -> StateLock {
        let manager = FileManager.default
        var madeNow = false
        if !manager.fileExists(atPath: path) {
            try checkOwnership(clean: clean)
            do {
                try manager.createDirectory(at: url, withIntermediateDirectories: true)
            } catch {
                throw .output(OutputError(path: path, message: "cannot create jokesite's state folder: \(OutputFolder.reason(error))"),
                              stage: .write)
            }
            madeNow = true
        }
        let lock = try StateLock(self, madeNow: madeNow)
        do {
            try recover()
        } catch {
            lock.release(keepingState: true)
            throw .output(error, stage: .write)
        }
        return lock
    }

    /// A first build may go into a folder that does not exist or is empty;
    /// any other folder holds files jokesite did not write.
    private func checkOwnership(clean: Bool) throws(BuildError) {
        var info = stat()
        guard lstat(destination.path, &info) == 0 else { return }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            throw .usage("--output \(destination.path) is not a folder; choose a folder of its own, like public")
        }
        guard !clean, let entries = try? FileManager.default.contentsOfDirectory(atPath: destination.path), !entries.isEmpty else { return }
        throw .usage("""
            --output \(destination.path) holds files that jokesite did not write (\(entries.count) entr\(entries.count == 1 ? "y" : "ies")), \
            and jokesite never deletes them: build into a new or empty folder, or pass --clean to replace that folder and everything in it
            """)
    }

    /// A journal means a build was killed while it committed: its staged
    /// files are all there, so the commit is finished. A damaged journal
    /// cannot be finished: then nothing recorded about the output is
    /// believed, and the next build rewrites it whole (keeping files it
    /// does not know). Staging and temporary files are always dropped.
    func recover() throws(OutputError) {
        if FileManager.default.fileExists(atPath: journal) {
            if let pending = CommitJournal.read(self) {
                try pending.finish(self)
            } else {
                unlink(manifest)
                unlink(upToDateRecord)
                unlink(journal)
            }
        }
        try? FileManager.default.removeItem(atPath: staging)
        for folder in [path, cache.path] {
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where entry.contains(".tmp-") {
                unlink(folder + "/" + entry)
            }
        }
    }

    /// Makes what was written or renamed in `folder` survive a power loss.
    static func flush(folder: String) {
        let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}

/// One build at a time per output: the lock file's `flock`, which the
/// system drops when the process ends, however it ends.
final class StateLock: Sendable {
    private let descriptor: Int32
    private let state: StateFolder
    /// This claim made the state folder: unless a build finishes, it goes
    /// again, so a failed first build (even with `--clean`) does not make
    /// the output jokesite's.
    private let madeNow: Bool

    init(_ state: StateFolder, madeNow: Bool) throws(BuildError) {
        self.state = state
        self.madeNow = madeNow
        let path = state.path + "/lock"
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .output(OutputError.failed("cannot open the lock", at: path), stage: .write)
        }
        while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
    }

    /// `keepingState`: a build finished, so the state folder stays.
    func release(keepingState: Bool) {
        // A journal must be finished by the next run, whatever happened.
        if madeNow, !keepingState, access(state.journal, F_OK) != 0 { try? FileManager.default.removeItem(at: state.url) }
        close(descriptor)
    }
}
