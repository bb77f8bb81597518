#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A file replaced in one step (a temporary file beside it, flushed to the
/// disk if asked, then renamed over it), written a piece at a time, so its
/// writer never holds the whole file. Dropped without `commit`, it
/// leaves the old file as it was and no temporary behind.
final class FileReplacement {
    private let path: String
    private let temporary: String
    private var descriptor: Int32
    /// The `errno` of the first failed write: later writes are skipped and
    /// `commit` throws it.
    private var failure: Int32 = 0

    init(_ path: String) throws(FileBytes.WriteError) {
        self.path = path
        temporary = path + ".tmp-\(getpid())"
        descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileBytes.WriteError(code: errno) }
    }

    func write(_ buffer: UnsafeRawBufferPointer) {
        guard failure == 0 else { return }
        failure = FileBytes.writeAll(descriptor, buffer)
    }

    /// Puts the file in place, on the disk first if `flush`; or throws and
    /// leaves the old one.
    func commit(flush: Bool) throws(FileBytes.WriteError) {
        if failure == 0, flush, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        descriptor = -1
        if failure == 0, rename(temporary, path) != 0 { failure = errno }
        guard failure == 0 else {
            unlink(temporary)
            throw FileBytes.WriteError(code: failure)
        }
    }

    deinit {
        guard descriptor >= 0 else { return }
        close(descriptor)
        unlink(temporary)
    }
}
