import Foundation
import Synchronization
import TemplateEngine

/// Reads one JSON file of the catalogue into its documents, reporting
/// missing files, syntax errors, unsafe ids and non-object documents.
struct CollectionReader {
    let files: CatalogueFiles
    let problems: ProblemList
    /// Collections whose file has not changed since they were cached come
    /// from there, problems and all.
    var cache: (any CollectionCache)?

    /// Bytes per run of documents that one core parses at a time.
    var chunkSize = 1 << 20
    /// From this size on, a file is mapped (`FileContents`).
    var mappedSize = FileContents.mappedSize

    /// The file's top-level object and a hash of its bytes, or nil (with a
    /// problem recorded unless the file is optional and absent).
    func topLevelObject(_ name: String, required: Bool) -> (object: JSONObject, bytesHash: ContentHash)? {
        guard isInside(name), let contents = contents(name, required: required) else { return nil }
        return parseWhole(name, contents).map { ($0, ContentHash.of(UnsafeRawBufferPointer(contents.bytes))) }
    }

    /// A Firestore-shaped collection: each member is a document id mapped to
    /// the document's fields, made into a model by `make` as soon as it is
    /// parsed (so the file's syntax tree never exists whole), on every core.
    /// Problems come out in file order, as from one pass. Bad documents are
    /// reported and skipped.
    func documents<Model: Sendable>(_ name: String, required: Bool,
                                    _ make: @escaping @Sendable (DocumentReader) -> Model?) -> [Model] {
        documents(name, required: required, into: [Model](), make)
    }

    /// `documents`, gathered in a store that starts as `empty` (a compact
    /// one for the million rating events; made only if the file is parsed).
    /// `scan` reads documents of the usual shape without `make` (see
    /// `RatingEventScanner`), into the same models.
    func documents<Store: ModelStore & Sendable>(_ name: String, required: Bool, into empty: @autoclosure () -> Store, scanning scan: DocumentScan<Store>? = nil,
                                      _ make: @escaping @Sendable (DocumentReader) -> Store.Model?) -> Store {
        load(name, required: required, into: empty(), scanning: scan, make).models
    }

    /// `documents` whose unchanged documents come from the last load's
    /// `DocumentMemo`, and which leaves the next load's in the cache. An
    /// edit to one joke of 100,000 parses and checks that one.
    func memoizedDocuments<Model: MemoizedModel>(_ name: String, required: Bool,
                                                 _ make: @escaping @Sendable (DocumentReader) -> Model?) -> MemoizedDocuments<Model> {
        let memo = cache?.memo(name).flatMap(DocumentMemo<Model>.init(records:))
        let (documents, isCached) = load(name, required: required, into: MemoizedDocuments<Model>(),
                                         scanning: MemoizedDocuments.scan(memo: memo), make)
        if let cache, !isCached, Self.isWorthRewriting(memo: memo?.count, reused: documents.reused, memoized: documents.memoized) {
            cache.storeMemo(DocumentMemo(documents).records, for: name)
        }
        return documents
    }

    /// Whether to write the memo again after a load that took `reused` of
    /// its `memo` documents and kept `memoized`: when there is none, or when
    /// it differs from this load in more than a 64th of them. A few edited
    /// documents are cheaper to parse again on each load than a memo of
    /// 100,000 is to write (a tenth of a second an edit).
    static func isWorthRewriting(memo: Int?, reused: Int, memoized: Int) -> Bool {
        guard let memo else { return true }
        let missing = memoized - reused, unused = memo - reused
        return missing + unused > memoized / 64
    }

    /// The models, and whether they came from the cache whole.
    private func load<Store: ModelStore & Sendable>(_ name: String, required: Bool, into empty: @autoclosure () -> Store, scanning scan: DocumentScan<Store>?,
                                                    _ make: @escaping @Sendable (DocumentReader) -> Store.Model?) -> (models: Store, isCached: Bool) {
        guard isInside(name) else { return (empty(), false) }
        let stamp = cache == nil ? nil : FileStamp(path: files.url(name).path)
        if let stamp, let cached = cache?.entry(name, stamp: stamp, of: Store.self) {
            problems.add(contentsOf: cached.problems)
            return (cached.models, true)
        }
        let firstProblem = problems.problems.count
        guard let contents = contents(name, required: required) else { return (empty(), false) }
        let models = documents(name, contents, empty(), scan, make)
        if let stamp {
            cache?.store(CollectionCacheEntry(models: models, problems: Array(problems.problems[firstProblem...])), for: name, stamp: stamp)
        }
        return (models, false)
    }

    private func documents<Store: ModelStore & Sendable>(_ name: String, _ bytes: FileContents, _ empty: Store, _ scan: DocumentScan<Store>?,
                                              _ make: @escaping @Sendable (DocumentReader) -> Store.Model?) -> Store {
        let file = files.display(name)
        guard let chunks = CollectionSplitter.chunks(of: bytes, size: chunkSize) else { return wholeDocuments(name, bytes, empty, make) }
        let gathered = Mutex(GatheredDocuments<Store>(bytes, file: file, empty))
        // A few runs a core at a time, gathered as they come, so that the
        // runs' documents and models never all exist at once; each batch
        // is gathered while the next one is parsed.
        let batch = 4 * ProcessInfo.processInfo.activeProcessorCount
        var parsed: [DocumentBatch<Store>] = []
        for start in stride(from: 0, to: chunks.count + batch, by: batch) {
            let runs = Array(chunks[min(start, chunks.count)..<min(start + batch, chunks.count)])
            // A mapped file's runs parsed before go from memory.
            if let first = runs.first { bytes.release(0..<first.start.index) }
            let previous = parsed
            parsed = ParallelMap.map(runs, parallel: true, grain: 1, alongside: { gathered.withLock { for part in previous { $0.add(part) } } },
                                     { DocumentBatch<Store>(bytes, $0, file: file, empty, scan, make) })
            guard !parsed.contains(where: \.failed) else { return wholeDocuments(name, bytes, empty, make) }
        }
        return gathered.withLock { gathered in
            problems.add(contentsOf: gathered.problems)
            return gathered.models
        }
    }

    /// Not one well-formed object: parsing it whole says where and why.
    private func wholeDocuments<Store: ModelStore & Sendable>(_ name: String, _ bytes: FileContents, _ empty: Store,
                                                   _ make: @escaping @Sendable (DocumentReader) -> Store.Model?) -> Store {
        guard let object = parseWhole(name, bytes) else { return empty }
        var gathered = GatheredDocuments<Store>(bytes, file: files.display(name), empty)
        gathered.add(DocumentBatch<Store>(object.members, file: files.display(name), empty, make))
        problems.add(contentsOf: gathered.problems)
        return gathered.models
    }

    /// False, with the problem, when the file is a symlink out of the
    /// content folder: neither it nor a cached copy of it is used.
    private func isInside(_ name: String) -> Bool {
        guard let problem = files.linkOutside(name) else { return true }
        problems.add(problem)
        problems.markUnreadable(name)
        return false
    }

    private func contents(_ name: String, required: Bool) -> FileContents? {
        let file = files.display(name)
        let url = files.url(name)
        guard FileManager.default.fileExists(atPath: url.path) else {
            if required {
                problems.add(Problem(file: file, message: "required file is missing"))
                problems.markUnreadable(name)
            }
            return nil
        }
        do {
            return try FileContents.read(url.path, mappingFrom: mappedSize)
        } catch {
            problems.add(Problem(file: file, message: "cannot be read: \(error)"))
            problems.markUnreadable(name)
            return nil
        }
    }

    private func parseWhole(_ name: String, _ contents: FileContents) -> JSONObject? {
        let file = files.display(name)
        let value: JSONValue
        do {
            value = try JSONParser.parse(contents.bytes)
        } catch {
            problems.add(Problem(file: file, line: error.line, column: error.column, message: "malformed JSON: \(error.message)"))
            problems.markUnreadable(name)
            return nil
        }
        guard case .object(let object) = value else {
            problems.add(Problem(file: file, line: 1, message: "expected a JSON object at the top level, found \(value.kindDescription)"))
            problems.markUnreadable(name)
            return nil
        }
        return object
    }
}

/// A collection's runs joined in file order: their models but those of
/// documents whose id came before, and their problems.
struct GatheredDocuments<Store: ModelStore & Sendable>: Sendable {
    let bytes: FileContents
    let file: String
    var models: Store
    var problems: [Problem] = []
    /// Made when the first run comes, sized from it.
    private var seen: SeenIDs?

    init(_ bytes: FileContents, file: String, _ empty: Store) {
        self.bytes = bytes
        self.file = file
        models = empty
    }

    mutating func add(_ part: DocumentBatch<Store>) {
        if seen == nil { seen = SeenIDs(bytes, capacity: Self.expectedDocuments(in: bytes.bytes.count, judgingBy: part)) }
        seen!.add(escapedKeys: part.escapedKeys)
        var dropped = Set<Int>()
        var model = 0
        let (bytes, file) = (bytes, file)
        for document in part.documents {
            defer { if document.hasModel { model += 1 } }
            guard document.isSafe else {
                problems += part.problems[document.problems]
                continue
            }
            guard seen!.insert(part.key(of: document, in: bytes), hash: document.keyHash, at: document.key.lowerBound) else {
                if document.hasModel { dropped.insert(model) }
                problems.append(Problem(file: file, line: document.line, documentID: part.key(of: document, in: bytes),
                                        message: "document id appears twice in the file"))
                continue
            }
            if !document.problems.isEmpty { problems += part.problems[document.problems] }
        }
        models.append(contentsOf: part.models, dropping: dropped)
    }

    /// How many documents a file of `bytes` holds, judged by the bytes
    /// between the first run's documents, with a little to spare: a guess
    /// of one per 128 bytes sized the ids' table for 15 million of ten
    /// million rating events, 67 MB more.
    private static func expectedDocuments(in bytes: Int, judgingBy part: DocumentBatch<Store>) -> Int {
        guard part.documents.count > 1, let first = part.documents.first?.key.lowerBound,
              let last = part.documents.last?.key.lowerBound, last > first else { return bytes / 128 }
        let bytesEach = Double(last - first) / Double(part.documents.count - 1)
        return Int(Double(bytes) / bytesEach * 1.05) + 16
    }
}

/// The documents of one run of a collection file, each with its model or
/// the problems that kept it from one. Ids are checked for duplicates
/// afterwards, across runs, in file order.
struct DocumentBatch<Store: ModelStore & Sendable>: Sendable {
    /// No strings: a million of these exist at once.
    struct Document: Sendable {
        /// Where the id is written in the file, between its quotes.
        var key: Range<Int>
        /// FNV-1a of the id, for `SeenIDs`.
        var keyHash: UInt64
        var line: Int
        /// This document's problems in `problems`.
        var problems: Range<Int>
        var isSafe: Bool
        /// Whether `models` holds its model (the next one).
        var hasModel: Bool
    }

    var documents: [Document] = []
    var models: Store
    var problems: [Problem] = []
    /// Ids written with escapes, by their `key`'s start: the file's bytes
    /// are not the id.
    var escapedKeys: [Int: String] = [:]
    /// The run is not valid JSON; the whole file is parsed again to say why.
    var failed = false

    init(_ bytes: FileContents, _ chunk: CollectionSplitter.Chunk, file: String, _ empty: Store, _ scan: DocumentScan<Store>?,
         _ make: (DocumentReader) -> Store.Model?) {
        models = empty
        let list = ProblemList()
        do {
            try JSONParser.members(of: bytes.bytes, from: chunk.start, to: chunk.end, scanning: { buffer, position in
                guard let scan, let scanned = scan(buffer, &position, &models) else { return false }
                let noProblems = list.problems.count..<list.problems.count
                documents.append(Document(key: scanned.key, keyHash: StableHash.fnv1a(UnsafeBufferPointer(rebasing: buffer[scanned.key])),
                                          line: scanned.line, problems: noProblems, isSafe: true, hasModel: true))
                return true
            }) { member, key in
                add(member, key: key, written: bytes.bytes[key], file: file, list, make)
            }
        } catch {
            failed = true
        }
        problems = list.problems
    }

    /// From a whole parse, which keeps no places: each key is kept as it is.
    init(_ members: [JSONObject.Member], file: String, _ empty: Store, _ make: (DocumentReader) -> Store.Model?) {
        models = empty
        let list = ProblemList()
        for (index, member) in members.enumerated() {
            add(member, key: -1 - index ..< -1 - index, written: nil, file: file, list, make)
        }
        problems = list.problems
    }

    /// The document's id.
    func key(of document: Document, in bytes: FileContents) -> String {
        if let escaped = escapedKeys[document.key.lowerBound] { return escaped }
        return String(decoding: bytes.bytes[document.key], as: UTF8.self)
    }

    /// `written`: the id as the file writes it, nil from a whole parse.
    private mutating func add(_ member: JSONObject.Member, key: Range<Int>, written: Slice<UnsafeBufferPointer<UInt8>>?, file: String, _ list: ProblemList,
                              _ make: (DocumentReader) -> Store.Model?) {
        let first = list.problems.count
        var document = Document(key: key, keyHash: StableHash.fnv1a(member.key), line: member.line, problems: first..<first,
                                isSafe: DocumentID.isSafe(member.key), hasModel: false)
        if !(written?.elementsEqual(member.key.utf8) ?? false) { escapedKeys[key.lowerBound] = member.key }
        if !document.isSafe {
            list.add(Problem(file: file, line: member.line, documentID: member.key, message: "unsafe document id: \(DocumentID.rule)"))
        } else if case .object(let fields) = member.value {
            let reader = DocumentReader(file: file, documentID: member.key, object: fields, line: member.line, problems: list)
            reader.reportFieldsNamedTwice()
            FirestoreLimits.report(reader)
            if let model = make(reader) {
                models.append(model, clean: list.problems.count == first)
                document.hasModel = true
            }
        } else {
            list.add(Problem(file: file, line: member.line, documentID: member.key,
                             message: "expected the document to be an object of fields, found \(member.value.kindDescription)"))
        }
        document.problems = first..<list.problems.count
        documents.append(document)
    }
}

/// The ids of a collection seen so far, by a hash of each and where the
/// first with that hash is written: a set of a million strings would take
/// more memory than the events themselves.
struct SeenIDs {
    private let bytes: FileContents
    private var hashes: HashSlots
    /// Where the first id of each hash in `hashes` is written.
    private var firstKeys: [Int] = []
    /// Ids written with escapes, by where they are written.
    private var escapedKeys: [Int: String] = [:]
    /// Every id of a hash that two different ids share.
    private var whole: Set<String> = []

    init(_ bytes: FileContents, capacity: Int) {
        self.bytes = bytes
        hashes = HashSlots(capacity: capacity)
        firstKeys.reserveCapacity(capacity)
    }

    mutating func add(escapedKeys keys: [Int: String]) {
        guard !keys.isEmpty else { return }
        escapedKeys.merge(keys) { first, _ in first }
    }

    /// False when `id`, whose FNV-1a is `hash`, written at `key`, was seen
    /// before. The id is made only when another has its hash.
    mutating func insert(_ id: @autoclosure () -> String, hash: UInt64, at key: Int) -> Bool {
        guard let entry = hashes.find(hash, isKey: { _ in true }) else {
            hashes.append(hash)
            firstKeys.append(key)
            return true
        }
        let first = firstKeys[entry]
        let (id, firstID) = (id(), escapedKeys[first] ?? String(decoding: bytes.bytes[first...].prefix { $0 != UInt8(ascii: "\"") }, as: UTF8.self))
        if firstID == id { return false }
        whole.insert(firstID)
        return whole.insert(id).inserted
    }
}
