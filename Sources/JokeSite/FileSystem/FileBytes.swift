#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
private let systemWrite = Glibc.write
#else
import Darwin
private let systemRead = Darwin.read
private let systemWrite = Darwin.write
#endif

/// A whole file read straight into an array, or written straight from one:
/// going through `Data` costs a second pass over a 200 MB file.
enum FileBytes {
    struct ReadError: Error, CustomStringConvertible {
        var description: String
    }

    static func read(_ path: String) throws(ReadError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ReadError(description: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw ReadError(description: String(cString: strerror(errno))) }
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: Int(info.st_size)) { buffer, count in
            // A file that grows meanwhile is read up to its size at open.
            while count < buffer.count {
                let read = systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
                if read < 0, errno == EINTR { continue }
                guard read > 0 else {
                    if read < 0 { failure = errno }
                    break
                }
                count += read
            }
        }
        guard failure == 0 else { throw ReadError(description: String(cString: strerror(failure))) }
        return bytes
    }

    /// Replaces the file in one step (a temporary file, then a rename), or
    /// leaves it as it was and says false.
    @discardableResult
    static func replace(_ path: String, with bytes: [UInt8]) -> Bool {
        let temporary = path + ".tmp-\(getpid())"
        guard create(temporary, bytes), rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    /// Creates or truncates the file and writes all of `bytes`, with plain
    /// system calls: Foundation's writers add work (temporary files,
    /// attributes) a build does not need per file.
    static func create(_ path: String, _ bytes: some Collection<UInt8>) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        let written = bytes.withContiguousStorageIfAvailable { writeAll(descriptor, UnsafeRawBufferPointer($0)) }
            ?? Array(bytes).withUnsafeBytes { writeAll(descriptor, $0) }
        return close(descriptor) == 0 && written
    }

    private static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < buffer.count {
            let count = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }
}
