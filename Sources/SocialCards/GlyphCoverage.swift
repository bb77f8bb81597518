import CCairoPango

/// How much of each pixel one glyph covers, as cairo draws it with its
/// origin on a whole pixel: the box of its non-zero levels, from the
/// origin. Several glyphs drawn with cairo's add operator (as a headline
/// is) cover the sum of their levels, at most 255.
struct GlyphCoverage: Sendable {
    /// Of the box's top-left pixel, from the glyph's origin.
    let left: Int
    let top: Int
    let width: Int
    let height: Int
    /// `width` × `height`, row by row.
    let levels: [UInt8]

    init(left: Int, top: Int, width: Int, height: Int, levels: [UInt8]) {
        (self.left, self.top, self.width, self.height, self.levels) = (left, top, width, height, levels)
    }

    /// The glyph drawn alone on an alpha-only surface, as a headline's
    /// glyphs are; nil if its ink reaches the surface's edge (its extents
    /// understated it), when the box could be short of what cairo draws.
    init?(glyph: UInt32, font: OpaquePointer) {
        var placed = cairo_glyph_t(index: UInt(glyph), x: 0, y: 0)
        var extents = cairo_text_extents_t()
        cairo_scaled_font_glyph_extents(font, &placed, 1, &extents)
        // The outline's box, with room for antialiasing's reach.
        let margin = 4
        let left = Int(extents.x_bearing.rounded(.down)) - margin
        let top = Int(extents.y_bearing.rounded(.down)) - margin
        let width = Int((extents.x_bearing + extents.width).rounded(.up)) + margin - left
        let height = Int((extents.y_bearing + extents.height).rounded(.up)) + margin - top
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)
        cairo_set_scaled_font(cairo, font)
        cairo_set_source_rgb(cairo, 0, 0, 0)
        cairo_set_operator(cairo, CAIRO_OPERATOR_ADD)
        (placed.x, placed.y) = (Double(-left), Double(-top))
        cairo_show_glyphs(cairo, &placed, 1)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let pixels = UnsafeBufferPointer(start: cairo_image_surface_get_data(surface), count: stride * height)
        var (x0, y0, x1, y1) = (width, height, 0, 0)
        for y in 0..<height {
            for x in 0..<width where pixels[y * stride + x] != 0 {
                (x0, y0, x1, y1) = (min(x0, x), min(y0, y), max(x1, x + 1), max(y1, y + 1))
            }
        }
        guard x0 < x1 else {
            self.init(left: 0, top: 0, width: 0, height: 0, levels: [])
            return
        }
        guard x0 > 0, y0 > 0, x1 < width, y1 < height else { return nil }
        let levels = (y0..<y1).flatMap { y in pixels[(y * stride + x0)..<(y * stride + x1)] }
        self.init(left: left + x0, top: top + y0, width: x1 - x0, height: y1 - y0, levels: levels)
    }

    var isEmpty: Bool { width == 0 }
}
