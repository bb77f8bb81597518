/// Byte-level shortcuts for text that is all ASCII, as most joke text is:
/// walking `Character`s asks Unicode tables for every letter, and these
/// run once per joke of the catalogue. Each caller keeps its `Character`
/// path for other text, with the same results.
enum ASCIIText {
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    static func lowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }

    /// Runs `body` on the text's bytes when they are all ASCII; nil otherwise.
    static func withBytes<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        var text = text
        return text.withUTF8 { bytes in
            bytes.allSatisfy { $0 < 0x80 } ? body(bytes) : nil
        }
    }

    /// A string of at most `capacity` bytes, written by `body`.
    static func string(capacity: Int, _ body: (inout ByteWriter) -> Void) -> String {
        String(unsafeUninitializedCapacity: capacity) { buffer in
            var writer = ByteWriter(buffer: buffer)
            body(&writer)
            return writer.count
        }
    }

    struct ByteWriter {
        let buffer: UnsafeMutableBufferPointer<UInt8>
        private(set) var count = 0

        init(buffer: UnsafeMutableBufferPointer<UInt8>) {
            self.buffer = buffer
        }

        mutating func append(_ byte: UInt8) {
            buffer[count] = byte
            count += 1
        }
    }
}
