#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import TemplateEngine

/// The manifest records of the outputs a build made (`ManifestRecords`),
/// kept in a file of the staging folder as they come, not in memory until
/// the commit: at 100,000 jokes, what the pages read alone is 30 MB. The
/// file is unlinked as soon as it is open, so nothing of it outlives the
/// build. Unchecked: `OutputFolder` uses it under its lock only.
final class MadeOutputs: @unchecked Sendable {
    private let descriptor: Int32
    private var pending = ManifestRecords()
    private var written = 0
    /// The outputs recorded.
    private(set) var count = 0
    /// Their records' bytes.
    var byteCount: Int { written + pending.bytes.count }
    /// The `errno` of the first failed write; the commit throws it.
    private var failure: Int32 = 0
    /// Bytes gathered before a write.
    private static let block = 1 << 20

    init(in folder: String) throws(FileBytes.WriteError) {
        let path = folder + "/made-outputs"
        descriptor = open(path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw FileBytes.WriteError(code: errno) }
        unlink(path)
    }

    deinit {
        close(descriptor)
    }

    func record(_ name: String, key: ContentHash, dependencies: [UInt8]?,
                files: [(path: String, record: OutputFileRecord)], derived: [DerivedRecord]) {
        pending.output(name, key: key, dependencies: dependencies, files: files, derived: derived)
        if pending.bytes.count >= Self.block { writePending() }
        count += 1
    }

    /// Copies every record into the manifest, a block at a time.
    func copy(into manifest: inout ManifestWriter) throws(FileBytes.WriteError) {
        writePending()
        var block = [UInt8](repeating: 0, count: Self.block)
        var offset = 0
        while failure == 0, offset < written {
            let count = block.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                failure = count < 0 ? errno : EIO
                break
            }
            manifest.copy(block[..<count])
            offset += count
        }
        guard failure == 0 else { throw FileBytes.WriteError(code: failure) }
    }

    private func writePending() {
        if failure == 0 { failure = pending.bytes.withUnsafeBytes { FileBytes.writeAll(descriptor, $0) } }
        written += pending.bytes.count
        pending.removeAll()
    }
}
