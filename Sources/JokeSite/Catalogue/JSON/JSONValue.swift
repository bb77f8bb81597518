import Foundation

/// A parsed JSON value that remembers, for every object member, the line it
/// starts on, so problems can point at the document in the file.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// How a problem message names this value's type ("a string", "an array").
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A number with the text it was written as, so a file written back keeps
/// `4.0` as `4.0` and `4` as `4`.
public struct JSONNumber: Sendable, Equatable {
    public var value: Double
    public var literal: String

    public init(_ value: Double, literal: String) {
        self.value = value
        self.literal = literal
    }

    public init(_ integer: Int) {
        self.init(Double(integer), literal: String(integer))
    }
}

/// A JSON object's members in file order (duplicate keys are kept so the
/// loader can report them).
public struct JSONObject: Sendable, Equatable {
    public struct Member: Sendable, Equatable {
        public var key: String
        public var value: JSONValue
        /// 1-based line of the member's key in its file (0 when made in code).
        public var line: Int

        public init(key: String, value: JSONValue, line: Int = 0) {
            self.key = key
            self.value = value
            self.line = line
        }
    }

    public var members: [Member]

    public init(members: [Member] = []) {
        self.members = members
    }

    /// The first member named `key`. Objects in a catalogue document hold a
    /// dozen fields, so a linear scan beats building a dictionary.
    public subscript(key: String) -> Member? {
        members.first { $0.key == key }
    }
}

extension JSONValue {
    /// An `Encodable` value as `JSONEncoder` encodes it (an absent optional
    /// left out, a `Double` without a trailing `.0`), for `JSONWriter` to
    /// write: its number literals are kept as `JSONEncoder` wrote them.
    init(encoding value: some Encodable) throws {
        self = try JSONParser.parse(Array(JSONEncoder().encode(value)))
    }
}
