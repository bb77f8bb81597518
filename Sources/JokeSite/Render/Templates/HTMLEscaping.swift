/// HTML and XML escaping of text on its UTF-8 bytes, for the feeds (pages
/// escape in the template engine): text without `&<>"'` is returned as it
/// is. Working on bytes, it also escapes a `<` that carries a combining
/// mark, which a `Character` lookup lets through.
enum HTMLEscaping {
    /// `&<>"'` as entities, `'` as `apostrophe` (HTML and XML differ).
    static func escape(_ text: String, apostrophe: StaticString) -> String {
        guard text.utf8.contains(where: needsEscaping) else { return text }
        var text = text
        return text.withUTF8 { bytes in
            var escaped: [UInt8] = []
            escaped.reserveCapacity(bytes.count + 16)
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "<"): escaped += "&lt;".utf8
                case UInt8(ascii: ">"): escaped += "&gt;".utf8
                case UInt8(ascii: "&"): escaped += "&amp;".utf8
                case UInt8(ascii: "\""): escaped += "&quot;".utf8
                case UInt8(ascii: "'"): escaped += UnsafeBufferPointer(start: apostrophe.utf8Start, count: apostrophe.utf8CodeUnitCount)
                default: escaped.append(byte)
                }
            }
            return String(decoding: escaped, as: UTF8.self)
        }
    }

    private static func needsEscaping(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }
}
