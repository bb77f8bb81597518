import Foundation
import JokeSite

/// One Firestore database: where its REST API is and how its documents are
/// named (`projects/P/databases/D/documents/jokes/ID`).
public struct FirestoreDatabase: Sendable {
    public let project: String
    public let database: String
    /// `https://firestore.googleapis.com`, or the emulator's `http://host:port`.
    public let endpoint: String

    public init(project: String, database: String = "(default)", endpoint: String) {
        self.project = project
        self.database = database
        self.endpoint = endpoint
    }

    /// What makes the project or database id unusable in a document name
    /// (a space, a slash), or nil: Google's ids are letters, digits and
    /// `-`, `.`, `:`, `_`, and a database may be `(default)`.
    public var idProblem: String? {
        let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-.:_")
        let ids = [("project", project)] + (database == "(default)" ? [] : [("database", database)])
        for (kind, id) in ids where id.isEmpty || !id.unicodeScalars.allSatisfy(allowed.contains) {
            return Problem.escapeControls("the Firestore \(kind) id \"\(id)\" is not one: an id holds only letters, digits, -, ., : and _")
        }
        return nil
    }

    /// `projects/P/databases/D/documents`, the root of every document name.
    public var documentsRoot: String {
        "projects/\(project)/databases/\(database)/documents"
    }

    /// The full name of the document `id` of `collection`, as problems and errors show it.
    public func documentName(_ collection: String, _ id: String) -> String {
        "\(documentsRoot)/\(collection)/\(id)"
    }

    /// The URL of `path` under the documents root (`jokes`, `:runQuery`, `:commit`).
    func url(_ path: String, query: [URLQueryItem] = []) -> URL {
        var components = URLComponents(string: "\(endpoint)/v1/\(documentsRoot)\(path.hasPrefix(":") ? "" : "/")\(path)")!
        if !query.isEmpty { components.queryItems = query }
        return components.url!
    }
}

enum DocumentName {
    /// `jokes/abc` of `projects/P/databases/D/documents/jokes/abc`.
    static func relativePath(_ name: String) -> String {
        guard let range = name.range(of: "/documents/") else { return name }
        return String(name[range.upperBound...])
    }

    /// The last segment: the document's id.
    static func id(_ name: String) -> String {
        String(name[(name.lastIndex(of: "/").map { name.index(after: $0) } ?? name.startIndex)...])
    }
}
