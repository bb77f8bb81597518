import TemplateEngine

/// A state file jokesite keeps beside the output (manifest, up-to-date
/// record, journal, collection cache), sealed with a checksum of its bytes.
/// A file cut short, changed by a flipped bit or written by something else
/// does not open, so it is rebuilt rather than believed. Each file's first
/// line names its format and version, which its reader checks.
/// The checksum (`CRC32`) guards against accidents, not tampering, and
/// checks a 48 MB manifest in a third of SHA-256's time.
enum SealedFile {
    private static let label = Array("crc32 ".utf8)
    /// `crc32 `, 8 hexadecimal digits, a newline.
    private static let trailerCount = label.count + 9

    private static func trailer(_ checksum: CRC32) -> [UInt8] {
        label + checksum.hexadecimal + [UInt8(ascii: "\n")]
    }

    /// The body of a sealed file, or nil when its checksum does not match.
    static func open(_ bytes: [UInt8]) -> ArraySlice<UInt8>? {
        body(of: bytes[...]).map { bytes[$0] }
    }

    static func read(_ path: String) -> ArraySlice<UInt8>? {
        guard let bytes = try? FileBytes.read(path) else { return nil }
        return open(bytes)
    }

    /// Sealed files read into one array: each one's body's range there,
    /// nil for one missing or not whole.
    static func read(joining paths: [String]) -> (bytes: [UInt8], bodies: [Range<Int>?]) {
        let (bytes, ranges) = FileBytes.read(joining: paths)
        return (bytes, ranges.map { body(of: bytes[$0]) })
    }

    private static func body(of file: ArraySlice<UInt8>) -> Range<Int>? {
        guard file.count >= trailerCount else { return nil }
        let bodyEnd = file.endIndex - trailerCount
        var checksum = CRC32()
        file[..<bodyEnd].withUnsafeBytes { checksum.update($0) }
        guard trailer(checksum).elementsEqual(file[bodyEnd...]) else { return nil }
        return file.startIndex..<bodyEnd
    }

    /// Written whole or not at all, and (if `flush`) on the disk before the
    /// rename; a cache that a crash cuts short is caught by its checksum.
    static func write(_ path: String, _ body: [UInt8], flush: Bool = true) throws(FileBytes.WriteError) {
        var writer = try Writer(path)
        writer.append(body)
        try writer.finish(flush: flush)
    }

    /// A sealed file written as it is made: each block is hashed, written
    /// and dropped, so a large state file (the manifest of a 300,000-file
    /// site) is never held whole in memory, nor copied to be sealed.
    struct Writer {
        private let file: FileReplacement
        private var checksum = CRC32()
        /// Bytes not yet written: one system call per block.
        private var pending: [UInt8] = []
        private static let block = 1 << 18

        init(_ path: String) throws(FileBytes.WriteError) {
            file = try FileReplacement(path)
            pending.reserveCapacity(Self.block + 4096)
        }

        mutating func append(_ bytes: some Collection<UInt8>) {
            // A large piece (a whole cache) goes out as it is, uncopied.
            if bytes.count >= Self.block, bytes.withContiguousStorageIfAvailable({ writeDirectly(UnsafeRawBufferPointer($0)) }) != nil {
                return
            }
            pending.append(contentsOf: bytes)
            writeIfFull()
        }

        mutating func append(_ byte: UInt8) {
            pending.append(byte)
            writeIfFull()
        }

        /// The hash in 32 hexadecimal digits, as `ContentHash.hexadecimal`.
        mutating func append(_ hash: ContentHash) {
            hash.appendHexadecimal(to: &pending)
            writeIfFull()
        }

        /// Seals the file and puts it in place, or throws and leaves the old one.
        consuming func finish(flush: Bool) throws(FileBytes.WriteError) {
            writePending()
            SealedFile.trailer(checksum).withUnsafeBytes { file.write($0) }
            try file.commit(flush: flush)
        }

        private mutating func writeDirectly(_ buffer: UnsafeRawBufferPointer) {
            writePending()
            checksum.update(buffer)
            file.write(buffer)
        }

        private mutating func writeIfFull() {
            if pending.count >= Self.block { writePending() }
        }

        private mutating func writePending() {
            pending.withUnsafeBytes { buffer in
                checksum.update(buffer)
                file.write(buffer)
            }
            pending.removeAll(keepingCapacity: true)
        }
    }
}

/// A path relative to the output folder, read from a state file: trusted
/// only if it stays inside the output (no `..`, no absolute path, no empty
/// or `.` component), so damaged state cannot touch a file elsewhere.
enum OutputPath {
    static func isConfined(_ path: some StringProtocol) -> Bool {
        isConfined(utf8: path.utf8)
    }

    /// One pass over the bytes, without making the components: a manifest
    /// checks every path of the site this way.
    static func isConfined(utf8 path: some Collection<UInt8>) -> Bool {
        // The current component's length, and whether it is all dots.
        var length = 0
        var dots = true
        for byte in path {
            switch byte {
            case 0: return false
            case UInt8(ascii: "/"):
                guard length > 0, !(dots && length <= 2) else { return false }
                length = 0
                dots = true
            default:
                length += 1
                dots = dots && byte == UInt8(ascii: ".")
            }
        }
        return length > 0 && !(dots && length <= 2)
    }
}
