import Foundation
import TemplateEngine

/// What the last build wrote, output by output: each output's name (a
/// page's route, a document's path; see `OutputJob`) and key (see
/// `PageRenderer.key`), the files it made with their content hash, size
/// and modification time (so a file changed or removed since is noticed
/// without reading it), and the outputs it named (its card: kept with a
/// page kept unmade), what it read when it was made through a reader
/// (its dependencies, see `PageReader`); and the output folder it went into. With it, the
/// next build renders only outputs whose key changed and touches only
/// files whose bytes changed, without reading the old ones. A kept
/// output's records are copied into the next manifest as they are, so an
/// edit does not format the whole site's records again. Kept sealed (see
/// `SealedFile`) in the state folder beside the output.
///
/// Read at memory speed: names and paths stay bytes of the file, found
/// by a table of their hashes, and become text only when asked for (an
/// edit of 300,000 files asks for a few).
struct OutputManifest {
    var folderInode: UInt64
    /// In the order of the file.
    private(set) var outputs: [OutputRecord] = []
    /// Grouped by output (`OutputRecord.files`); files of no output first.
    private(set) var files: [FileEntry] = []
    /// The records after the header, as read: names, paths and
    /// `OutputRecord.records` are ranges of it.
    private var body: ArraySlice<UInt8> = []
    /// Each output's place in `outputs`, plus one, at the slot its name
    /// hashes to (or the next free one); 0 for none.
    private var outputSlots: [Int32] = []
    /// Per file, whether it was on disk as recorded when `checkFiles` ran.
    private var filesOnDisk: [Bool]?
    /// What the values pages read were worth in the build (`ReadDigests`).
    private(set) var digests: ReadDigests?
    /// The manifest written whole that this one was read from, with its
    /// delta if any: what the next delta is made against.
    private(set) var base: Base?

    /// A manifest written whole: an edit writes only what changed since it
    /// (a delta: the base's outputs it dropped, its own outputs, its digests
    /// as a patch of the base's), until the delta grows past an eighth of it.
    struct Base {
        /// Named by its delta, so a delta of another base is not believed.
        var generation: String
        /// Its outputs: the first of the manifest's, at the same places.
        var outputs: Int
        var digests: ReadDigests?
        var bytes: Int
    }

    /// An output of the last build.
    struct OutputRecord {
        /// Its name's bytes in `body`.
        var name: Range<Int>
        var key: ContentHash
        /// Its place in `files`.
        var files: Range<Int>
        /// Its dependencies' bytes in `body`, if it recorded them.
        var dependencies: Range<Int>?
        /// Its records of the outputs it named, in `body`.
        var derived: Range<Int>
        /// Its records in `body`.
        var records: Range<Int>
        /// A base's output its delta dropped: a place with no output.
        var isDropped = false
    }

    struct FileEntry {
        /// Its path's bytes in `body`.
        var path: Range<Int>
        var record: OutputFileRecord
        /// Its output's place in `outputs`, or nil for a file of no output.
        var output: Int?
    }

    static let header = "jokesite-manifest 12 inode "
    /// A delta's first line, before its base's generation.
    static let deltaHeader = "jokesite-manifest-delta 12 base "

    /// A manifest of no outputs for the folder.
    init(folderInode: UInt64) {
        self.folderInode = folderInode
    }

    /// The manifest of the output, if it is whole, describes the folder
    /// there now and names only paths inside it, each output once: the
    /// base, and its delta when it is the base's.
    static func read(_ state: StateFolder) -> OutputManifest? {
        guard let inode = BuildFingerprint.inode(of: state.destination.path) else { return nil }
        let (bytes, bodies) = SealedFile.read(joining: [state.manifest, state.manifestDelta])
        guard let base = bodies[0] else { return nil }
        return parse(bytes[...], base: base, delta: bodies[1], folderInode: inode)
    }

    // After the header line, the digests of what pages read ("v", their
    // seed and bytes), one record per output ("o", its key, its name),
    // then its dependencies if it recorded them ("r" and their bytes, as a
    // name), then one per file it made ("f", the file's hash, size,
    // modification time and path) and one per output it named ("d", its
    // key and name); "f" records before the first "o" are files of no
    // output. Hashes as their 16 bytes, numbers as LEB128, names as their
    // length and UTF-8 bytes: read at memory speed, no digits to decode.
    // A delta's header line names its base; then its digests as a patch of
    // the base's ("p"), the base's outputs it drops ("x", their places as
    // a name of LEB128 numbers), then records as a base's, after the base's.
    private static func parse(_ all: ArraySlice<UInt8>, base: Range<Int>, delta: Range<Int>?, folderInode inode: UInt64) -> OutputManifest? {
        let prefix = Array((header + "\(inode) base ").utf8), bytes = all[base]
        guard let headerEnd = bytes.firstIndex(of: UInt8(ascii: "\n")), bytes[..<headerEnd].starts(with: prefix) else { return nil }
        let generation = String(decoding: bytes[(bytes.startIndex + prefix.count)..<headerEnd], as: UTF8.self)
        var manifest = OutputManifest(folderInode: inode)
        var deltaReader: ManifestReader?, patch: Range<Int>?, dropped: [Int] = []
        if let delta, let end = all[delta].firstIndex(of: UInt8(ascii: "\n")),
           all[delta.lowerBound..<end].elementsEqual((deltaHeader + generation).utf8) {
            var reader = ManifestReader(bytes: all[delta], at: end + 1)
            guard reader.byte() == ManifestRecords.patch, reader.hash() != nil, let patchRange = reader.nameRange(),
                  reader.byte() == ManifestRecords.dropped, reader.hash() != nil, let droppedRange = reader.nameRange() else { return nil }
            var places = ManifestReader(bytes: all[droppedRange], at: droppedRange.lowerBound)
            while !places.isAtEnd {
                guard let place = places.number(), place >= (dropped.last.map { UInt64($0) + 1 } ?? 0) else { return nil }
                dropped.append(Int(place))
            }
            (deltaReader, patch) = (reader, patchRange)
        }
        // The base's records, then the delta's: the base's seal between is in no range.
        manifest.body = all[(headerEnd + 1)...]
        var reader = ManifestReader(bytes: bytes, at: headerEnd + 1)
        guard manifest.read(&reader, dropping: deltaReader == nil ? nil : dropped) else { return nil }
        manifest.base = Base(generation: generation, outputs: manifest.outputs.count, digests: manifest.digests, bytes: bytes.count)
        if var deltaReader, let patch {
            guard dropped.allSatisfy({ $0 < manifest.outputs.count }), let baseDigests = manifest.digests,
                  let patched = ReadDigests(base: baseDigests, patch: all[patch]) else { return nil }
            manifest.digests = patched
            guard manifest.read(&deltaReader, dropping: nil) else { return nil }
        }
        return manifest.indexingOutputs() ? manifest : nil
    }

    /// Reads records to the reader's end; `dropping`: a base's outputs its
    /// delta drops (their places, in order), and its files of no output.
    private mutating func read(_ reader: inout ManifestReader, dropping dropped: [Int]?) -> Bool {
        let bytes = reader.bytes, first = outputs.count
        var nextDropped = 0, skipping = dropped != nil
        while !reader.isAtEnd {
            let start = reader.offset
            guard let kind = reader.byte() else { return false }
            // The output read last by this call, if any.
            let owner = outputs.count > first ? outputs.count - 1 : nil
            if kind == ManifestRecords.dependencies {
                // Right after its output's name, once.
                guard let owner, outputs[owner].dependencies == nil,
                      outputs[owner].files.isEmpty, outputs[owner].derived.isEmpty,
                      let dependencies = reader.nameRange() else { return false }
                if !skipping { outputs[owner].dependencies = dependencies }
                outputs[owner].derived = reader.offset..<reader.offset
                continue
            }
            guard let hash = reader.hash() else { return false }
            var size: UInt64 = 0, modified: UInt64 = 0
            if kind == ManifestRecords.file {
                guard let first = reader.number(), let second = reader.number() else { return false }
                (size, modified) = (first, second)
            }
            guard let name = reader.nameRange() else { return false }
            switch kind {
            case ManifestRecords.output:
                if let owner { outputs[owner].records = outputs[owner].records.lowerBound..<start }
                skipping = dropped.map { nextDropped < $0.count && $0[nextDropped] == outputs.count } ?? false
                if skipping { nextDropped += 1 }
                outputs.append(OutputRecord(name: name, key: hash, files: files.count..<files.count,
                                            dependencies: nil, derived: reader.offset..<reader.offset,
                                            records: start..<bytes.endIndex, isDropped: skipping))
            case ManifestRecords.file where skipping:
                if let owner, !outputs[owner].derived.isEmpty { return false }
            // A file's path must stay in the output; an output's files come before the outputs it names.
            case ManifestRecords.file where OutputPath.isConfined(utf8: bytes[name]):
                if let owner, !outputs[owner].derived.isEmpty { return false }
                let record = OutputFileRecord(hash: hash, size: Int64(bitPattern: size), modified: Int64(bitPattern: modified))
                files.append(FileEntry(path: name, record: record, output: owner))
                if let owner {
                    outputs[owner].files = outputs[owner].files.lowerBound..<files.count
                    outputs[owner].derived = reader.offset..<reader.offset
                }
            case ManifestRecords.digests where first == 0 && owner == nil && files.isEmpty && digests == nil:
                guard let read = ReadDigests(seed: hash, encoded: bytes[name]) else { return false }
                digests = read
                // Room for the outputs the build listed, two files each (a
                // page and its twin), made once: grown by doubling, the
                // arrays of 100,000 outputs touched twice their memory.
                if let jobs = read.places?.jobCount {
                    outputs.reserveCapacity(jobs)
                    files.reserveCapacity(2 * jobs)
                }
            case ManifestRecords.derived:
                guard let owner else { return false }
                outputs[owner].derived = outputs[owner].derived.lowerBound..<reader.offset
            default: return false
            }
        }
        if outputs.count > first { outputs[outputs.count - 1].records = outputs[outputs.count - 1].records.lowerBound..<bytes.endIndex }
        return true
    }

    /// Fills `outputSlots`; false when two outputs have one name.
    private mutating func indexingOutputs() -> Bool {
        var capacity = 16
        while capacity < outputs.count * 2 { capacity *= 2 }
        outputSlots = Array(repeating: 0, count: capacity)
        for place in outputs.indices where !outputs[place].isDropped {
            let name = body[outputs[place].name]
            var slot = Self.slot(of: name) & (capacity - 1)
            while outputSlots[slot] != 0 {
                if body[outputs[Int(outputSlots[slot]) - 1].name].elementsEqual(name) { return false }
                slot = (slot + 1) & (capacity - 1)
            }
            outputSlots[slot] = Int32(place + 1)
        }
        return true
    }

    /// The output named `name`, by its place in `outputs`.
    func output(named name: String) -> Int? {
        guard !outputSlots.isEmpty else { return nil }
        var name = name
        return name.withUTF8 { name in
            let mask = outputSlots.count - 1
            var slot = Self.slot(of: name) & mask
            while outputSlots[slot] != 0 {
                let place = Int(outputSlots[slot]) - 1
                if Self.equal(body[outputs[place].name], name) { return place }
                slot = (slot + 1) & mask
            }
            return nil
        }
    }

    /// The output's name.
    func name(of output: Int) -> String {
        String(decoding: body[outputs[output].name], as: UTF8.self)
    }

    /// The file's path in the output.
    func path(of file: Int) -> String {
        String(decoding: body[files[file].path], as: UTF8.self)
    }

    /// Whether the file at `place` in `files` has the path `path`, without
    /// making it text.
    func file(_ place: Int, hasPath path: String) -> Bool {
        var path = path
        return path.withUTF8 { Self.equal(body[files[place].path], $0) }
    }

    /// Whether the output at `place` is named `name`, without making its name text.
    func output(_ place: Int, isNamed name: String) -> Bool {
        var name = name
        return name.withUTF8 { Self.equal(body[outputs[place].name], $0) }
    }

    /// The place in `files` of each path: made on demand (see
    /// `OutputFolder.lastRecord`), as an edit looks up few files and
    /// most of them through their output.
    func filePlaces() -> [String: Int] {
        Dictionary(files.indices.map { (path(of: $0), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether the output made exactly `paths`, in this order.
    func output(_ output: Int, madeFiles paths: [String]) -> Bool {
        let range = outputs[output].files
        return range.count == paths.count && zip(range, paths).allSatisfy { file($0, hasPath: $1) }
    }

    /// What the output read, if it was made through a reader.
    func dependencies(of output: Int) -> ArraySlice<UInt8>? {
        outputs[output].dependencies.map { body[$0] }
    }

    /// The outputs the output named (its card).
    func derived(of output: Int) -> [DerivedRecord] {
        let range = outputs[output].derived
        var reader = ManifestReader(bytes: body[range], at: range.lowerBound)
        var derived: [DerivedRecord] = []
        // Checked by `parse`: whole "d" records.
        while !reader.isAtEnd, reader.byte() != nil, let key = reader.hash(), let name = reader.nameRange() {
            derived.append(DerivedRecord(name: String(decoding: body[name], as: UTF8.self), key: key))
        }
        return derived
    }

    /// The output's records, as `ManifestWriter.copy` takes them.
    func records(of output: Int) -> ArraySlice<UInt8> {
        body[outputs[output].records]
    }

    /// Checks every file against the disk in one go (`build --verify`), on
    /// the thread that reads the manifest while the catalogue loads (see
    /// `BuildCache.prefetchManifest`): keeping a page later costs no `stat`.
    /// A file changed after this check and before the commit is missed, as
    /// one changed after a later check would be. On one core: the load
    /// beside it needs the other more (and still ends later).
    mutating func checkFiles(in output: String) {
        filesOnDisk = filesMatchingDisk(in: output, parallel: false)
        digests?.places = nil
    }

    /// Whether the file at `place` in `files` is as the last build left
    /// it: found by `checkFiles`, else as the record says (trusted: only a
    /// hand in the output changes it, which the full check puts right).
    func fileIsUnchanged(_ place: Int) -> Bool {
        filesOnDisk?[place] ?? true
    }

    /// Every file is still there with the size and modification time the
    /// build left it with: a cheap test that no one changed or removed one.
    func matchesDisk(in output: String) -> Bool {
        filesMatchingDisk(in: output, parallel: true)?.allSatisfy { $0 } ?? false
    }

    /// Per file, whether it is as recorded: one `stat` each, relative to
    /// the open folder (a site of 300,000 files is 300,000 calls); nil
    /// when the folder cannot be opened.
    private func filesMatchingDisk(in output: String, parallel: Bool) -> [Bool]? {
        let folder = open(output, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { return nil }
        defer { close(folder) }
        let body = body
        return ParallelMap.map(files, parallel: parallel, grain: 1024) { $0.record.matches(FileStamp(in: folder, path: body[$0.path])) }
    }

    /// Where a name's place starts in `outputSlots`, before the mask.
    private static func slot(of name: some Sequence<UInt8>) -> Int {
        Int(truncatingIfNeeded: StableHash.scrambled(StableHash.fnv1a(name)))
    }

    private static func equal(_ bytes: ArraySlice<UInt8>, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count == other.count && bytes.withUnsafeBufferPointer { bytes in
            bytes.isEmpty || memcmp(bytes.baseAddress!, other.baseAddress!, bytes.count) == 0
        }
    }
}

/// Writes a manifest in the format `OutputManifest.read` reads: files of
/// no output first, then outputs, new or copied from the last manifest;
/// straight to its file, a block at a time (see `SealedFile.Writer`).
struct ManifestWriter {
    private var file: SealedFile.Writer
    /// The record being written.
    private var record = ManifestRecords()

    /// A base, of a new generation (see `OutputManifest.Base`).
    init(_ path: String, folderInode: UInt64, digests: ReadDigests? = nil) throws(FileBytes.WriteError) {
        file = try SealedFile.Writer(path)
        file.append((OutputManifest.header + "\(folderInode) base \(UUID().uuidString)\n").utf8)
        guard let digests else { return }
        // Their bytes straight after their record's head: they can be megabytes.
        let encoded = digests.encoded()
        record.digests(digests.seed, count: encoded.count)
        writeRecord()
        file.append(encoded)
    }

    /// A delta of the base `generation`: its digests' `patch` of the
    /// base's, and the base's outputs it drops, by place.
    init(delta path: String, base generation: String, patch: [UInt8], dropped: [Int]) throws(FileBytes.WriteError) {
        file = try SealedFile.Writer(path)
        file.append((OutputManifest.deltaHeader + generation + "\n").utf8)
        var places = ManifestRecords()
        for place in dropped { places.number(UInt64(place)) }
        record.raw(ManifestRecords.patch, patch)
        record.raw(ManifestRecords.dropped, places.bytes)
        writeRecord()
    }

    /// A file of no output: before any output.
    mutating func file(_ path: String, _ record: OutputFileRecord) {
        self.record.file(path, record)
        writeRecord()
    }

    mutating func output(_ name: String, key: ContentHash, dependencies: [UInt8]? = nil,
                         files: [(path: String, record: OutputFileRecord)], derived: [DerivedRecord]) {
        record.output(name, key: key, dependencies: dependencies, files: files, derived: derived)
        writeRecord()
    }

    /// Records made elsewhere (`ManifestRecords`, `OutputManifest.records(of:)`), as they are.
    mutating func copy(_ records: some Collection<UInt8>) {
        file.append(records)
    }

    consuming func finish() throws(FileBytes.WriteError) {
        try file.finish(flush: true)
    }

    private mutating func writeRecord() {
        file.append(record.bytes)
        record.removeAll()
    }
}

/// Manifest records as bytes, in the format `OutputManifest.read` reads.
struct ManifestRecords {
    private(set) var bytes: [UInt8] = []

    mutating func file(_ path: String, _ record: OutputFileRecord) {
        start(Self.file, record.hash)
        number(UInt64(bitPattern: record.size))
        number(UInt64(bitPattern: record.modified))
        name(path.utf8)
    }

    mutating func output(_ name: String, key: ContentHash, dependencies: [UInt8]? = nil,
                         files: [(path: String, record: OutputFileRecord)], derived: [DerivedRecord]) {
        start(Self.output, key)
        self.name(name.utf8)
        if let dependencies {
            bytes.append(Self.dependencies)
            number(UInt64(dependencies.count))
            bytes.append(contentsOf: dependencies)
        }
        for (path, record) in files { file(path, record) }
        for output in derived {
            start(Self.derived, output.key)
            self.name(output.name.utf8)
        }
    }

    /// A record of its kind and bytes, as a name.
    mutating func raw(_ kind: UInt8, _ bytes: [UInt8]) {
        start(kind, .zero)
        name(bytes)
    }

    /// The head of the digests' record: their `count` bytes follow it.
    mutating func digests(_ seed: ContentHash, count: Int) {
        start(Self.digests, seed)
        number(UInt64(count))
    }

    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    static let output = UInt8(ascii: "o"), file = UInt8(ascii: "f"), derived = UInt8(ascii: "d"), dependencies = UInt8(ascii: "r"), digests = UInt8(ascii: "v"),
               patch = UInt8(ascii: "p"), dropped = UInt8(ascii: "x")

    private mutating func start(_ kind: UInt8, _ hash: ContentHash) {
        bytes.append(kind)
        withUnsafeBytes(of: (hash.high.bigEndian, hash.low.bigEndian)) { bytes.append(contentsOf: $0) }
    }

    private mutating func name(_ name: some Collection<UInt8>) {
        number(UInt64(name.count))
        bytes.append(contentsOf: name)
    }

    /// LEB128: seven bits a byte, low first.
    mutating func number(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }
}

/// Reads the records `ManifestWriter` writes; nil for anything cut short.
private struct ManifestReader {
    let bytes: ArraySlice<UInt8>
    private(set) var offset: Int

    init(bytes: ArraySlice<UInt8>, at offset: Int) {
        self.bytes = bytes
        self.offset = offset
    }

    var isAtEnd: Bool { offset == bytes.endIndex }

    mutating func byte() -> UInt8? {
        guard offset < bytes.endIndex else { return nil }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func hash() -> ContentHash? {
        guard bytes.endIndex - offset >= 16 else { return nil }
        defer { offset += 16 }
        var high: UInt64 = 0, low: UInt64 = 0
        for index in 0..<8 {
            high = high << 8 | UInt64(bytes[offset + index])
            low = low << 8 | UInt64(bytes[offset + 8 + index])
        }
        return ContentHash(high: high, low: low)
    }

    mutating func number() -> UInt64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while let byte = byte(), shift < 64 {
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
        return nil
    }

    /// Where the name's bytes are in `bytes`.
    mutating func nameRange() -> Range<Int>? {
        guard let count = number(), count <= UInt64(bytes.endIndex - offset) else { return nil }
        defer { offset += Int(count) }
        return offset..<(offset + Int(count))
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
