/// An `Encodable` value as a `JSONValue`, for `JSONWriter`: what
/// `JSONEncoder` would write (an absent optional left out, a `Double`
/// without a trailing `.0`), without a second JSON writer.
enum JSONValueEncoder {
    static func encode(_ value: some Encodable) throws -> JSONValue {
        let root = Slot()
        try value.encode(to: SlotEncoder(slot: root, codingPath: []))
        return root.value
    }

    /// A number as `JSONEncoder` writes it; not a number or infinite cannot be written.
    static func number(_ value: Double, at path: [any CodingKey]) throws -> JSONValue {
        guard value.isFinite else {
            throw EncodingError.invalidValue(value, .init(codingPath: path, debugDescription: "JSON has no \(value)"))
        }
        var literal = value.description
        if literal.hasSuffix(".0") { literal.removeLast(2) }
        return .number(JSONNumber(value, literal: literal))
    }

    static func integer(_ value: some BinaryInteger) -> JSONValue {
        .number(JSONNumber(Double(value), literal: String(value)))
    }
}

/// Where one encoded value goes: a value, or an object or array filled
/// member by member (a later member of the same key replaces the earlier).
private final class Slot {
    enum Kind {
        case empty
        case value(JSONValue)
        case object
        case array
    }

    var kind = Kind.empty
    private var members: [(key: String, slot: Slot)] = []
    private var elements: [Slot] = []

    var value: JSONValue {
        switch kind {
        case .empty: .object(JSONObject())
        case .value(let value): value
        case .object: .object(JSONObject(members: members.map { .init(key: $0.key, value: $0.slot.value) }))
        case .array: .array(elements.map(\.value))
        }
    }

    func member(_ key: String) -> Slot {
        kind = .object
        let slot = Slot()
        if let place = members.firstIndex(where: { $0.key == key }) { members[place].slot = slot } else { members.append((key, slot)) }
        return slot
    }

    func appended() -> Slot {
        kind = .array
        let slot = Slot()
        elements.append(slot)
        return slot
    }

    var count: Int { elements.count }
}

private struct SlotEncoder: Encoder {
    let slot: Slot
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .empty = slot.kind { slot.kind = .object }
        return KeyedEncodingContainer(KeyedSlot<Key>(slot: slot, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .empty = slot.kind { slot.kind = .array }
        return UnkeyedSlot(slot: slot, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleSlot(slot: slot, codingPath: codingPath)
    }
}

/// One value: every `encode` of the containers comes here.
private struct SingleSlot: SingleValueEncodingContainer {
    let slot: Slot
    let codingPath: [any CodingKey]

    mutating func encodeNil() { slot.kind = .value(.null) }
    mutating func encode(_ value: Bool) { slot.kind = .value(.bool(value)) }
    mutating func encode(_ value: String) { slot.kind = .value(.string(value)) }
    mutating func encode(_ value: Double) throws { slot.kind = .value(try JSONValueEncoder.number(value, at: codingPath)) }
    mutating func encode(_ value: Float) throws { slot.kind = .value(try JSONValueEncoder.number(Double(value), at: codingPath)) }
    mutating func encode(_ value: Int) { slot.kind = .value(JSONValueEncoder.integer(value)) }
    mutating func encode(_ value: Int8) { slot.kind = .value(JSONValueEncoder.integer(value)) }
    mutating func encode(_ value: Int16) { slot.kind = .value(JSONValueEncoder.integer(value)) }
    mutating func encode(_ value: Int32) { slot.kind = .value(JSONValueEncoder.integer(value)) }
    mutating func encode(_ value: Int64) { slot.kind = .value(JSONValueEncoder.integer(value)) }
    mutating func encode(_ value: UInt) { slot.kind = .value(JSONValueEncoder.integer(value)) }
    mutating func encode(_ value: UInt8) { slot.kind = .value(JSONValueEncoder.integer(value)) }
    mutating func encode(_ value: UInt16) { slot.kind = .value(JSONValueEncoder.integer(value)) }
    mutating func encode(_ value: UInt32) { slot.kind = .value(JSONValueEncoder.integer(value)) }
    mutating func encode(_ value: UInt64) { slot.kind = .value(JSONValueEncoder.integer(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws { try value.encode(to: SlotEncoder(slot: slot, codingPath: codingPath)) }
}

private struct KeyedSlot<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let slot: Slot
    let codingPath: [any CodingKey]

    private func single(_ key: Key) -> SingleSlot {
        SingleSlot(slot: slot.member(key.stringValue), codingPath: codingPath + [key])
    }

    mutating func encodeNil(forKey key: Key) { var single = single(key); single.encodeNil() }
    mutating func encode(_ value: Bool, forKey key: Key) { var single = single(key); single.encode(value) }
    mutating func encode(_ value: String, forKey key: Key) { var single = single(key); single.encode(value) }
    mutating func encode(_ value: Double, forKey key: Key) throws { var single = single(key); try single.encode(value) }
    mutating func encode(_ value: Float, forKey key: Key) throws { var single = single(key); try single.encode(value) }
    mutating func encode(_ value: Int, forKey key: Key) { var single = single(key); single.encode(value) }
    mutating func encode(_ value: Int8, forKey key: Key) { var single = single(key); single.encode(value) }
    mutating func encode(_ value: Int16, forKey key: Key) { var single = single(key); single.encode(value) }
    mutating func encode(_ value: Int32, forKey key: Key) { var single = single(key); single.encode(value) }
    mutating func encode(_ value: Int64, forKey key: Key) { var single = single(key); single.encode(value) }
    mutating func encode(_ value: UInt, forKey key: Key) { var single = single(key); single.encode(value) }
    mutating func encode(_ value: UInt8, forKey key: Key) { var single = single(key); single.encode(value) }
    mutating func encode(_ value: UInt16, forKey key: Key) { var single = single(key); single.encode(value) }
    mutating func encode(_ value: UInt32, forKey key: Key) { var single = single(key); single.encode(value) }
    mutating func encode(_ value: UInt64, forKey key: Key) { var single = single(key); single.encode(value) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { var single = single(key); try single.encode(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                        forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        SlotEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        SlotEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        SlotEncoder(slot: slot.member("super"), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        SlotEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key])
    }
}

private struct UnkeyedSlot: UnkeyedEncodingContainer {
    let slot: Slot
    let codingPath: [any CodingKey]
    var count: Int { slot.count }

    private func single() -> SingleSlot {
        SingleSlot(slot: slot.appended(), codingPath: codingPath)
    }

    mutating func encodeNil() { var single = single(); single.encodeNil() }
    mutating func encode(_ value: Bool) { var single = single(); single.encode(value) }
    mutating func encode(_ value: String) { var single = single(); single.encode(value) }
    mutating func encode(_ value: Double) throws { var single = single(); try single.encode(value) }
    mutating func encode(_ value: Float) throws { var single = single(); try single.encode(value) }
    mutating func encode(_ value: Int) { var single = single(); single.encode(value) }
    mutating func encode(_ value: Int8) { var single = single(); single.encode(value) }
    mutating func encode(_ value: Int16) { var single = single(); single.encode(value) }
    mutating func encode(_ value: Int32) { var single = single(); single.encode(value) }
    mutating func encode(_ value: Int64) { var single = single(); single.encode(value) }
    mutating func encode(_ value: UInt) { var single = single(); single.encode(value) }
    mutating func encode(_ value: UInt8) { var single = single(); single.encode(value) }
    mutating func encode(_ value: UInt16) { var single = single(); single.encode(value) }
    mutating func encode(_ value: UInt32) { var single = single(); single.encode(value) }
    mutating func encode(_ value: UInt64) { var single = single(); single.encode(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { var single = single(); try single.encode(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        SlotEncoder(slot: slot.appended(), codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        SlotEncoder(slot: slot.appended(), codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        SlotEncoder(slot: slot.appended(), codingPath: codingPath)
    }
}
