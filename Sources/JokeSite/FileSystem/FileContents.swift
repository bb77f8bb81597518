#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A file's bytes at a fixed address for as long as this lives. A large
/// file (a million rating events, 200 MB) is mapped rather than copied,
/// and its parse lets go of the pages it is done with (`release`): memory
/// holds the part being parsed, not the whole file. jokesite's writers
/// replace such a file whole, never cutting it short in place, which a
/// mapped file must not be while it is read.
final class FileContents: @unchecked Sendable {
    /// From this size on, a file is mapped.
    static let mappedSize = 32 << 20

    let bytes: UnsafeBufferPointer<UInt8>
    private let isMapped: Bool

    /// A copy of `array` (tests, and bytes made in memory).
    init(_ array: [UInt8]) {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: array.count)
        _ = buffer.initialize(from: array)
        bytes = UnsafeBufferPointer(buffer)
        isMapped = false
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, isMapped: Bool) {
        self.bytes = bytes
        self.isMapped = isMapped
    }

    /// The file's bytes as they are at the open: read whole, or mapped from
    /// `mappingFrom` bytes on.
    static func read(_ path: String, mappingFrom mappedSize: Int = mappedSize) throws(FileBytes.ReadError) -> FileContents {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileBytes.ReadError(errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw FileBytes.ReadError(errno) }
        let size = Int(info.st_size)
        if size >= mappedSize, let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), mapped != MAP_FAILED {
            return FileContents(bytes: UnsafeBufferPointer(start: mapped.assumingMemoryBound(to: UInt8.self), count: size), isMapped: true)
        }
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: size)
        let (count, failure) = FileBytes.readAll(descriptor, into: buffer)
        guard failure == 0 else {
            buffer.deallocate()
            throw FileBytes.ReadError(failure)
        }
        // A file that shrank since the `fstat` ends where it ended.
        return FileContents(bytes: UnsafeBufferPointer(rebasing: buffer[..<count]), isMapped: false)
    }

    /// Lets go of the memory of the whole pages inside `range` of a mapped
    /// file: read again, they come back from the file.
    func release(_ range: Range<Int>) {
        guard isMapped, let base = bytes.baseAddress else { return }
        let page = Int(getpagesize())
        let start = (range.lowerBound + page - 1) / page * page, end = min(range.upperBound, bytes.count) / page * page
        guard start < end else { return }
        _ = madvise(UnsafeMutableRawPointer(mutating: base + start), end - start, MADV_DONTNEED)
    }

    deinit {
        guard let base = bytes.baseAddress else { return }
        if isMapped {
            munmap(UnsafeMutableRawPointer(mutating: base), bytes.count)
        } else {
            base.deallocate()
        }
    }
}
