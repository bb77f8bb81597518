/// Cuts a pretty-printed collection without reading all of it first: a
/// file of a million documents written one member a line (as jokesite and
/// Firestore exports write them) is cut where a line starts with the first
/// member's indentation and a quote, after a line ending in `,`. Only a
/// guess, since a nested object may be written alike; the parser proves
/// each run (it must end exactly at the next cut), and a file whose runs
/// do not is parsed whole, as any file that is not one object is.
extension CollectionSplitter {
    /// Runs of about `size` bytes, or nil when the file is not written one
    /// member a line or not closed by `}`.
    static func chunksAtMemberLines(of contents: FileContents, size: Int) -> [Chunk]? {
        let buffer = contents.bytes
        let first = buffer.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard let open = buffer[first...].firstIndex(where: { !isWhitespace($0) }), buffer[open] == UInt8(ascii: "{"),
              let close = buffer.lastIndex(where: { !isWhitespace($0) }), close > open, buffer[close] == UInt8(ascii: "}"),
              let member = buffer[(open + 1)...].firstIndex(where: { !isWhitespace($0) }), member < close,
              let memberLine = buffer[first..<member].lastIndex(of: UInt8(ascii: "\n")) else { return nil }
        let indent = buffer[(memberLine + 1)..<member]
        guard indent.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) else { return nil }
        // Each cut, and where the line it is on starts, found while its page is in.
        var cuts: [Int] = [], lineStarts: [Int] = []
        var next = member + size
        while next < close, let (cut, line) = nextCut(in: buffer, from: next, before: close, indent: indent) {
            cuts.append(cut)
            lineStarts.append(buffer[first..<cut].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? first)
            // Reading a byte of a mapped file maps the whole large folio it is
            // in (a megabyte or so of a file read ahead): pages this pass read
            // go at once, or one byte a megabyte would hold half the file.
            contents.release(first..<line)
            next = max(cut + size, line)
        }
        let starts = [open] + cuts
        // Each run's first line: the lines before it, counted on every core.
        let segments = zip([first] + starts, starts).map { $0..<$1 }
        // A mapped file's pages go once counted: the parse reads them again run by run.
        let newlines = ParallelMap.map(segments, parallel: segments.count > 1, grain: 1) { segment in
            defer { contents.release(segment) }
            return contents.bytes[segment].reduce(0) { $0 &+ ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        }
        var line = 1
        let startLines = [buffer[first..<open].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? first] + lineStarts
        return starts.indices.map { run in
            line += newlines[run]
            return Chunk(start: JSONParser.Position(index: starts[run] + 1, line: line, lineStart: startLines[run]),
                         end: run < cuts.count ? cuts[run] : close)
        }
    }

    /// The first member line after `start`, and the `,` before it.
    private static func nextCut(in buffer: UnsafeBufferPointer<UInt8>, from start: Int, before close: Int,
                                indent: Slice<UnsafeBufferPointer<UInt8>>) -> (comma: Int, line: Int)? {
        var index = start
        while let newline = buffer[index..<close].firstIndex(of: UInt8(ascii: "\n")) {
            index = newline + 1
            let quote = newline + 1 + indent.count
            guard quote < close, buffer[quote] == UInt8(ascii: "\""), buffer[(newline + 1)..<quote].elementsEqual(indent),
                  let comma = buffer[..<newline].lastIndex(where: { !isWhitespace($0) }), buffer[comma] == UInt8(ascii: ",") else { continue }
            return (comma, index)
        }
        return nil
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t")
    }
}
