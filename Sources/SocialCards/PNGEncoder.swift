import CCairoPango

/// Encodes a cairo image surface as PNG. Cairo's own writer uses libpng's
/// defaults (every row filter tried, deflate level 6): about 20 ms a card,
/// where drawing takes 1. Here a card whose every pixel is a blend of its
/// two colours (all but those with emoji) is written with a palette of 256
/// such blends, one byte a pixel instead of three, run-length deflated
/// (a card on a kept background, most cards, in 16: `CardShades`); other
/// images are unfiltered RGB(A) at zlib's fastest level.
enum PNGEncoder {
    /// `colours`: the two colours the image was drawn in, for the palette.
    static func encode(_ surface: OpaquePointer, colours: CardColours? = nil) -> [UInt8] {
        let image = SurfaceImage(surface)
        if let colours, let indexed = image.indexedRows(blending: colours) {
            return encodeIndexed(width: image.width, height: image.height, palette: indexed.palette, rows: indexed.rows)
        }
        var png = start(width: image.width, height: image.height, bitDepth: 8, colourType: image.isOpaque ? 2 : 6)
        png.appendChunk("IDAT", deflate(image.colourRows(alpha: !image.isOpaque)))
        png.appendChunk("IEND", [])
        return png
    }

    /// A palette image: `rows` of indexes, each led by filter 0.
    static func encodeIndexed(width: Int, height: Int, palette: [RGBColour], rows: [UInt8]) -> [UInt8] {
        encodeIndexed(width: width, height: height, palette: palette, bitDepth: 8, zlib: RunLengthDeflate.compress(rows, rowLength: 1 + width))
    }

    /// A palette image whose rows, of `bitDepth` bits a pixel, are compressed already.
    static func encodeIndexed(width: Int, height: Int, palette: [RGBColour], bitDepth: UInt8, zlib: [UInt8]) -> [UInt8] {
        var png = start(width: width, height: height, bitDepth: bitDepth, colourType: 3)
        png.appendChunk("PLTE", palette.flatMap { [$0.red, $0.green, $0.blue] })
        png.appendChunk("IDAT", zlib)
        png.appendChunk("IEND", [])
        return png
    }

    /// The signature and the header.
    private static func start(width: Int, height: Int, bitDepth: UInt8, colourType: UInt8) -> [UInt8] {
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.appendChunk("IHDR", header + [bitDepth, colourType, 0, 0, 0])
        return png
    }

    private static func deflate(_ bytes: [UInt8]) -> [UInt8] {
        var stream = z_stream()
        var status = deflateInit2_(&stream, 1, Z_DEFLATED, 15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        precondition(status == Z_OK, "zlib could not start: \(status)")
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))))
        bytes.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { buffer in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.avail_in = uInt(input.count)
                stream.next_out = buffer.baseAddress
                stream.avail_out = uInt(buffer.count)
                status = CCairoPango.deflate(&stream, Z_FINISH)
            }
        }
        // deflateBound leaves room for all of it in one call.
        precondition(status == Z_STREAM_END, "zlib could not finish: \(status)")
        output.removeLast(Int(stream.avail_out))
        return output
    }
}

/// The pixels of a cairo ARGB32 surface: native-endian words, colour
/// multiplied by alpha.
struct SurfaceImage {
    let width: Int
    let height: Int
    let stride: Int
    let pixels: UnsafeBufferPointer<UInt32>

    init(_ surface: OpaquePointer) {
        cairo_surface_flush(surface)
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let data = UnsafePointer<UInt32>(OpaquePointer(cairo_image_surface_get_data(surface)!))
        pixels = UnsafeBufferPointer(start: data, count: stride * height)
    }

    var isOpaque: Bool {
        (0..<height).allSatisfy { y in (0..<width).allSatisfy { x in pixels[y * stride + x] >> 24 == 0xFF } }
    }

    /// PNG rows of RGB or RGBA (straight alpha), each led by filter 0.
    func colourRows(alpha: Bool) -> [UInt8] {
        let channels = alpha ? 4 : 3
        let rowLength = 1 + width * channels
        return [UInt8](unsafeUninitializedCapacity: rowLength * height) { output, count in
            for y in 0..<height {
                var at = y * rowLength
                output[at] = 0
                at += 1
                for x in 0..<width {
                    let pixel = pixels[y * stride + x]
                    let opacity = pixel >> 24
                    for shift: UInt32 in [16, 8, 0] {
                        var channel = (pixel >> shift) & 0xFF
                        if opacity != 0xFF && opacity != 0 { channel = (channel * 255 + opacity / 2) / opacity }
                        output[at] = UInt8(channel)
                        at += 1
                    }
                    if alpha {
                        output[at] = UInt8(opacity)
                        at += 1
                    }
                }
            }
            count = rowLength * height
        }
    }

    /// Rows of palette indexes when every pixel is opaque and, within two
    /// levels a channel, one of 256 even blends from `fill` to `ink`; nil
    /// otherwise (emoji, transparency).
    func indexedRows(blending colours: CardColours) -> (palette: [RGBColour], rows: [UInt8])? {
        let palette = (0...255).map { colours.fill.mixed(with: colours.ink, amount: Double($0) / 255) }
        let blends = palette.map(\.word)
        let (fill, ink) = (colours.fill.word, colours.ink.word)
        // The channel that changes most from fill to ink places a pixel.
        let shift = [16, 8, 0].max { Self.distance(fill, ink, $0) < Self.distance(fill, ink, $1) }!
        let (from, span) = (Int(fill >> shift & 0xFF), Int(ink >> shift & 0xFF) - Int(fill >> shift & 0xFF))
        guard span != 0 else { return nil }
        let rowLength = 1 + width
        var isBlend = true
        let rows = [UInt8](unsafeUninitializedCapacity: rowLength * height) { output, count in
            var last = blends[0]
            var lastIndex: UInt8 = 0
            rowsLoop: for y in 0..<height {
                let row = pixels.baseAddress! + y * stride
                let indexes = output.baseAddress! + y * rowLength + 1
                output[y * rowLength] = 0
                var x = 0
                while x < width {
                    let pixel = row[x]
                    if pixel != last {
                        let step = ((Int(pixel >> shift & 0xFF) - from) * 255 * 2 / span + 1) >> 1
                        guard (0...255).contains(step), Self.isNear(pixel, blends[step]) else {
                            isBlend = false
                            break rowsLoop
                        }
                        last = pixel
                        lastIndex = UInt8(step)
                    }
                    // Cards are mostly long runs of one colour: find where the
                    // run ends two pixels a step, then fill its indexes at once.
                    var end = x + 1
                    let pair = UInt64(last) << 32 | UInt64(last)
                    while end + 2 <= width, UnsafeRawPointer(row + end).loadUnaligned(as: UInt64.self) == pair { end += 2 }
                    if end < width, row[end] == last { end += 1 }
                    (indexes + x).update(repeating: lastIndex, count: end - x)
                    x = end
                }
            }
            count = isBlend ? rowLength * height : 0
        }
        return isBlend ? (palette, rows) : nil
    }

    private static func distance(_ a: UInt32, _ b: UInt32, _ shift: Int) -> Int {
        abs(Int(a >> shift & 0xFF) - Int(b >> shift & 0xFF))
    }

    /// Opaque, and within two levels on each channel.
    private static func isNear(_ pixel: UInt32, _ blend: UInt32) -> Bool {
        pixel >> 24 == 0xFF && distance(pixel, blend, 16) <= 2 && distance(pixel, blend, 8) <= 2 && distance(pixel, blend, 0) <= 2
    }
}

extension RGBColour {
    /// As cairo stores an opaque pixel.
    fileprivate var word: UInt32 { 0xFF00_0000 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue) }
}

extension [UInt8] {
    fileprivate mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }

    /// Length, type, data, and the CRC of type and data.
    fileprivate mutating func appendChunk(_ type: String, _ data: [UInt8]) {
        appendBigEndian(UInt32(data.count))
        let typed = Array(type.utf8) + data
        append(contentsOf: typed)
        appendBigEndian(UInt32(typed.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }))
    }
}
