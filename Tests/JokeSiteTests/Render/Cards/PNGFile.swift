import CCairoPango
import Foundation

/// A PNG as tests read it: its header, and its pixels decoded by cairo
/// (through libpng), a reader independent of jokesite's encoder.
struct PNGFile {
    let bytes: [UInt8]

    var hasSignature: Bool { bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) }
    var width: Int { number(at: 16) }
    var height: Int { number(at: 20) }
    /// 2 RGB, 3 palette, 6 RGBA.
    var colourType: UInt8 { bytes[25] }

    /// IHDR's big-endian 32-bit fields.
    private func number(at offset: Int) -> Int {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }

    /// Cairo's ARGB32 words, premultiplied; nil when cairo cannot read it.
    func decodedPixels() -> [UInt32]? {
        final class Source {
            var bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let source = Source(bytes)
        let surface = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream({ closure, data, length in
                let source = Unmanaged<Source>.fromOpaque(closure!).takeUnretainedValue()
                let count = Int(length)
                guard source.offset + count <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
                for index in 0..<count { data![index] = source.bytes[source.offset + index] }
                source.offset += count
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(source).toOpaque())
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let data = UnsafePointer<UInt32>(OpaquePointer(cairo_image_surface_get_data(surface)!))
        return (0..<height).flatMap { y in (0..<width).map { x in data[y * stride + x] } }
    }
}
