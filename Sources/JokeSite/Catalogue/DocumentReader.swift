import Foundation

/// Reads the typed fields of one catalogue document, recording a problem
/// (file, document, field, line) for each missing or mistyped field and
/// giving back the SPEC's default so loading can carry on and find the rest.
struct DocumentReader {
    let file: String
    let documentID: String?
    let object: JSONObject
    /// Line of the document itself, used when the field is absent.
    let line: Int?
    let problems: ProblemList

    func report(_ field: String?, _ message: String) {
        let fieldLine = field.flatMap { object[$0]?.line } ?? line
        problems.add(Problem(file: file, line: fieldLine, documentID: documentID, field: field, message: message))
    }

    /// A field named twice: JSON tools disagree on which value wins (the
    /// catalogue used the first, most tools keep the last).
    func reportFieldsNamedTwice() {
        let members = object.members
        for index in members.indices.dropFirst() {
            let member = members[index]
            guard let first = members[..<index].first(where: { $0.key == member.key }) else { continue }
            problems.add(Problem(file: file, line: member.line, documentID: documentID, field: member.key,
                                 message: "the field is named twice, on lines \(first.line) and \(member.line): keep one"))
        }
    }

    /// Text may hold line breaks and tabs, no other control character.
    private func checkControlCharacters(_ field: String, _ text: String) {
        if let scalar = CatalogueText.firstControlCharacter(in: text) {
            report(field, CatalogueText.controlCharacterMessage(scalar))
        }
    }

    /// The field's value, treating an explicit `null` like an absent field.
    private func value(_ field: String) -> JSONValue? {
        guard let member = object[field], member.value != .null else { return nil }
        return member.value
    }

    private func wrongType(_ field: String, expected: String, found: JSONValue) {
        report(field, "expected \(expected), found \(found.kindDescription)")
    }

    func requiredString(_ field: String) -> String {
        guard let found = value(field) else {
            report(field, "required field is missing")
            return ""
        }
        guard case .string(let written) = found else {
            wrongType(field, expected: "a string", found: found)
            return ""
        }
        let text = Self.unixLineEnds(written)
        checkControlCharacters(field, text)
        return text
    }

    /// Line breaks as `\n`: text pasted from Windows (`\r\n`) or an old
    /// Mac (`\r`) is line breaks too, not control characters.
    static func unixLineEnds(_ text: String) -> String {
        guard text.utf8.contains(0x0D) else { return text }
        return text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }

    func string(_ field: String, default fallback: String) -> String {
        optionalString(field) ?? fallback
    }

    func optionalString(_ field: String) -> String? {
        guard let found = value(field) else { return nil }
        guard case .string(let written) = found else {
            wrongType(field, expected: "a string", found: found)
            return nil
        }
        let text = Self.unixLineEnds(written)
        checkControlCharacters(field, text)
        return text
    }

    func int(_ field: String, default fallback: Int) -> Int {
        optionalInt(field) ?? fallback
    }

    func requiredInt(_ field: String) -> Int? {
        guard value(field) != nil else {
            report(field, "required field is missing")
            return nil
        }
        return optionalInt(field)
    }

    /// Read from the number's text, not its `Double` (which holds 53 bits):
    /// `likes` may be anything up to Firestore's largest integer.
    private func optionalInt(_ field: String) -> Int? {
        guard let found = value(field) else { return nil }
        guard case .number(let number) = found, let integer = Int(number.literal) ?? Int(exactly: number.value) else {
            if case .number(let number) = found, FirestoreLimits.isWhole(number.literal) {
                report(field, FirestoreLimits.integerRangeMessage(number.literal))
            } else {
                wrongType(field, expected: "a whole number", found: found)
            }
            return nil
        }
        return integer
    }

    func double(_ field: String, default fallback: Double) -> Double {
        guard let found = value(field) else { return fallback }
        guard case .number(let number) = found else {
            wrongType(field, expected: "a number", found: found)
            return fallback
        }
        return number.value
    }

    func bool(_ field: String, default fallback: Bool) -> Bool {
        guard let found = value(field) else { return fallback }
        guard case .bool(let flag) = found else {
            wrongType(field, expected: "true or false", found: found)
            return fallback
        }
        return flag
    }

    func stringArray(_ field: String) -> [String] {
        guard let found = value(field) else { return [] }
        guard case .array(let elements) = found else {
            wrongType(field, expected: "an array of strings", found: found)
            return []
        }
        var strings: [String] = []
        for element in elements {
            guard case .string(let text) = element else {
                wrongType(field, expected: "an array of strings", found: element)
                return []
            }
            checkControlCharacters(field, text)
            strings.append(text)
        }
        return strings
    }

    func objectArray(_ field: String) -> [JSONObject] {
        guard let found = value(field) else { return [] }
        guard case .array(let elements) = found else {
            wrongType(field, expected: "an array of objects", found: found)
            return []
        }
        var objects: [JSONObject] = []
        for element in elements {
            guard case .object(let object) = element else {
                wrongType(field, expected: "an array of objects", found: element)
                return []
            }
            objects.append(object)
        }
        return objects
    }

    /// An ISO 8601 timestamp such as `2026-11-20T15:00:00Z` (fractional
    /// seconds, as in Firestore exports, allowed).
    func timestamp(_ field: String) -> Date? {
        guard let text = optionalString(field) else { return nil }
        guard let (instant, day) = Timestamp.parseDated(text) else {
            report(field, "\"\(text)\" is not a real ISO 8601 timestamp (like 2026-11-20T15:00:00Z)")
            return nil
        }
        guard day.isSupported else {
            report(field, "\(text) is outside the supported dates \(CalendarDay.supportedDescription)")
            return nil
        }
        return instant
    }

    /// A `#RRGGBB` or `#RGB` colour.
    func color(_ field: String, default fallback: String) -> String {
        let text = string(field, default: fallback)
        let hex = text.dropFirst()
        guard text.hasPrefix("#"), hex.count == 6 || hex.count == 3, hex.allSatisfy(\.isHexDigit) else {
            report(field, "\"\(text)\" is not a hex colour like #F5A623")
            return fallback
        }
        return text.uppercased()
    }
}
