import Foundation
import Synchronization
import TemplateEngine

/// Write stage. Nothing in the output changes until `commit()`: a first
/// build (or `--clean`) stages the whole site in the state folder beside
/// the output (see `StateFolder`), an update stages only the files whose
/// bytes changed. The commit records its steps in a journal, then renames
/// the staged files into place and removes the files the last build made
/// and this one does not; a run that finds the journal of a killed build
/// finishes it. Unchanged files are never touched, so their mtimes stay and
/// a deploy uploads only what changed; files jokesite did not write are
/// never removed.
///
/// A build ends with `commit()` or `discard()`; the object itself holds
/// only memory, so it may be freed anywhere (see `BackgroundRelease`). Safe
/// to write from several threads at once.
public final class OutputFolder: OutputSink {
    public let destination: URL
    /// `destination.path`, which is computed anew on each use.
    private let destinationPath: String
    private let state: StateFolder
    /// The last build's files and pages when the output is updated in
    /// place (`updatesInPlace`); none when the staged site replaces the
    /// output whole. Not optional: the pages kept read it on every core,
    /// and an optional's binding would copy it, retaining its arrays each time.
    let lastManifest: OutputManifest
    private let updatesInPlace: Bool
    /// No trusted manifest: each file is compared with the output's bytes.
    private let compareWithOutput: Bool
    /// Not `--clean`: whatever appears in the output during a first build is kept.
    private let keepsWhatAppears: Bool
    /// Where new files go: the staged site, or the staged changes.
    private let root: String
    /// `OutputManifest.filePlaces()`, once a lookup needs it.
    private let filePlaces = Mutex<[String: Int]?>(nil)
    private let tally: Mutex<Tally>
    /// The most folders `makeParentFolders` remembers making.
    private static let foldersRemembered = 4096

    private struct Tally {
        /// The outputs recorded, on the disk until the commit.
        let made: MadeOutputs
        var createdFolders: Set<String> = [""]
        var filesWritten = 0
        var filesKept = 0
        /// Written this build (or kept for their bytes by `write`) and not
        /// recorded yet: `recordOutput` takes a file's record to `made`.
        /// A site's 215,000 paths and records held to the end took 56 MB.
        var files: [String: OutputFileRecord] = [:]
        /// Every file of `files` and `made`, when the output is updated in
        /// place: the commit removes the last build's others.
        var written: Set<String> = []
        /// The hashes of the files of `made`, for `hash(of:)`, when kept.
        var hashes: [String: ContentHash]?
        /// The files of `files` and `made` counted (`figures`).
        var counter: OutputFigureCounter
        /// By place in the last manifest's outputs: kept whole.
        var kept: [Bool] = []
        var staged: [String] = []
        /// The journal is written: the commit must be finished, never undone.
        var committing = false
        /// What the commit put or removed; nil when it replaced the output whole.
        var changedFiles: [String]?

        /// A file written, or kept for its bytes, at `path`.
        mutating func add(_ path: String, _ record: OutputFileRecord, updatingInPlace: Bool) {
            if files.updateValue(record, forKey: path) == nil { counter.add(bytes: record.size) { path } }
            if updatingInPlace { written.insert(path) }
        }
    }

    public var filesWritten: Int { tally.withLock { $0.filesWritten } }
    public var filesKept: Int { tally.withLock { $0.filesKept } }
    /// The files whose bytes the commit changed, by path in the output:
    /// those it wrote or removed (`serve` reloads only the pages among
    /// them); nil when it replaced the output whole.
    public var changedFiles: [String]? { tally.withLock { $0.changedFiles } }

    /// `manifest`: what `OutputManifest.read(state)` says. `clean`: replace
    /// the output whole, whatever it holds (`--clean`). `countingFolders`:
    /// `figures` count the files of each folder; `keepingHashes`: `hash(of:)`
    /// knows the files written, not only those not recorded yet.
    init(destination: URL, state: StateFolder, manifest: OutputManifest?, clean: Bool = false,
         countingFolders: Bool = false, keepingHashes: Bool = false) throws(OutputError) {
        self.destination = destination.standardizedFileURL
        destinationPath = self.destination.path
        self.state = state
        keepsWhatAppears = !clean
        var info = stat()
        let exists = lstat(destinationPath, &info) == 0
        if exists, (info.st_mode & S_IFMT) != S_IFDIR {
            throw OutputError(path: destinationPath, message: "is not a folder")
        }
        let empty = (try? FileManager.default.contentsOfDirectory(atPath: destinationPath).isEmpty) ?? true
        if clean || !exists || empty {
            lastManifest = OutputManifest(folderInode: 0)
            updatesInPlace = false
            root = state.stagedSite
        } else {
            lastManifest = manifest ?? OutputManifest(folderInode: UInt64(info.st_ino))
            updatesInPlace = true
            root = state.stagedFiles
        }
        compareWithOutput = updatesInPlace && manifest == nil
        do {
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        } catch {
            throw OutputError(path: root, message: "cannot create the staging folder: \(Self.reason(error))")
        }
        let made: MadeOutputs
        do {
            made = try MadeOutputs(in: state.staging)
        } catch {
            throw OutputError(path: state.staging, message: "cannot write in the staging folder: \(error)")
        }
        tally = Mutex(Tally(made: made, hashes: keepingHashes ? [:] : nil, counter: OutputFigureCounter(countsFolders: countingFolders),
                            kept: Array(repeating: false, count: lastManifest.outputs.count)))
    }

    /// Writes `bytes` to `relativePath` (like `jokes/abc/index.html`), a
    /// file of the output named `output` (see `recordOutput`).
    public func write(_ relativePath: String, _ bytes: some Collection<UInt8>, of output: String) throws(OutputError) {
        let hash = ContentHash.of(bytes)
        if updatesInPlace {
            let current = destinationPath + "/" + relativePath
            let last = lastRecord(relativePath, of: output)
            // Kept: the same bytes, and the file as the last build left it.
            let kept = if let last {
                last.hash == hash && last.matches(OutputFileRecord.stamp(of: current)) ? last : nil
            } else if compareWithOutput, Self.hasSameBytes(current, bytes), let stamp = OutputFileRecord.stamp(of: current) {
                OutputFileRecord(hash: hash, stamp: stamp)
            } else {
                OutputFileRecord?.none
            }
            if let kept {
                tally.withLock {
                    $0.add(relativePath, kept, updatingInPlace: updatesInPlace)
                    $0.filesKept += 1
                }
                return
            }
            // The last build did not write it: the owner did.
            if last == nil, !compareWithOutput, Self.exists(current) {
                throw OutputError(path: current, refusal: """
                    was not written by jokesite, and this build would replace it: move it out of the output \
                    (or build with --clean to replace the output and everything in it)
                    """)
            }
        }
        try makeParentFolders(of: relativePath)
        let staged = root + "/" + relativePath
        do {
            try FileBytes.create(staged, bytes)
        } catch {
            throw OutputError(path: destinationPath + "/" + relativePath, message: "cannot write the file: \(error)")
        }
        // The rename into the output keeps the size and modification time.
        guard let stamp = OutputFileRecord.stamp(of: staged) else {
            throw .failed("cannot read back the file", at: staged)
        }
        tally.withLock {
            $0.add(relativePath, OutputFileRecord(hash: hash, stamp: stamp), updatingInPlace: updatesInPlace)
            $0.filesWritten += 1
            if updatesInPlace { $0.staged.append(relativePath) }
        }
    }

    /// The last build's record of the file: found among its output's
    /// files, else (when something is there) among all.
    private func lastRecord(_ relativePath: String, of output: String) -> OutputFileRecord? {
        if let place = lastManifest.output(named: output),
           let file = lastManifest.outputs[place].files.first(where: { lastManifest.file($0, hasPath: relativePath) }) {
            return lastManifest.files[file].record
        }
        guard Self.exists(destinationPath + "/" + relativePath) else { return nil }
        return lastPlace(of: relativePath).map { lastManifest.files[$0].record }
    }

    private func lastPlace(of relativePath: String) -> Int? {
        filePlaces.withLock { places in
            if places == nil { places = lastManifest.filePlaces() }
            return places![relativePath]
        }
    }

    /// Records that the output named `name` (a page's route, a document's
    /// path; see `OutputJob`), with `key`, made `files` (written just
    /// before); `dependencies`: what it read (see `PreparedOutput`);
    /// `derived`: the outputs it named (see `PreparedOutput.derived`).
    @discardableResult
    func recordOutput(_ name: String, key: ContentHash, files: [String], dependencies: [UInt8]? = nil, derived: [DerivedRecord] = []) -> Int {
        tally.withLock { tally in
            let records = files.compactMap { path in tally.files.removeValue(forKey: path).map { (path, $0) } }
            if tally.hashes != nil { for (path, record) in records { tally.hashes![path] = record.hash } }
            tally.made.record(name, key: key, dependencies: dependencies, files: records, derived: derived)
            return -tally.made.count
        }
    }

    var lastPlaces: JobPlaces? { lastManifest.digests?.places }

    /// The last build's output `name`: its key, what it read and the outputs it named.
    func lastOutput(_ name: String) -> LastOutput? {
        lastManifest.output(named: name).flatMap { lastOutput(at: $0, named: name) }
    }

    func lastOutput(at place: Int, named name: String) -> LastOutput? {
        guard place < lastManifest.outputs.count, !lastManifest.outputs[place].isDropped, lastManifest.output(place, isNamed: name) else { return nil }
        return LastOutput(place: place, key: lastManifest.outputs[place].key, dependencies: lastManifest.dependencies(of: place),
                          derived: lastManifest.derived(of: place))
    }

    /// `keepOutput`, for the last build's output found already; `files`:
    /// the output's files, if known (else the last build's).
    func keep(_ last: LastOutput, files: [String]?) -> Bool {
        let range = lastManifest.outputs[last.place].files
        if let files, !lastManifest.output(last.place, madeFiles: files) { return false }
        for place in range where !lastManifest.fileIsUnchanged(place) { return false }
        tally.withLock { tally in
            if !tally.kept[last.place] { tally.filesKept += range.count }
            tally.kept[last.place] = true
        }
        return true
    }

    func namesOutputs(at place: Int) -> Bool {
        place < lastManifest.outputs.count && !lastManifest.outputs[place].derived.isEmpty
    }

    func keepAsRecorded(_ places: [Int]) -> Bool {
        guard places.allSatisfy({ $0 >= 0 && $0 < lastManifest.outputs.count && !lastManifest.outputs[$0].isDropped }) else { return false }
        tally.withLock { tally in
            for place in places where !tally.kept[place] {
                tally.kept[place] = true
                tally.filesKept += lastManifest.outputs[place].files.count
            }
        }
        return true
    }

    /// The hash of the file at `relativePath` as this build leaves it
    /// (kept, or written: known once recorded only when `keepingHashes`),
    /// if it made that file.
    func hash(of relativePath: String) -> ContentHash? {
        if let written = tally.withLock({ $0.files[relativePath]?.hash ?? $0.hashes?[relativePath] }) { return written }
        guard let place = lastPlace(of: relativePath),
              let output = lastManifest.files[place].output, tally.withLock({ $0.kept[output] }) else { return nil }
        return lastManifest.files[place].record.hash
    }

    /// Where the file this build made at `relativePath` is now: staged
    /// (written this build), or in the output (kept).
    func currentFile(_ relativePath: String) -> String {
        let staged = root + "/" + relativePath
        return access(staged, F_OK) == 0 ? staged : destinationPath + "/" + relativePath
    }

    /// How big the site this build leaves is: the files it wrote and
    /// those it kept; with `countingFolders`, the files of each folder too.
    var figures: OutputFigures {
        tally.withLock { tally in
            var counter = tally.counter
            for (place, kept) in tally.kept.enumerated() where kept {
                for file in lastManifest.outputs[place].files {
                    counter.add(bytes: lastManifest.files[file].record.size) { lastManifest.path(of: file) }
                }
            }
            return counter.figures
        }
    }

    /// A folder for work files beside the staged site, removed with it.
    var scratchFolder: String { state.staging + "/scratch" }

    /// Finishes the build: the new manifest is staged, the up-to-date
    /// record dropped (it no longer describes the output), the journal
    /// written; then the journal is carried out (see `CommitJournal`).
    /// `draft`: where the jobs' outputs are, placed as the manifest places them.
    func commit(digests: ReadDigests? = nil, places draft: JobPlacesDraft? = nil) throws(OutputError) {
        let (written, staged, kept) = tally.withLock { ($0.written, $0.staged, $0.kept) }
        var journal = CommitJournal()
        let folderInode: UInt64?
        if updatesInPlace {
            folderInode = BuildFingerprint.inode(of: destinationPath)
            // Gone: the files of outputs not kept that this build did not write.
            let last = lastManifest
            journal.removals = last.files.indices.lazy.filter { !(last.files[$0].output.map { kept[$0] } ?? false) }
                .map(last.path(of:)).filter { !written.contains($0) }.sorted()
            journal.puts = staged.sorted()
            try checkNoLinkInTheWay(of: journal.puts)
        } else {
            folderInode = BuildFingerprint.inode(of: state.stagedSite)
            journal.swap = folderInode
            journal.keepsWhatAppeared = keepsWhatAppears
            if keepsWhatAppears { try checkNothingAppearedInTheWay() }
        }
        guard let folderInode else {
            throw OutputError(path: destinationPath, message: "the output folder went away during the build")
        }
        do {
            try writeManifest(folderInode: folderInode, digests: digests, places: draft)
        } catch {
            throw OutputError(path: state.stagedManifest, message: "cannot write the manifest: \(error)")
        }
        unlink(state.upToDateRecord)
        try journal.write(state)
        tally.withLock {
            $0.committing = true
            $0.changedFiles = updatesInPlace ? journal.puts + journal.removals : nil
        }
        try journal.finish(state)
    }

    /// This build's manifest: the outputs it made, and those it kept as
    /// the last manifest's records; a delta of the last build's base when
    /// it says what changed in less than an eighth of the base's bytes
    /// (or 64 KiB).
    private func writeManifest(folderInode: UInt64, digests: ReadDigests?, places draft: JobPlacesDraft?) throws(FileBytes.WriteError) {
        if try writeDelta(folderInode: folderInode, digests: digests, places: draft) { return }
        var digests = digests
        digests?.places = draft.map { draft in tally.withLock { draft.places(made: $0.made.count, kept: $0.kept) } }
        var writer = try ManifestWriter(state.stagedManifest, folderInode: folderInode, digests: digests)
        try tally.withLock { tally throws(FileBytes.WriteError) in
            for (path, record) in tally.files { writer.file(path, record) }
            try tally.made.copy(into: &writer)
            for (place, kept) in tally.kept.enumerated() where kept { writer.copy(lastManifest.records(of: place)) }
        }
        try writer.finish()
    }

    /// The base's outputs this build dropped, the last delta's it kept and
    /// those it made, with its digests as a patch of the base's; false
    /// when they cannot be (other jobs listed, the index made anew) or are
    /// too many: then the manifest is written whole.
    private func writeDelta(folderInode: UInt64, digests: ReadDigests?, places draft: JobPlacesDraft?) throws(FileBytes.WriteError) -> Bool {
        guard updatesInPlace, let base = lastManifest.base, let baseDigests = base.digests, folderInode == lastManifest.folderInode,
              var digests, let draft, draft.last != nil, draft.indexCarried else { return false }
        return try tally.withLock { tally throws(FileBytes.WriteError) -> Bool in
            digests.places = draft.places(made: tally.made.count, kept: tally.kept, base: base.outputs)
            guard let patch = digests.patch(against: baseDigests) else { return false }
            let keptAfter = (base.outputs..<tally.kept.count).filter { tally.kept[$0] }
            let bytes = patch.count + tally.made.byteCount + keptAfter.reduce(0) { $0 + lastManifest.records(of: $1).count }
            guard bytes < max(base.bytes / 8, 1 << 16) else { return false }
            var writer = try ManifestWriter(delta: state.stagedManifestDelta, base: base.generation, patch: patch,
                                            dropped: (0..<base.outputs).filter { !tally.kept[$0] })
            for (path, record) in tally.files { writer.file(path, record) }
            for place in keptAfter { writer.copy(lastManifest.records(of: place)) }
            try tally.made.copy(into: &writer)
            try writer.finish()
            return true
        }
    }

    /// After a failure before the commit: drops the staged files, so the
    /// output, its manifest and its up-to-date record stay as they were. A
    /// commit that failed midway is finished by the next run instead.
    public func discard() {
        guard !tally.withLock({ $0.committing }) else { return }
        try? FileManager.default.removeItem(atPath: state.staging)
    }

    /// `mkdir -p` of the file's folder, remembering what exists already.
    private func makeParentFolders(of relativePath: String) throws(OutputError) {
        guard let slash = relativePath.lastIndex(of: "/") else { return }
        let folder = String(relativePath[..<slash])
        if tally.withLock({ $0.createdFolders.contains(folder) }) { return }
        var made = ""
        for component in folder.split(separator: "/") {
            made += made.isEmpty ? String(component) : "/" + component
            // Only folders not made yet cost a system call (`jokes/` once, not once per joke).
            if tally.withLock({ $0.createdFolders.contains(made) }) { continue }
            if mkdir(root + "/" + made, 0o755) != 0, errno != EEXIST {
                throw .failed("cannot create the folder", at: destinationPath + "/" + folder)
            }
            tally.withLock {
                // A cache, not a record: a million pages' folders are each made
                // once, and a folder forgotten costs one `mkdir` that finds it.
                if $0.createdFolders.count >= Self.foldersRemembered { $0.createdFolders = [""] }
                _ = $0.createdFolders.insert(made)
            }
        }
    }

    /// A first build's output was empty or absent: an entry there now
    /// appeared during the build. It is kept (see `CommitJournal`), unless
    /// the site has a file at its place.
    private func checkNothingAppearedInTheWay() throws(OutputError) {
        guard let appeared = FileManager.default.enumerator(atPath: destinationPath) else { return }
        for case let path as String in appeared {
            let staged = state.stagedSite + "/" + path
            var info = stat()
            guard lstat(staged, &info) == 0 else { continue }
            if !(CommitJournal.isFolder(staged) && CommitJournal.isFolder(destinationPath + "/" + path)) {
                throw OutputError(path: destinationPath + "/" + path, refusal: """
                    appeared while the build ran, where the site has a file of its own: move it away, then build again
                    """)
            }
        }
    }

    /// Before the journal, so a refused commit changes nothing.
    private func checkNoLinkInTheWay(of puts: [String]) throws(OutputError) {
        var checked = Set<Substring>()
        for path in puts {
            let folder = path[..<(path.lastIndex(of: "/") ?? path.startIndex)]
            guard checked.insert(folder).inserted else { continue }
            if let blocked = OutputPath.firstFolderThatIsNot(in: path, output: destinationPath, missingCounts: false) {
                throw .linkInTheWay(blocked, output: destinationPath)
            }
        }
    }

    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    private static func hasSameBytes(_ path: String, _ bytes: some Collection<UInt8>) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == bytes.count,
              let existing = try? FileBytes.read(path) else { return false }
        return existing.elementsEqual(bytes)
    }

    static func reason(_ error: Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }
}

/// The output could not be written (exit code 3).
public struct OutputError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String

    /// The build stopped before changing anything because of what the
    /// owner put in the output (exit code 2), not because writing failed.
    public var isRefusal = false

    public var description: String { "\(path): \(message)" }

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    init(path: String, refusal: String) {
        self.init(path: path, message: refusal)
        isRefusal = true
    }

    /// The failure of the system call just made: `errno` is read before
    /// the path is built, which may change it.
    static func failed(_ action: String, at path: @autoclosure () -> String) -> OutputError {
        let reason = String(cString: strerror(errno))
        return OutputError(path: path(), message: "\(action): \(reason)")
    }
}

/// An output of the last build, as `OutputFolder.lastOutput` finds it.
struct LastOutput {
    /// Its place in the last manifest's outputs.
    let place: Int
    let key: ContentHash
    /// What it read, if it was made through a reader (see `PreparedOutput`).
    let dependencies: ArraySlice<UInt8>?
    let derived: [DerivedRecord]
}
