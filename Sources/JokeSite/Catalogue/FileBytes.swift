#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
#else
import Darwin
private let systemRead = Darwin.read
#endif

/// A whole file read straight into an array: reading through `Data` and
/// then copying into `[UInt8]` costs a second pass over a 200 MB file.
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
}
