import CCairoPango

/// A band of rows of an alpha-only (A8) cairo surface: one byte a pixel,
/// how much of it the text drawn covers.
struct HeadlineMask {
    private let surface: OpaquePointer
    private let rows: Range<Int>
    private let width: Int
    private let stride: Int
    private let bytes: UnsafeMutablePointer<UInt8>

    init(_ mask: Canvas, rows: Range<Int>) {
        surface = mask.surface
        self.rows = rows
        width = mask.width
        stride = Int(cairo_image_surface_get_stride(surface))
        bytes = cairo_image_surface_get_data(surface)! + rows.lowerBound * stride
    }

    /// No coverage in the band: what the last card drew there is gone.
    func clear() {
        cairo_surface_flush(surface)
        bytes.update(repeating: 0, count: rows.count * stride)
        cairo_surface_mark_dirty_rectangle(surface, 0, Int32(rows.lowerBound), Int32(width), Int32(rows.count))
    }

    /// The band's rows as PNG rows of `CardShades`: filter 0, then two
    /// pixels a byte.
    func appendRows(to output: inout [UInt8]) {
        cairo_surface_flush(surface)
        CardShades.appendRows(levels: bytes, width: width, stride: stride, count: rows.count, to: &output)
    }
}
