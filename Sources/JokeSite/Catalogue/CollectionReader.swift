import Foundation

/// Reads one JSON file of the catalogue into its documents, reporting
/// missing files, syntax errors, unsafe ids and non-object documents.
struct CollectionReader {
    let files: CatalogueFiles
    let problems: ProblemList

    /// The file's top-level object, or nil (with a problem recorded unless
    /// the file is optional and absent).
    func topLevelObject(_ name: String, required: Bool) -> JSONObject? {
        let file = files.display(name)
        let url = files.url(name)
        guard FileManager.default.fileExists(atPath: url.path) else {
            if required {
                problems.add(Problem(file: file, message: "required file is missing"))
                problems.markUnreadable(name)
            }
            return nil
        }
        let bytes: [UInt8]
        do {
            bytes = Array(try Data(contentsOf: url))
        } catch {
            problems.add(Problem(file: file, message: "cannot be read: \(error.localizedDescription)"))
            problems.markUnreadable(name)
            return nil
        }
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

    /// A Firestore-shaped collection: each member is a document id mapped to
    /// the document's fields. Bad documents are reported and skipped.
    func documents(_ name: String, required: Bool) -> [DocumentReader] {
        guard let collection = topLevelObject(name, required: required) else { return [] }
        let file = files.display(name)
        var seen = Set<String>()
        var readers: [DocumentReader] = []
        readers.reserveCapacity(collection.members.count)
        for member in collection.members {
            guard DocumentID.isSafe(member.key) else {
                problems.add(Problem(file: file, line: member.line, documentID: member.key, message: "unsafe document id: \(DocumentID.rule)"))
                continue
            }
            guard seen.insert(member.key).inserted else {
                problems.add(Problem(file: file, line: member.line, documentID: member.key, message: "document id appears twice in the file"))
                continue
            }
            guard case .object(let fields) = member.value else {
                problems.add(Problem(file: file, line: member.line, documentID: member.key,
                                     message: "expected the document to be an object of fields, found \(member.value.kindDescription)"))
                continue
            }
            readers.append(DocumentReader(file: file, documentID: member.key, object: fields, line: member.line, problems: problems))
        }
        return readers
    }
}
