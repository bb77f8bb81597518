import Foundation
import TemplateEngine

/// What the last build wrote, output by output: each output's name (a
/// page's route, a document's path; see `OutputJob`) and key (see
/// `PageRenderer.key`), the files it made with their content hash, size
/// and modification time (so a file changed or removed since is noticed
/// without reading it), and the outputs it named (its card: kept with a
/// page kept unmade); and the output folder it went into. With it, the
/// next build renders only outputs whose key changed and touches only
/// files whose bytes changed, without reading the old ones. A kept
/// output's lines are copied into the next manifest as they are, so an
/// edit does not format the whole site's records again. Kept sealed (see
/// `SealedFile`) in the state folder beside the output.
struct OutputManifest {
    var folderInode: UInt64
    /// In the order of the file.
    private(set) var outputs: [OutputRecord] = []
    /// Grouped by output (`OutputRecord.files`); files of no output first.
    private(set) var files: [FileEntry] = []
    private var outputPlaces: [String: Int] = [:]
    /// The lines after the header, as read: `OutputRecord.lines` are ranges of it.
    private var body: ArraySlice<UInt8> = []
    /// Per file, whether it was on disk as recorded when `checkFiles` ran.
    private var filesOnDisk: [Bool]?

    /// An output of the last build.
    struct OutputRecord {
        var name: String
        var key: ContentHash
        /// Its place in `files`.
        var files: Range<Int>
        var derived: [DerivedRecord]
        /// Its lines in `body`.
        var lines: Range<Int>
    }

    struct FileEntry {
        var path: String
        var record: OutputFileRecord
        /// Its output's place in `outputs`, or nil for a file of no output.
        var output: Int?
    }

    static let header = "jokesite-manifest 7 inode "

    /// A manifest of no outputs for the folder.
    init(folderInode: UInt64) {
        self.folderInode = folderInode
    }

    /// The manifest of the output, if it is whole, describes the folder
    /// there now and names only paths inside it, each output once.
    static func read(_ state: StateFolder) -> OutputManifest? {
        guard let inode = BuildFingerprint.inode(of: state.destination.path),
              let bytes = SealedFile.read(state.manifest) else { return nil }
        return parse(bytes, folderInode: inode)
    }

    // "o KEY NAME" for an output, then "f HASH SIZE MODIFIED PATH" for
    // each of its files and "d KEY NAME" for each output it named; keys
    // and hashes in 32 hexadecimal digits (`ContentHash`), the numbers in
    // hexadecimal. "f" lines before the first "o" are files of no output.
    private static func parse(_ bytes: ArraySlice<UInt8>, folderInode inode: UInt64) -> OutputManifest? {
        let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " ")
        guard let headerEnd = bytes.firstIndex(of: newline),
              bytes[bytes.startIndex..<headerEnd].elementsEqual((header + "\(inode)").utf8) else { return nil }
        var manifest = OutputManifest(folderInode: inode)
        manifest.body = bytes[(headerEnd + 1)...]
        var start = headerEnd + 1
        while start < bytes.endIndex {
            // The home page's route is empty: "o KEY " names it.
            guard let end = bytes[start...].firstIndex(of: newline), end - start >= 3, bytes[start + 1] == space else { return nil }
            let kind = bytes[start]
            var rest = bytes[(start + 2)..<end]
            guard let gap = rest.firstIndex(of: space), let hash = ContentHash(hexadecimal: rest[..<gap]) else { return nil }
            rest = rest[(gap + 1)...]
            var values: [UInt64] = []
            for _ in 0..<(kind == UInt8(ascii: "f") ? 2 : 0) {
                guard let gap = rest.firstIndex(of: space), let value = hexadecimal(rest[..<gap]) else { return nil }
                values.append(value)
                rest = rest[(gap + 1)...]
            }
            let name = String(decoding: rest, as: UTF8.self)
            let owner = manifest.outputs.indices.last
            switch kind {
            case UInt8(ascii: "o"):
                if let owner { manifest.outputs[owner].lines = manifest.outputs[owner].lines.lowerBound..<start }
                guard manifest.outputPlaces.updateValue(manifest.outputs.count, forKey: name) == nil else { return nil }
                manifest.outputs.append(OutputRecord(name: name, key: hash, files: manifest.files.count..<manifest.files.count,
                                                     derived: [], lines: start..<bytes.endIndex))
            // A file's path must stay in the output.
            case UInt8(ascii: "f") where OutputPath.isConfined(utf8: rest):
                let record = OutputFileRecord(hash: hash, size: Int64(bitPattern: values[0]), modified: Int64(bitPattern: values[1]))
                manifest.files.append(FileEntry(path: name, record: record, output: owner))
                if let owner { manifest.outputs[owner].files = manifest.outputs[owner].files.lowerBound..<manifest.files.count }
            case UInt8(ascii: "d"):
                guard let owner else { return nil }
                manifest.outputs[owner].derived.append(DerivedRecord(name: name, key: hash))
            default: return nil
            }
            start = end + 1
        }
        return manifest
    }

    /// The output named `name`, by its place in `outputs`.
    func output(named name: String) -> Int? {
        outputPlaces[name]
    }

    /// The place in `files` of each path: made on demand (see
    /// `OutputFolder.lastRecord`), as an edit looks up few files and
    /// most of them through their output.
    func filePlaces() -> [String: Int] {
        Dictionary(files.enumerated().map { ($0.element.path, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }

    /// The paths of the output's files.
    func paths(of output: Int) -> some Collection<String> {
        files[outputs[output].files].lazy.map(\.path)
    }

    /// The output's lines, as `ManifestWriter.copy` takes them.
    func lines(of output: Int) -> ArraySlice<UInt8> {
        body[outputs[output].lines]
    }

    /// The same manifest for another folder.
    func write(to path: String) throws(FileBytes.WriteError) {
        var writer = try ManifestWriter(path, folderInode: folderInode)
        writer.copy(body)
        try writer.finish()
    }

    /// Checks every file against the disk in one go, on the thread that
    /// reads the manifest while the catalogue loads (see
    /// `BuildCache.prefetchManifest`): keeping a page later costs no `stat`.
    /// A file changed after this check and before the commit is missed, as
    /// one changed after a later check would be.
    mutating func checkFiles(in output: String) {
        let folder = open(output, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { return }
        defer { close(folder) }
        filesOnDisk = files.map { $0.record.matches(FileStamp(in: folder, path: $0.path)) }
    }

    /// Whether the file at `place` in `files` is as the last build left
    /// it: from `checkFiles`, or else checked now in the open `folder`.
    func fileIsUnchanged(_ place: Int, in folder: Int32) -> Bool {
        filesOnDisk?[place] ?? files[place].record.matches(FileStamp(in: folder, path: files[place].path))
    }

    /// Every file is still there with the size and modification time the
    /// build left it with: a cheap test that no one changed or removed one.
    func matchesDisk(in output: String) -> Bool {
        files.allSatisfy { $0.record.matches(OutputFileRecord.stamp(of: output + "/" + $0.path)) }
    }

    private static func hexadecimal(_ digits: ArraySlice<UInt8>) -> UInt64? {
        guard !digits.isEmpty, digits.count <= 16 else { return nil }
        var value: UInt64 = 0
        for digit in digits {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt64(digit - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt64(digit - UInt8(ascii: "a") + 10)
            default: return nil
            }
        }
        return value
    }
}

/// Writes a manifest in the format `OutputManifest.read` reads: files of
/// no output first, then outputs, new or copied from the last manifest;
/// straight to its file, a block at a time (see `SealedFile.Writer`).
struct ManifestWriter {
    private var file: SealedFile.Writer

    init(_ path: String, folderInode: UInt64) throws(FileBytes.WriteError) {
        file = try SealedFile.Writer(path)
        file.append((OutputManifest.header + "\(folderInode)\n").utf8)
    }

    /// A file of no output: before any output.
    mutating func file(_ path: String, _ record: OutputFileRecord) {
        start(UInt8(ascii: "f"), record.hash)
        number(UInt64(bitPattern: record.size))
        number(UInt64(bitPattern: record.modified))
        end(path)
    }

    mutating func output(_ name: String, key: ContentHash, files: [(path: String, record: OutputFileRecord)], derived: [DerivedRecord]) {
        start(UInt8(ascii: "o"), key)
        end(name)
        for (path, record) in files { file(path, record) }
        for output in derived {
            start(UInt8(ascii: "d"), output.key)
            end(output.name)
        }
    }

    /// Lines of another manifest (`OutputManifest.lines(of:)`), as they are.
    mutating func copy(_ lines: ArraySlice<UInt8>) {
        file.append(lines)
    }

    consuming func finish() throws(FileBytes.WriteError) {
        try file.finish(flush: true)
    }

    private mutating func start(_ kind: UInt8, _ hash: ContentHash) {
        file.append(kind)
        file.append(UInt8(ascii: " "))
        file.append(hash)
        file.append(UInt8(ascii: " "))
    }

    private mutating func end(_ name: String) {
        file.append(name.utf8)
        file.append(UInt8(ascii: "\n"))
    }

    private static let digits = Array("0123456789abcdef".utf8)

    /// As `String(value, radix: 16)` writes it, without making a string, and a space.
    private mutating func number(_ value: UInt64) {
        var shift = max(0, (63 - value.leadingZeroBitCount) / 4 * 4)
        while shift >= 0 {
            file.append(Self.digits[Int(value >> UInt64(shift) & 0xF)])
            shift -= 4
        }
        file.append(UInt8(ascii: " "))
    }
}

/// An output another one names, as the manifest records it with the
/// naming output: its name (a card's route) and its key.
struct DerivedRecord: Sendable, Equatable {
    var name: String
    var key: ContentHash
}

/// One file of the manifest.
struct OutputFileRecord: Sendable, Equatable {
    var hash: ContentHash
    var size: Int64
    var modified: Int64

    init(hash: ContentHash, size: Int64, modified: Int64) {
        (self.hash, self.size, self.modified) = (hash, size, modified)
    }

    init(hash: ContentHash, stamp: FileStamp) {
        self.init(hash: hash, size: stamp.size, modified: stamp.modified)
    }

    /// The regular file's stamp, not following a link (a link is no file the build wrote).
    static func stamp(of path: String) -> FileStamp? {
        FileStamp(path: path, followingLinks: false)
    }

    func matches(_ stamp: FileStamp?) -> Bool {
        guard let stamp else { return false }
        return stamp.size == size && stamp.modified == modified
    }
}
