/// A cache a build keeps in the state folder for the next (the joke views'
/// hashes, the rules' orders, the jokes that passed): a sealed file whose
/// first line names it, its format's version and the jokesite that wrote
/// it, so another version's cache is made anew, never misread.
struct StateCache {
    let path: String
    private let header: [UInt8]

    init(_ name: String, version: Int, in state: StateFolder, generator: String) {
        path = state.path + "/" + name
        header = Array("jokesite-\(name) \(version) \(generator)\n".utf8)
    }

    /// What `decode` makes of its bytes after the first line; nil when it
    /// is missing, not whole, another's, or `decode` refuses it.
    func read<Value>(_ decode: (UnsafeRawBufferPointer) -> Value?) -> Value? {
        guard let body = SealedFile.read(path), body.starts(with: header) else { return nil }
        return body.dropFirst(header.count).withUnsafeBytes(decode)
    }

    /// A writer of its bytes, its first line written.
    func writer(capacity: Int) -> CompactWriter {
        CompactWriter(startingWith: header, capacity: capacity)
    }

    /// Written whole or not at all; a state folder that cannot take it
    /// costs the next build the work it saves, nothing else.
    func write(_ writer: CompactWriter) {
        try? SealedFile.write(path, writer.bytes, flush: false)
    }
}
