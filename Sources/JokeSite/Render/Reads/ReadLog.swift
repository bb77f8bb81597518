#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Synchronization
import TemplateEngine

/// What each job read, logged as a build renders when it has no index of
/// the jobs' reads to carry or make from the last build's records (its jobs
/// listed anew: a first build, a joke added). The index (`ReadIndex`) is
/// made from it once the jobs have gone, so the next edit keeps what it
/// did not change without a pass over every job's record.
///
/// Kept in an unlinked file of the output's scratch folder, twelve bytes a read,
/// as each chunk of jobs ends: a million jokes' reads are not held in
/// memory while pages render (`MadeOutputs` does the same for records).
/// Its index is made while the site is still held: past `largest` (some
/// 400,000 jokes, at about ten reads a joke) the log stops, and the first
/// edit makes the index from the records, so a million jokes' full build
/// stays under 1 GiB (its index and table of names took 150 MB).
final class ReadLog: Sendable {
    private let descriptor: Int32
    /// The most bytes logged: four million reads.
    private static let largest = 48 << 20
    /// Bytes written, the `errno` of the first failed write (then no
    /// index is made), and the jobs visited on every build.
    private let written = Mutex((bytes: 0, failure: Int32(0), unindexed: [Int]()))

    /// One chunk's reads, each a name's hash and its job and tag.
    struct Entries: Sendable {
        fileprivate var words: [UInt32] = []
        fileprivate var unindexed: [Int] = []

        /// Job `job` read `dependencies` (`Dependency.encode`); nil, or
        /// bytes it cannot read, for a job the index cannot answer for.
        mutating func add(job: Int, read dependencies: ArraySlice<UInt8>?) {
            let start = words.count
            let scanned = dependencies.map { bytes in
                Dependency.scan(bytes) { tag, name in
                    guard tag < Dependency.Tag.count else { return false }
                    let hash = StableHash.fnv1a(name)
                    words.append(UInt32(truncatingIfNeeded: hash))
                    words.append(UInt32(truncatingIfNeeded: hash >> 32))
                    words.append(UInt32(job) << 4 | UInt32(tag))
                    return true
                }
            } ?? false
            guard !scanned else { return }
            words.removeSubrange(start...)
            unindexed.append(job)
        }
    }

    /// Nil when the file cannot be made, or `jobCount` jobs would not fit
    /// its 28 bits a job.
    init?(in folder: String, jobCount: Int) {
        guard jobCount < 1 << 28 else { return nil }
        mkdir(folder, 0o700)
        let path = folder + "/read-log"
        descriptor = open(path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        unlink(path)
    }

    deinit {
        close(descriptor)
    }

    /// Appends a chunk's reads, and empties them.
    func append(_ entries: inout Entries) {
        written.withLock { written in
            written.unindexed += entries.unindexed
            guard written.failure == 0, !entries.words.isEmpty else { return }
            guard written.bytes + entries.words.count * 4 <= Self.largest else { return written.failure = EFBIG }
            written.failure = entries.words.withUnsafeBytes { FileBytes.writeAll(descriptor, $0) }
            written.bytes += entries.words.count * 4
        }
        entries.words.removeAll(keepingCapacity: true)
        entries.unindexed.removeAll()
    }

    /// The index of every read logged, for a listing of `jobCount` jobs;
    /// nil when the log could not be written or read back whole.
    func index(jobCount: Int) -> ReadIndex? {
        let (size, failure, unindexed) = written.withLock { ($0.bytes, $0.failure, $0.unindexed) }
        guard failure == 0 else { return nil }
        return ReadIndex.make(unindexed: unindexed.sorted()) { body in
            forEach(size: size, jobCount: jobCount, body)
        }
    }

    /// Each read of the file's first `size` bytes, a block at a time; false
    /// when it cannot be read or names a job past `jobCount`.
    private func forEach(size: Int, jobCount: Int, _ body: (_ tag: Int, _ name: UInt64, _ job: Int) -> Void) -> Bool {
        var block = [UInt32](repeating: 0, count: 3 << 16)
        var offset = 0
        while offset < size {
            let wanted = min(block.count * 4, size - offset)
            let count = block.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, wanted, off_t(offset)) }
            if count < 0, errno == EINTR { continue }
            guard count == wanted else { return false }
            for read in stride(from: 0, to: count / 4, by: 3) {
                let job = Int(block[read + 2] >> 4)
                guard job < jobCount else { return false }
                body(Int(block[read + 2] & 0xF), UInt64(block[read]) | UInt64(block[read + 1]) << 32, job)
            }
            offset += count
        }
        return true
    }
}
