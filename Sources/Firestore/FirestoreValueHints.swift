import Foundation
import JokeSite

extension FirestoreValue {
    /// The typed value of `value` for the field `key`, keeping the type of
    /// `previous` (what Firestore held at the last sync) when `value` can
    /// have it: a timestamp, reference, bytes or geopoint outside the
    /// fields `encode(_:key:)` recognises, an integer written `1e2`, a
    /// double written `2`. `root` (`projects/P/databases/D/documents`)
    /// makes a reference's path a full name again.
    public static func encode(_ value: JSONValue, key: String, previous: JSONValue?, root: String) -> JSONValue {
        guard case .object(let hint)? = previous, let kind = hint.members.first, hint.members.count == 1 else {
            return encode(value, key: key)
        }
        switch (kind.key, value) {
        case ("timestampValue", .string(let text)) where Timestamp.parse(text) != nil:
            return typed("timestampValue", .string(text))
        case ("referenceValue", .string(let path)) where !path.isEmpty:
            return typed("referenceValue", .string(path.hasPrefix("projects/") ? path : "\(root)/\(path)"))
        case ("bytesValue", .string(let base64)) where Data(base64Encoded: base64) != nil:
            return typed("bytesValue", .string(base64))
        case ("geoPointValue", .object(let point)) where isGeoPoint(point):
            return typed("geoPointValue", .object(point))
        case ("integerValue", .number(let number)):
            if let integer = wholeNumber(number) { return typed("integerValue", .string(String(integer))) }
        case ("doubleValue", .number(let number)):
            return typed("doubleValue", .number(number))
        case ("mapValue", .object(let object)):
            let previousFields: JSONObject
            if case .object(let map) = kind.value, case .object(let fields)? = map["fields"]?.value { previousFields = fields } else { previousFields = JSONObject() }
            guard !object.members.isEmpty else { return typed("mapValue", .object(JSONObject())) }
            return typed("mapValue", .object(JSONObject(members: [JSONObject.Member(
                key: "fields", value: .object(encodeFields(object, previous: previousFields, root: root)))])))
        case ("arrayValue", .array(let elements)):
            var previousElements: [JSONValue] = []
            if case .object(let array) = kind.value, case .array(let values)? = array["values"]?.value { previousElements = values }
            guard !elements.isEmpty else { return typed("arrayValue", .object(JSONObject())) }
            let encoded = elements.enumerated().map { index, element in
                encode(element, key: key, previous: index < previousElements.count ? previousElements[index] : nil, root: root)
            }
            return typed("arrayValue", .object(JSONObject(members: [JSONObject.Member(key: "values", value: .array(encoded))])))
        default:
            break
        }
        return encode(value, key: key)
    }

    /// A catalogue document (or map) as Firestore `fields`, each field
    /// keeping its type in `previous`.
    public static func encodeFields(_ object: JSONObject, previous: JSONObject, root: String) -> JSONObject {
        JSONObject(members: object.members.map { member in
            JSONObject.Member(key: member.key, value: encode(member.value, key: member.key, previous: previous[member.key]?.value, root: root))
        })
    }

    /// The number as a 64-bit integer when it is a whole one (`3`, `1e2`, `-0`).
    static func wholeNumber(_ number: JSONNumber) -> Int64? {
        if let integer = Int64(number.literal) { return integer }
        guard number.value.rounded() == number.value, abs(number.value) < 9.2e18 else { return nil }
        return Int64(number.value)
    }

    private static func isGeoPoint(_ point: JSONObject) -> Bool {
        guard point.members.count == 2, case .number? = point["latitude"]?.value, case .number? = point["longitude"]?.value else { return false }
        return true
    }
}
