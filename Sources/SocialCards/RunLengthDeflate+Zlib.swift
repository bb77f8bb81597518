import CCairoPango

extension RunLengthDeflate.Block {
    /// zlib's smallest deflate block of `input[range]` (level 9), whose
    /// matches may reach back `context` bytes before `range`, ending on a
    /// byte boundary like `RunLengthDeflate.block`. Far slower than that,
    /// but worth it where a block is made once and written with many
    /// cards (a background's rows around the headline): about 30 % smaller.
    static func smallest(of input: UnsafeBufferPointer<UInt8>, range: Range<Int>, context: Int, isLast: Bool) -> Self {
        var stream = z_stream()
        // Negative window bits: a raw deflate stream, without zlib's header and checksum.
        var status = deflateInit2_(&stream, 9, Z_DEFLATED, -15, 9, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        precondition(status == Z_OK, "zlib could not start: \(status)")
        defer { deflateEnd(&stream) }
        let start = input.baseAddress! + range.lowerBound
        if context > 0 {
            status = deflateSetDictionary(&stream, start - context, uInt(context))
            precondition(status == Z_OK, "zlib took no dictionary: \(status)")
        }
        // The bound, and room for the sync flush's empty stored block.
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(range.count))) + 16)
        output.withUnsafeMutableBufferPointer { buffer in
            stream.next_in = UnsafeMutablePointer(mutating: start)
            stream.avail_in = uInt(range.count)
            stream.next_out = buffer.baseAddress
            stream.avail_out = uInt(buffer.count)
            status = deflate(&stream, isLast ? Z_FINISH : Z_SYNC_FLUSH)
        }
        precondition(status == (isLast ? Z_STREAM_END : Z_OK) && stream.avail_in == 0, "zlib could not finish: \(status)")
        let adler = UInt32(adler32(1, start, uInt(range.count)))
        // A copy of the bytes written: the block is kept, its bound would be too.
        return Self(bytes: Array(output[..<(output.count - Int(stream.avail_out))]), adler: adler, length: range.count)
    }
}
