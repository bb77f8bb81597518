#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
private let systemWrite = Glibc.write
#else
import Darwin
private let systemRead = Darwin.read
private let systemWrite = Darwin.write
#endif
import TemplateEngine

/// A whole file read straight into an array, or written straight from one:
/// going through `Data` costs a second pass over a 200 MB file.
enum FileBytes {
    struct ReadError: Error, CustomStringConvertible {
        var description: String

        init(_ code: Int32) {
            description = String(cString: strerror(code))
        }
    }

    static func read(_ path: String) throws(ReadError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ReadError(errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw ReadError(errno) }
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: Int(info.st_size)) { buffer, count in
            (count, failure) = readAll(descriptor, into: buffer)
        }
        guard failure == 0 else { throw ReadError(failure) }
        return bytes
    }

    /// Files read one after another into one array, each at its range
    /// (empty for a file missing): joined without a copy.
    static func read(joining paths: [String]) -> (bytes: [UInt8], ranges: [Range<Int>]) {
        let descriptors = paths.map { open($0, O_RDONLY | O_CLOEXEC) }
        defer { for descriptor in descriptors where descriptor >= 0 { close(descriptor) } }
        let sizes = descriptors.map { descriptor in
            var info = stat()
            return descriptor >= 0 && fstat(descriptor, &info) == 0 ? Int(info.st_size) : 0
        }
        var ranges: [Range<Int>] = []
        let bytes = [UInt8](unsafeUninitializedCapacity: sizes.reduce(0, +)) { buffer, count in
            count = 0
            for (descriptor, size) in zip(descriptors, sizes) {
                let read = size > 0 ? readAll(descriptor, into: UnsafeMutableBufferPointer(rebasing: buffer[count..<(count + size)])).count : 0
                ranges.append(count..<(count + read))
                count += read
            }
        }
        return (bytes, ranges)
    }

    /// The hash of a file's bytes, read a megabyte at a time: a large file
    /// is neither held nor mapped whole.
    static func hash(_ path: String) throws(ReadError) -> ContentHash {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ReadError(errno) }
        defer { close(descriptor) }
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 1 << 20)
        defer { buffer.deallocate() }
        var hasher = ContentHasher()
        while true {
            let (count, failure) = readAll(descriptor, into: buffer)
            guard failure == 0 else { throw ReadError(failure) }
            hasher.update(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[..<count])))
            if count < buffer.count { return hasher.value }
        }
    }

    /// Reads into `buffer` until it is full or the file ends: the count
    /// read, and 0 or the `errno` of the failed read. A file that grows
    /// meanwhile is read up to the buffer's size.
    static func readAll(_ descriptor: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>) -> (count: Int, failure: Int32) {
        var count = 0
        while count < buffer.count {
            let read = systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
            if read < 0, errno == EINTR { continue }
            guard read > 0 else { return (count, read < 0 ? errno : 0) }
            count += read
        }
        return (count, 0)
    }

    /// A write that failed, with the system's reason read at the failing
    /// call: a later call (`close`, `unlink`) may change `errno`.
    struct WriteError: Error, CustomStringConvertible {
        var code: Int32

        var description: String { String(cString: strerror(code)) }
    }

    /// Creates or truncates the file and writes all of `bytes`, with plain
    /// system calls: Foundation's writers add work (temporary files,
    /// attributes) a build does not need per file. `flush` waits until the
    /// bytes are on the disk, for the few files a crash must not cut short.
    static func create(_ path: String, _ bytes: some Collection<UInt8>, flush: Bool = false) throws(WriteError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw WriteError(code: errno) }
        var failure = bytes.withContiguousStorageIfAvailable { writeAll(descriptor, UnsafeRawBufferPointer($0)) }
            ?? Array(bytes).withUnsafeBytes { writeAll(descriptor, $0) }
        if failure == 0, flush, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        guard failure == 0 else { throw WriteError(code: failure) }
    }

    /// 0, or the `errno` of the failed write.
    static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int32 {
        var offset = 0
        while offset < buffer.count {
            let count = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return count < 0 ? errno : EIO }
            offset += count
        }
        return 0
    }
}
