import Foundation
import JokeSite

extension FirestoreValue {
    /// Whether two typed values are the same value of the same type, as
    /// Firestore stores it: timestamps by instant to the microsecond
    /// (`-05:00`, `.500Z` and nine-digit fractions are forms of one
    /// instant), numbers by value (`2.50`, `-0`), bytes by their bytes,
    /// references by path. nil is an absent field.
    public static func same(_ a: JSONValue?, _ b: JSONValue?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        guard case .object(let left) = a, case .object(let right) = b, let l = left.members.first, let r = right.members.first,
              left.members.count == 1, right.members.count == 1, l.key == r.key else { return false }
        switch (l.key, l.value, r.value) {
        case ("integerValue", _, _):
            return integer(l.value) != nil && integer(l.value) == integer(r.value)
        case ("doubleValue", .number(let x), .number(let y)):
            return x.value == y.value
        case ("timestampValue", .string(let x), .string(let y)):
            return x == y || (instant(x) != nil && instant(x) == instant(y))
        case ("referenceValue", .string(let x), .string(let y)):
            return DocumentName.relativePath(x) == DocumentName.relativePath(y)
        case ("bytesValue", .string(let x), .string(let y)):
            return x == y || (Data(base64Encoded: x) != nil && Data(base64Encoded: x) == Data(base64Encoded: y))
        case ("geoPointValue", .object(let x), .object(let y)):
            return ["latitude", "longitude"].allSatisfy { key in
                guard case .number(let p)? = x[key]?.value, case .number(let q)? = y[key]?.value else { return x[key] == nil && y[key] == nil }
                return p.value == q.value
            }
        case ("arrayValue", .object(let x), .object(let y)):
            let (xs, ys) = (elements(x), elements(y))
            return xs.count == ys.count && zip(xs, ys).allSatisfy { same($0, $1) }
        case ("mapValue", .object(let x), .object(let y)):
            return sameFields(fields(x), fields(y))
        default:
            return l.value == r.value
        }
    }

    /// Whether two `fields` objects hold the same fields with the same values.
    public static func sameFields(_ a: JSONObject, _ b: JSONObject) -> Bool {
        a.members.count == b.members.count && a.members.allSatisfy { same($0.value, b[$0.key]?.value) }
    }

    /// A timestamp's instant as Firestore keeps it: whole seconds since
    /// 1970 and microseconds (Firestore cuts nanoseconds off).
    static func instant(_ text: String) -> Instant? {
        var whole = text
        var microseconds = 0
        if let point = text.firstIndex(of: ".") {
            let digits = text[text.index(after: point)...].prefix { $0.isASCII && $0.isNumber }
            let padded = (digits.prefix(6) + String(repeating: "0", count: max(0, 6 - digits.count)))
            microseconds = Int(padded) ?? 0
            whole = String(text[..<point]) + String(text[text.index(point, offsetBy: 1 + digits.count)...])
        }
        guard let date = Timestamp.parse(whole) else { return nil }
        return Instant(seconds: Int64(date.timeIntervalSince1970), microseconds: microseconds)
    }

    struct Instant: Equatable {
        var seconds: Int64
        var microseconds: Int
    }

    private static func integer(_ value: JSONValue) -> Int64? {
        switch value {
        case .string(let text): Int64(text)
        case .number(let number): wholeNumber(number)
        default: nil
        }
    }

    private static func elements(_ array: JSONObject) -> [JSONValue] {
        if case .array(let values)? = array["values"]?.value { return values }
        return []
    }

    private static func fields(_ map: JSONObject) -> JSONObject {
        if case .object(let fields)? = map["fields"]?.value { return fields }
        return JSONObject()
    }
}
