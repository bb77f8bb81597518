import Foundation

/// Everything a build keeps between runs, behind one seam: the output's
/// state folder and its lock, the up-to-date record, the last manifest (read
/// while the catalogue loads) and the cached collections. `SiteBuilder`
/// opens it, asks whether the output is already up to date, and records the
/// build once its files are committed. `close()` ends every build.
struct BuildCache: Sendable {
    let destination: URL
    let state: StateFolder
    private let lock: StateLock
    private let fingerprint: BuildFingerprint
    /// Names the jokesite binary in every key and cache (see `BuildFingerprint.generator`).
    let generator: String
    private let collectionOverride: (any CollectionCache)?

    init(destination: URL, options: BuildOptions, today: CalendarDay) throws(BuildError) {
        self.destination = destination
        state = StateFolder(for: destination)
        lock = try state.claim(clean: options.clean)
        generator = BuildFingerprint.generator(keptIn: state)
        fingerprint = BuildFingerprint(options: options, today: today, generator: generator)
        collectionOverride = options.collectionCache
    }

    /// What the last build did, when its inputs and output folder are this
    /// build's (and, with `verify`, every file it wrote is still as it
    /// left it): then there is nothing to do. `--clean` always builds.
    func lastBuildIfUnchanged(clean: Bool, verify: Bool) -> BuildReport? {
        guard !clean, let last = BuildFingerprint.read(state), last.fingerprint == fingerprint.value,
              BuildFingerprint.inode(of: destination.path) == last.outputInode,
              !verify || OutputManifest.read(state)?.matchesDisk(in: destination.path) == true else { return nil }
        return BuildReport(pages: last.pages, filesWritten: 0, filesKept: last.site.files, upToDate: true, warnings: last.warnings,
                           site: last.site, hostWarnings: last.hostWarnings)
    }

    /// Starts reading the last build's manifest on another thread, and
    /// (`verify`) checking the files it names against the output.
    func prefetchManifest(verify: Bool) -> Prefetch<OutputManifest?> {
        let (state, output) = (state, destination.path)
        return Prefetch {
            var manifest = OutputManifest.read(state)
            if verify { manifest?.checkFiles(in: output) }
            return manifest
        }
    }

    /// Collections kept from the last build: `serve`'s in memory, or on disk
    /// in the state folder.
    var collections: any CollectionCache {
        collectionOverride ?? DiskCollectionCache(folder: state.cache, generator: generator)
    }

    /// After the commit: the next build with the same inputs stops at once.
    func record(_ report: BuildReport) {
        guard let inode = BuildFingerprint.inode(of: destination.path) else { return }
        BuildFingerprint.write(.init(fingerprint: fingerprint.value, outputInode: inode, pages: report.pages,
                                     site: report.site, warnings: report.warnings, hostWarnings: report.hostWarnings), to: state)
    }

    /// `committed`: the output holds a finished build, so its state stays.
    func close(committed: Bool) {
        lock.release(keepingState: committed)
    }
}
