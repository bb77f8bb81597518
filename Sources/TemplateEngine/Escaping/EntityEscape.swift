/// `&<>"'` as entities, on bytes, as jokesite has always written them
/// (`'` as `&#39;` in HTML, `&apos;` in XML); runs without them are copied
/// whole. Working on bytes, it also escapes a `<` that carries a combining
/// mark, which a `Character` lookup lets through.
enum EntityEscape {
    static let htmlApostrophe: StaticString = "&#39;"
    static let xmlApostrophe: StaticString = "&apos;"

    static func append(_ text: String, apostrophe: StaticString, to bytes: inout [UInt8]) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { append($0, apostrophe, to: &bytes) }
        if done == nil { Array(text.utf8).withUnsafeBufferPointer { append($0, apostrophe, to: &bytes) } }
    }

    private static func append(_ source: UnsafeBufferPointer<UInt8>, _ apostrophe: StaticString, to bytes: inout [UInt8]) {
        var runStart = 0
        for index in source.indices {
            let entity: StaticString
            switch source[index] {
            case UInt8(ascii: "<"): entity = "&lt;"
            case UInt8(ascii: ">"): entity = "&gt;"
            case UInt8(ascii: "&"): entity = "&amp;"
            case UInt8(ascii: "\""): entity = "&quot;"
            case UInt8(ascii: "'"): entity = apostrophe
            default: continue
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index]))
            entity.withUTF8Buffer { bytes.append(contentsOf: $0) }
            runStart = index + 1
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart...]))
    }
}
