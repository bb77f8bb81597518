/// JSON written in code as Swift literals: `["name": "x", "list": ["a"]]`.
extension JSONValue: ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    public init(stringLiteral text: String) {
        self = .string(text)
    }

    public init(arrayLiteral elements: JSONValue...) {
        self = .array(elements)
    }

    /// Members in the literal's order (`JSONWriter` sorts them).
    public init(dictionaryLiteral members: (String, JSONValue)...) {
        self = .object(JSONObject(members: members.map { .init(key: $0.0, value: $0.1) }))
    }
}
