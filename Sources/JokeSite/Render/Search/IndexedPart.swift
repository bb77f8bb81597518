import TemplateEngine

/// The part of a page Pagefind reads: everything up to the end of the
/// element marked `data-pagefind-body`. What follows it (a joke page's
/// links to the next and previous jokes, which show their setups) changes
/// when a neighbour is edited, and would make an edit re-index the
/// neighbours' shards for nothing. A page with a `data-pagefind-` mark
/// after that element, or none, is read whole.
enum IndexedPart {
    private static let body = Array("data-pagefind-body".utf8)
    private static let mark = Array("data-pagefind-".utf8)

    /// The hash of the page's indexed part.
    static func hash(of page: [UInt8]) -> ContentHash {
        ContentHash.of(page[..<end(of: page)])
    }

    static func end(of page: [UInt8]) -> Int {
        guard let attribute = find(body, in: page, from: 0),
              let open = page[..<attribute].lastIndex(of: UInt8(ascii: "<")) else { return page.count }
        let name = page[(open + 1)...].prefix { isNameByte($0) }
        guard !name.isEmpty else { return page.count }
        let opening = [UInt8(ascii: "<")] + name
        let closing = Array("</".utf8) + name + [UInt8(ascii: ">")]
        // The matching end tag: elements of the same name nest.
        var depth = 1
        var at = attribute
        while depth > 0 {
            guard let close = find(closing, in: page, from: at) else { return page.count }
            var inner = at
            while let nested = find(opening, in: page, from: inner), nested < close {
                if nested + opening.count < page.count, !isNameByte(page[nested + opening.count]) { depth += 1 }
                inner = nested + opening.count
            }
            depth -= 1
            at = close + closing.count
        }
        return find(mark, in: page, from: at) == nil ? at : page.count
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        var at = start
        while at + needle.count <= bytes.count, let first = bytes[at...].firstIndex(of: needle[0]) {
            guard first + needle.count <= bytes.count else { return nil }
            if bytes[first..<(first + needle.count)].elementsEqual(needle) { return first }
            at = first + 1
        }
        return nil
    }
}
