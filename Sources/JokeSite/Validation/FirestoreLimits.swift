/// What Cloud Firestore refuses to store (its "Quotas and limits" and
/// "Storage size calculations" pages), checked on every document of every
/// collection file, unknown fields, maps and arrays included: `check`
/// refuses it, so a push never starts writes that Firestore stops halfway.
/// (Ids are held to `DocumentID`'s stricter rule already: no `/`, `.`,
/// `..` or more than 128 bytes.)
enum FirestoreLimits {
    static let maximumDocumentBytes = 1_048_576
    /// Of a text value, in UTF-8 (1 MiB less 89).
    static let maximumValueBytes = 1_048_487
    static let maximumFieldNameBytes = 1_500
    /// Maps and arrays inside one another, the field's own value counting 1.
    static let maximumDepth = 20

    /// Records a problem for each rule `document` breaks, naming the field
    /// (as a path into maps and arrays) where there is one.
    static func report(_ document: DocumentReader) {
        guard let id = document.documentID else { return }
        if isReserved(id) {
            document.report(nil, "Firestore reserves ids that start and end with two underscores (__…__): rename the document")
        }
        var fieldBytes = 0
        var valueTooLarge = false
        for member in document.object.members {
            var walk = Walk(document: document, line: member.line)
            walk.name(member.key) { Walk.shown(member.key) }
            fieldBytes += stringBytes(member.key) + walk.size(of: member.value, depth: 1) { Walk.shown(member.key) }
            valueTooLarge = valueTooLarge || walk.refusedText
        }
        // The document's name (collection and id, plus 16), its fields, plus
        // 32; the file's name is longer than the collection's, so only a
        // document near the limit has the collection's name made.
        guard stringBytes(document.file) + stringBytes(id) + 16 + fieldBytes + 32 > maximumDocumentBytes else { return }
        let collection = String(document.file.split(separator: "/").last ?? "").replacing(".json", with: "")
        let total = stringBytes(collection) + stringBytes(id) + 16 + fieldBytes + 32
        if total > maximumDocumentBytes, !valueTooLarge {
            document.report(nil, "the document takes \(total) bytes as Firestore counts them; a document may take at most \(maximumDocumentBytes) (1 MiB)")
        }
    }

    /// The message for a whole number Firestore's 64-bit integers cannot hold.
    static func integerRangeMessage(_ literal: String) -> String {
        "\(literal) is beyond the whole numbers Firestore stores (\(Int64.min) to \(Int64.max))"
    }

    /// Written without a fraction or an exponent: pushed as an integer.
    static func isWhole(_ literal: String) -> Bool {
        !literal.contains { $0 == "." || $0 == "e" || $0 == "E" }
    }

    /// `__.*__`: names Firestore keeps for itself (`__name__`).
    static func isReserved(_ name: String) -> Bool {
        name.utf8.count >= 4 && name.hasPrefix("__") && name.hasSuffix("__")
    }

    /// Firestore counts a string as its UTF-8 bytes and one more.
    private static func stringBytes(_ text: String) -> Int {
        text.utf8.count + 1
    }

    /// One field's value, walked for the rules of names, nesting and numbers.
    /// A value's path (`path`) is made only to name it in a problem: most
    /// documents have none, and a path a value would cost a text each.
    private struct Walk {
        let document: DocumentReader
        /// The field's line: nested values have none of their own.
        let line: Int
        /// A text over the value limit was reported (the document is too large too).
        var refusedText = false

        func report(_ path: String, _ message: String) {
            document.problems.add(Problem(file: document.file, line: line, documentID: document.documentID, field: path, message: message))
        }

        /// A field's name as a path shows it.
        static func shown(_ name: String) -> String {
            name.isEmpty ? "\"\"" : name
        }

        /// Checks the name of the field at `path`.
        func name(_ name: String, path: () -> String) {
            if name.isEmpty {
                report(path(), "Firestore refuses a field with an empty name")
            } else if FirestoreLimits.isReserved(name) {
                report(path(), "Firestore reserves field names that start and end with two underscores (__…__): rename the field")
            } else if name.utf8.count > maximumFieldNameBytes {
                report(path(), "the field name is \(name.utf8.count) bytes long; Firestore allows at most \(maximumFieldNameBytes)")
            }
        }

        /// The value's size as Firestore counts it (a timestamp as its text,
        /// a few bytes more than Firestore's 8), reporting what it refuses.
        mutating func size(of value: JSONValue, depth: Int, path: () -> String) -> Int {
            switch value {
            case .null, .bool:
                return 1
            case .number(let number):
                if FirestoreLimits.isWhole(number.literal), Int64(number.literal) == nil {
                    report(path(), FirestoreLimits.integerRangeMessage(number.literal))
                }
                return 8
            case .string(let text):
                if text.utf8.count > maximumValueBytes {
                    report(path(), "the text is \(text.utf8.count) bytes long; Firestore stores at most \(maximumValueBytes) in a value")
                    refusedText = true
                }
                return FirestoreLimits.stringBytes(text)
            case .array(let elements):
                guard checkDepth(depth, path) else { return 0 }
                var total = 0
                for (index, element) in elements.enumerated() {
                    if case .array = element {
                        report("\(path())[\(index)]", "an array directly inside an array, which Firestore cannot store: put it in a map")
                        continue
                    }
                    total += size(of: element, depth: depth + 1) { "\(path())[\(index)]" }
                }
                return total
            case .object(let object):
                guard checkDepth(depth, path) else { return 0 }
                var total = 0
                for member in object.members {
                    name(member.key) { "\(path()).\(Self.shown(member.key))" }
                    total += FirestoreLimits.stringBytes(member.key) + size(of: member.value, depth: depth + 1) { "\(path()).\(Self.shown(member.key))" }
                }
                return total
            }
        }

        private func checkDepth(_ depth: Int, _ path: () -> String) -> Bool {
            guard depth > maximumDepth else { return true }
            report(path(), "maps and arrays nested more than \(maximumDepth) deep, which Firestore cannot store")
            return false
        }
    }
}
