import TemplateEngine

/// A page of a settled joke shard as Pagefind indexed it: what a later
/// build compares the page with (is it still what the shard holds?) and
/// the name the search page masks it by when it is not.
struct IndexedPage: Equatable, Sendable {
    /// Its file in the output.
    let file: String
    /// The hash of the whole page then: the same now, it is unchanged
    /// without reading it.
    let pageHash: ContentHash
    /// The hash of what Pagefind read of it (`IndexedPart`).
    let indexedHash: ContentHash
    /// Pagefind's result id for it: its fragment's name (`en_1a2b3c4`),
    /// which repeats across shards but not within one. Empty when
    /// Pagefind made no fragment of it.
    let resultID: String
}

/// A settled shard's pages, kept as bytes with the shard's record in the
/// build's manifest (so they are committed, or not, with the shard's
/// files): each page's file and result id, length first, and its two hashes.
enum IndexedPages {
    static func encoded(_ pages: [IndexedPage]) -> [UInt8] {
        var bytes: [UInt8] = []
        for page in pages {
            appendText(page.file, to: &bytes)
            appendText(page.resultID, to: &bytes)
            for hash in [page.pageHash, page.indexedHash] {
                for word in [hash.high, hash.low] {
                    for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: word >> UInt64(shift))) }
                }
            }
        }
        return bytes
    }

    /// The pages `encoded` wrote; nil for bytes cut short or not its.
    static func decoded(_ bytes: ArraySlice<UInt8>) -> [IndexedPage]? {
        var reader = Reader(bytes: bytes, offset: bytes.startIndex)
        var pages: [IndexedPage] = []
        while reader.offset < bytes.endIndex {
            guard let file = reader.text(), let resultID = reader.text(), let pageHash = reader.hash(),
                  let indexedHash = reader.hash() else { return nil }
            pages.append(IndexedPage(file: file, pageHash: pageHash, indexedHash: indexedHash, resultID: resultID))
        }
        return pages
    }

    /// A text, its length in two bytes first (a page's path is far shorter).
    private static func appendText(_ text: String, to bytes: inout [UInt8]) {
        let utf8 = Array(text.utf8.prefix(0xFFFF))
        bytes.append(UInt8(utf8.count >> 8))
        bytes.append(UInt8(utf8.count & 0xFF))
        bytes += utf8
    }

    private struct Reader {
        let bytes: ArraySlice<UInt8>
        var offset: Int

        mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
            guard bytes.endIndex - offset >= count else { return nil }
            defer { offset += count }
            return bytes[offset..<(offset + count)]
        }

        mutating func text() -> String? {
            guard let length = take(2) else { return nil }
            return take(Int(length.first!) << 8 | Int(length.last!)).map { String(decoding: $0, as: UTF8.self) }
        }

        mutating func hash() -> ContentHash? {
            guard let bytes = take(16) else { return nil }
            let words = [bytes.prefix(8), bytes.suffix(8)].map { $0.reduce(UInt64(0)) { $0 << 8 | UInt64($1) } }
            return ContentHash(high: words[0], low: words[1])
        }
    }
}
