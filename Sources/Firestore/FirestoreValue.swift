import Foundation
import JokeSite

/// Firestore's typed values (`{"integerValue": "5"}`) to and from the plain
/// JSON the catalogue stores. Pulling then pushing gives back the same
/// Firestore types for everything the catalogue holds: whole numbers are
/// integers, numbers written with a point or exponent are doubles, and a
/// string in a field named `timestamp` or `…_at` that reads as a timestamp
/// is a timestamp. Types the catalogue has no JSON for come back as their
/// text: a reference as its path (`jokes/abc`), bytes as base64, a
/// geopoint as `{"latitude", "longitude"}`; pushed again, they are strings
/// and a map.
public enum FirestoreValue {
    /// The value's JSON, or a reason it has none (a `NaN` double).
    public static func decode(_ value: JSONValue) throws(FirestoreValueError) -> JSONValue {
        guard case .object(let typed) = value, let member = typed.members.first, typed.members.count == 1 else {
            throw FirestoreValueError("expected one typed value, found \(value.kindDescription)")
        }
        switch (member.key, member.value) {
        case ("nullValue", _): return .null
        case ("booleanValue", .bool(let flag)): return .bool(flag)
        case ("stringValue", .string(let text)): return .string(text)
        case ("integerValue", .string(let text)):
            guard let integer = Int64(text) else { throw FirestoreValueError("integerValue \"\(text)\" is not an integer") }
            return .number(JSONNumber(Double(integer), literal: String(integer)))
        case ("integerValue", .number(let number)):
            return .number(number)
        case ("doubleValue", let number):
            return .number(try double(number))
        case ("timestampValue", .string(let text)):
            return .string(catalogueTimestamp(text))
        case ("referenceValue", .string(let name)):
            return .string(DocumentName.relativePath(name))
        case ("bytesValue", .string(let base64)):
            return .string(base64)
        case ("geoPointValue", .object(let point)):
            var members: [JSONObject.Member] = []
            for key in ["latitude", "longitude"] {
                members.append(JSONObject.Member(key: key, value: .number(try double(point[key]?.value ?? .number(JSONNumber(0))))))
            }
            return .object(JSONObject(members: members))
        case ("arrayValue", .object(let array)):
            guard case .array(let values)? = array["values"]?.value else { return .array([]) }
            var elements: [JSONValue] = []
            elements.reserveCapacity(values.count)
            for element in values { elements.append(try decode(element)) }
            return .array(elements)
        case ("mapValue", .object(let map)):
            guard case .object(let fields)? = map["fields"]?.value else { return .object(JSONObject()) }
            return .object(try decodeFields(fields))
        default:
            throw FirestoreValueError("unsupported value \(member.key) (\(member.value.kindDescription))")
        }
    }

    /// A document's or map's `fields`, each decoded.
    public static func decodeFields(_ fields: JSONObject) throws(FirestoreValueError) -> JSONObject {
        var members: [JSONObject.Member] = []
        members.reserveCapacity(fields.members.count)
        for field in fields.members {
            do {
                members.append(JSONObject.Member(key: field.key, value: try decode(field.value)))
            } catch {
                throw FirestoreValueError("\(field.key): \(error.message)")
            }
        }
        return JSONObject(members: members)
    }

    /// The typed value of `value`, stored under the field `key`.
    public static func encode(_ value: JSONValue, key: String) -> JSONValue {
        switch value {
        case .null: return typed("nullValue", .null)
        case .bool(let flag): return typed("booleanValue", .bool(flag))
        case .number(let number):
            let isWhole = !number.literal.contains(where: { $0 == "." || $0 == "e" || $0 == "E" })
            return isWhole ? typed("integerValue", .string(number.literal)) : typed("doubleValue", .number(number))
        case .string(let text):
            if key == "timestamp" || key.hasSuffix("_at"), Timestamp.parse(text) != nil { return typed("timestampValue", .string(text)) }
            return typed("stringValue", .string(text))
        case .array(let elements):
            guard !elements.isEmpty else { return typed("arrayValue", .object(JSONObject())) }
            let values = JSONObject.Member(key: "values", value: .array(elements.map { encode($0, key: key) }))
            return typed("arrayValue", .object(JSONObject(members: [values])))
        case .object(let object):
            guard !object.members.isEmpty else { return typed("mapValue", .object(JSONObject())) }
            return typed("mapValue", .object(JSONObject(members: [JSONObject.Member(key: "fields", value: .object(encodeFields(object)))])))
        }
    }

    /// A catalogue document as Firestore `fields`.
    public static func encodeFields(_ object: JSONObject) -> JSONObject {
        JSONObject(members: object.members.map { JSONObject.Member(key: $0.key, value: encode($0.value, key: $0.key)) })
    }

    /// Firestore answers with up to nine fraction digits; the catalogue
    /// keeps whole seconds as `…:00Z`, so a fraction of zeros goes.
    static func catalogueTimestamp(_ text: String) -> String {
        guard text.hasSuffix("Z"), let point = text.firstIndex(of: ".") else { return text }
        var fraction = text[text.index(after: point)..<text.index(before: text.endIndex)]
        while fraction.last == "0" { fraction.removeLast() }
        return fraction.isEmpty ? String(text[..<point]) + "Z" : String(text[..<point]) + "." + fraction + "Z"
    }

    /// A double as the catalogue writes it: the shortest text that reads
    /// back as the same number, with a point (`2.0`, not `2`) so pushing it
    /// again makes a double.
    private static func double(_ value: JSONValue) throws(FirestoreValueError) -> JSONNumber {
        let number: Double
        switch value {
        case .number(let parsed): number = parsed.value
        case .string(let text): throw FirestoreValueError("doubleValue \(text) has no JSON form")
        default: throw FirestoreValueError("doubleValue is \(value.kindDescription)")
        }
        return JSONNumber(number, literal: "\(number)")
    }

    static func typed(_ type: String, _ value: JSONValue) -> JSONValue {
        .object(JSONObject(members: [JSONObject.Member(key: type, value: value)]))
    }
}

/// A Firestore value with no catalogue JSON.
public struct FirestoreValueError: Error, Sendable {
    public var message: String

    init(_ message: String) {
        self.message = message
    }
}
