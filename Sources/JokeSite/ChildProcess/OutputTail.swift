/// The last `limit` bytes of a stream: what a child process printed last
/// is what explains its failure, and a child that prints without end must
/// not fill the build's memory (held: at most twice `limit`).
struct OutputTail: Sendable {
    let limit: Int
    private var buffer: [UInt8] = []

    init(limit: Int) {
        self.limit = limit
    }

    /// The kept bytes, at most `limit`.
    var bytes: ArraySlice<UInt8> { buffer.suffix(limit) }

    mutating func append(_ chunk: UnsafeRawBufferPointer) {
        buffer.append(contentsOf: chunk.suffix(limit))
        // Cut once the buffer holds twice the limit, not at every chunk.
        if buffer.count >= 2 * limit { buffer.removeFirst(buffer.count - limit) }
    }

    /// The last line that is not blank, at most `characters` long (its end,
    /// after "…"): a failure's message, never the whole output.
    func lastLine(characters: Int = 500) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let line = text.split(whereSeparator: \.isNewline).last(where: { !$0.allSatisfy(\.isWhitespace) }) else { return nil }
        let trimmed = String(line).trimmingWhitespace()
        return trimmed.count <= characters ? trimmed : "…" + trimmed.suffix(characters)
    }
}
