import Foundation

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

    /// The file's top-level object, or nil (with a problem recorded unless
    /// the file is optional and absent).
    func topLevelObject(_ name: String, required: Bool) -> JSONObject? {
        guard isInside(name), let bytes = contents(name, required: required) else { return nil }
        return parseWhole(name, bytes)
    }

    /// A Firestore-shaped collection: each member is a document id mapped to
    /// the document's fields, made into a model by `make` as soon as it is
    /// parsed (so the file's syntax tree never exists whole), on every core.
    /// Problems come out in file order, as from one pass. Bad documents are
    /// reported and skipped.
    func documents<Model: Sendable>(_ name: String, required: Bool,
                                    _ make: @escaping @Sendable (DocumentReader) -> Model?) -> [Model] {
        guard isInside(name) else { return [] }
        let stamp = cache == nil ? nil : FileStamp(path: files.url(name).path)
        if let stamp, let cached = cache?.entry(name, stamp: stamp, of: Model.self) {
            problems.add(contentsOf: cached.problems)
            return cached.models
        }
        let firstProblem = problems.problems.count
        guard let bytes = contents(name, required: required) else { return [] }
        let models = documents(name, bytes, make)
        if let stamp {
            cache?.store(CollectionCacheEntry(models: models, problems: Array(problems.problems[firstProblem...])), for: name, stamp: stamp)
        }
        return models
    }

    private func documents<Model: Sendable>(_ name: String, _ bytes: [UInt8],
                                            _ make: @escaping @Sendable (DocumentReader) -> Model?) -> [Model] {
        let file = files.display(name)
        let parts: [DocumentBatch<Model>]
        if let chunks = CollectionSplitter.chunks(of: bytes, size: chunkSize),
           case let parsed = ParallelMap.map(chunks, parallel: true, grain: 1, { DocumentBatch(bytes, $0, file: file, make) }),
           !parsed.contains(where: \.failed) {
            parts = parsed
        } else {
            // Not one well-formed object: parsing it whole says where and why.
            guard let object = parseWhole(name, bytes) else { return [] }
            parts = [DocumentBatch(object.members, file: file, make)]
        }
        let count = parts.reduce(0) { $0 + $1.documents.count }
        var seen = Set<String>(minimumCapacity: count)
        var models: [Model] = []
        models.reserveCapacity(count)
        for part in parts {
            for document in part.documents {
                let ownProblems = part.problems[document.problems]
                guard document.isSafe else {
                    problems.add(contentsOf: ownProblems)
                    continue
                }
                guard seen.insert(document.id).inserted else {
                    problems.add(Problem(file: file, line: document.line, documentID: document.id, message: "document id appears twice in the file"))
                    continue
                }
                problems.add(contentsOf: ownProblems)
                if let model = document.model { models.append(model) }
            }
        }
        return models
    }

    /// False, with the problem, when the file is a symlink out of the
    /// content folder: neither it nor a cached copy of it is used.
    private func isInside(_ name: String) -> Bool {
        guard let problem = files.linkOutside(name) else { return true }
        problems.add(problem)
        problems.markUnreadable(name)
        return false
    }

    private func contents(_ name: String, required: Bool) -> [UInt8]? {
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
            return try FileBytes.read(url.path)
        } catch {
            problems.add(Problem(file: file, message: "cannot be read: \(error)"))
            problems.markUnreadable(name)
            return nil
        }
    }

    private func parseWhole(_ name: String, _ bytes: [UInt8]) -> JSONObject? {
        let file = files.display(name)
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes)
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

/// The documents of one run of a collection file, each with its model or
/// the problems that kept it from one. Ids are checked for duplicates
/// afterwards, across runs, in file order.
struct DocumentBatch<Model: Sendable>: Sendable {
    struct Document: Sendable {
        var id: String
        var line: Int
        var isSafe: Bool
        var model: Model?
        /// This document's problems in `problems`.
        var problems: Range<Int>
    }

    var documents: [Document] = []
    var problems: [Problem] = []
    /// The run is not valid JSON; the whole file is parsed again to say why.
    var failed = false

    init(_ bytes: [UInt8], _ chunk: CollectionSplitter.Chunk, file: String, _ make: (DocumentReader) -> Model?) {
        let list = ProblemList()
        do {
            try JSONParser.members(of: bytes, from: chunk.start, to: chunk.end) { add($0, file: file, list, make) }
        } catch {
            failed = true
        }
        problems = list.problems
    }

    init(_ members: [JSONObject.Member], file: String, _ make: (DocumentReader) -> Model?) {
        let list = ProblemList()
        for member in members { add(member, file: file, list, make) }
        problems = list.problems
    }

    private mutating func add(_ member: JSONObject.Member, file: String, _ list: ProblemList, _ make: (DocumentReader) -> Model?) {
        let first = list.problems.count
        var document = Document(id: member.key, line: member.line, isSafe: DocumentID.isSafe(member.key), model: nil, problems: first..<first)
        if !document.isSafe {
            list.add(Problem(file: file, line: member.line, documentID: member.key, message: "unsafe document id: \(DocumentID.rule)"))
        } else if case .object(let fields) = member.value {
            let reader = DocumentReader(file: file, documentID: member.key, object: fields, line: member.line, problems: list)
            reader.reportFieldsNamedTwice()
            document.model = make(reader)
        } else {
            list.add(Problem(file: file, line: member.line, documentID: member.key,
                             message: "expected the document to be an object of fields, found \(member.value.kindDescription)"))
        }
        document.problems = first..<list.problems.count
        documents.append(document)
    }
}
