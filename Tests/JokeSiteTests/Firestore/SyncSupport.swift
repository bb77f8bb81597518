import Foundation
import JokeSite
import Testing

/// What the sync tests do to a site's files and to its Firestore project.
extension FirestoreSite {
    /// Runs `command`, which should succeed; its output is shown when not.
    @discardableResult
    func succeeds(_ command: String, _ arguments: [String] = [], sourceLocation: SourceLocation = #_sourceLocation) throws -> JokeSiteProcess.Result {
        let result = try run(command, arguments)
        #expect(result.status == 0, "\(result.output)\(result.errors)", sourceLocation: sourceLocation)
        return result
    }

    /// Changes one document of a catalogue file, keeping the file's format.
    func edit(_ file: String, _ id: String, _ change: (inout [String: JSONValue]) -> Void) throws {
        guard case .object(var object) = try JSONParser.parse(Array(read(file).utf8)) else { throw EmulatorError("\(file) is not an object") }
        var fields: [String: JSONValue] = [:]
        if let index = object.members.firstIndex(where: { $0.key == id }), case .object(let document) = object.members[index].value {
            for member in document.members { fields[member.key] = member.value }
        }
        change(&fields)
        object.members.removeAll { $0.key == id }
        if !fields.isEmpty {
            let document = JSONObject(members: fields.map { JSONObject.Member(key: $0.key, value: $0.value) })
            object.members.append(JSONObject.Member(key: id, value: .object(document)))
        }
        try write(file, JSONWriter.format(.object(object)))
    }

    /// The first document id of a catalogue file.
    func firstID(_ file: String) throws -> String {
        String(try #require(try read(file).firstMatch(of: /\n  "([^"]+)": \{/)).1)
    }

    /// Sets fields of a Firestore document as another client would (the
    /// app, the owner's scripts): `fields` is Firestore's typed JSON.
    func firestoreSet(_ path: String, _ fields: String) async throws {
        let names = try #require(try JSONParser.parse(Array(fields.utf8)).objectKeys)
        let mask = names.map { "updateMask.fieldPaths=\($0)" }.joined(separator: "&")
        let answer = try await emulator.request("PATCH", "/\(path)?\(mask)", project: project, body: #"{"fields": \#(fields)}"#)
        #expect(answer.status == 200, "\(answer.body)")
    }

    /// A Firestore document's typed JSON as the REST API returns it, or nil.
    func firestoreDocument(_ path: String) async throws -> String? {
        let answer = try await emulator.request("GET", "/\(path)", project: project)
        return answer.status == 200 ? answer.body : nil
    }

    func firestoreDelete(_ path: String) async throws {
        let answer = try await emulator.request("DELETE", "/\(path)", project: project)
        #expect(answer.status == 200, "\(answer.body)")
    }
}

extension JSONValue {
    var objectKeys: [String]? {
        if case .object(let object) = self { return object.members.map(\.key) }
        return nil
    }
}

/// A joke as `jokesite add` would accept it, for the sync tests' files.
func jokeFields(_ text: String, character: String = "mr_funny") -> [String: JSONValue] {
    ["character": .string(character), "text": .string(text), "type": .string("dad_joke"), "tags": .array([]), "sfw": .bool(true),
     "source": .string("original"), "created_at": .string("2026-11-20T10:00:00Z"), "likes": .number(JSONNumber(0))]
}
