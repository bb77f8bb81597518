import CCairoPango
import CRsvg

extension Canvas {
    /// Draws an SVG face in the circle, in the card's two colours: each
    /// pixel is the blend of `colours` its lightness places it at (the
    /// face's darkest lines in the ink, the rest towards the fill). A card
    /// stays a picture in its own two colours, so it keeps its small
    /// palette image. False, and nothing drawn, when librsvg cannot read
    /// the SVG.
    func drawAvatar(_ svg: [UInt8], centreX: Double, centreY: Double, radius: Double, _ colours: CardColours) -> Bool {
        let size = Int((2 * radius).rounded(.up))
        guard let face = Self.render(svg, size: size) else { return false }
        defer { cairo_surface_destroy(face) }
        cairo_surface_flush(face)
        let stride = Int(cairo_image_surface_get_stride(face)) / 4
        let pixels = UnsafeMutableRawPointer(cairo_image_surface_get_data(face)!).bindMemory(to: UInt32.self, capacity: stride * size)
        // The face's lightness, over the card's fill where it is see-through.
        let fill = colours.fill
        var lightness = [Double](repeating: 0, count: size * size)
        for y in 0..<size {
            for x in 0..<size {
                let pixel = pixels[y * stride + x]
                let alpha = Double(pixel >> 24) / 255
                let channel = { (shift: UInt32, under: UInt8) in Double(pixel >> shift & 0xFF) / 255 + (1 - alpha) * Double(under) / 255 }
                lightness[y * size + x] = 0.2126 * channel(16, fill.red) + 0.7152 * channel(8, fill.green) + 0.0722 * channel(0, fill.blue)
            }
        }
        guard let darkest = lightness.min(), let lightest = lightness.max(), lightest > darkest else { return false }
        for y in 0..<size {
            for x in 0..<size {
                // The face in its character's colour, the card's fill, its
                // dark lines (eyes, mouth) in the ink, inside the ink ring.
                // Twice the lightness: a face's colour is mid-light, its
                // lines dark, so only the lines go to the ink.
                let amount = 1 - min(1, 2 * (lightness[y * size + x] - darkest) / (lightest - darkest))
                // One of the 256 steps a card's palette has.
                let colour = fill.mixed(with: colours.ink, amount: (amount * 255).rounded() / 255)
                pixels[y * stride + x] = 0xFF00_0000 | UInt32(colour.red) << 16 | UInt32(colour.green) << 8 | UInt32(colour.blue)
            }
        }
        cairo_surface_mark_dirty(face)
        // Cut round without antialiasing: an edge pixel is then a step of
        // the palette, not a mix that cairo's rounding may take out of it.
        cairo_save(cairo)
        cairo_set_antialias(cairo, CAIRO_ANTIALIAS_NONE)
        cairo_new_path(cairo)
        cairo_arc(cairo, centreX, centreY, radius, 0, 2 * Double.pi)
        cairo_clip(cairo)
        cairo_set_source_surface(cairo, face, (centreX - radius).rounded(), (centreY - radius).rounded())
        cairo_paint(cairo)
        cairo_restore(cairo)
        return true
    }

    /// Draws the SVG over the canvas's top-left `size`×`size` square, in
    /// its own colours; false, and nothing drawn, when librsvg cannot read it.
    func drawSVG(_ svg: [UInt8], size: Int) -> Bool {
        guard let image = Self.render(svg, size: size) else { return false }
        defer { cairo_surface_destroy(image) }
        cairo_set_source_surface(cairo, image, 0, 0)
        cairo_paint(cairo)
        return true
    }

    /// The SVG drawn to fill a `size`×`size` image; nil when it cannot be read.
    private static func render(_ svg: [UInt8], size: Int) -> OpaquePointer? {
        let handle = svg.withUnsafeBufferPointer { rsvg_handle_new_from_data($0.baseAddress, gsize($0.count), nil) }
        guard let handle else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size), Int32(size))!
        let context = cairo_create(surface)!
        defer { cairo_destroy(context) }
        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(size), height: Double(size))
        guard rsvg_handle_render_document(handle, context, &viewport, nil) != 0 else {
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }
}
