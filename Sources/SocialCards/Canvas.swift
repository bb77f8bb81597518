import CCairoPango

/// A cairo image surface and a Pango context that lays text out the same
/// way on every run: greyscale antialiasing, no hinting, unhinted metrics,
/// so the same input gives the same pixels. An alpha-only canvas (A8)
/// holds how much of each pixel text covers, drawn in any opaque colour.
final class Canvas {
    let width: Int
    let height: Int
    let surface: OpaquePointer
    let cairo: OpaquePointer
    let pango: OpaquePointer
    private let fontMap: UnsafeMutablePointer<PangoFontMap>

    init(width: Int, height: Int, alphaOnly: Bool = false) {
        self.width = width
        self.height = height
        surface = cairo_image_surface_create(alphaOnly ? CAIRO_FORMAT_A8 : CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        cairo = cairo_create(surface)
        // As pango_cairo_create_context, with a font map of the pool
        // instead of the thread's default (see FontMapPool).
        fontMap = FontMapPool.take()
        pango = pango_font_map_create_context(fontMap)
        pango_cairo_update_context(cairo, pango)
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(pango, options)
        cairo_font_options_destroy(options)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(pango))
        FontMapPool.give(fontMap)
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }

    func setColour(_ colour: RGBColour) {
        cairo_set_source_rgb(cairo, Double(colour.red) / 255, Double(colour.green) / 255, Double(colour.blue) / 255)
    }

    func paint(_ colour: RGBColour) {
        setColour(colour)
        cairo_paint(cairo)
    }

    func fillCircle(centreX: Double, centreY: Double, radius: Double, _ colour: RGBColour) {
        setColour(colour)
        cairo_new_path(cairo)
        cairo_arc(cairo, centreX, centreY, radius, 0, 2 * Double.pi)
        cairo_fill(cairo)
    }

    func fillRoundedRectangle(x: Double, y: Double, width: Double, height: Double, radius: Double, _ colour: RGBColour) {
        setColour(colour)
        cairo_new_path(cairo)
        cairo_arc(cairo, x + width - radius, y + radius, radius, -Double.pi / 2, 0)
        cairo_arc(cairo, x + width - radius, y + height - radius, radius, 0, Double.pi / 2)
        cairo_arc(cairo, x + radius, y + height - radius, radius, Double.pi / 2, Double.pi)
        cairo_arc(cairo, x + radius, y + radius, radius, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cairo)
        cairo_fill(cairo)
    }

    func draw(_ text: TextLayout, x: Double, y: Double, _ colour: RGBColour) {
        setColour(colour)
        cairo_move_to(cairo, x, y)
        pango_cairo_show_layout(cairo, text.layout)
    }

    /// Draws `text` with the middle of its ink on the point.
    func drawCentred(_ text: TextLayout, centreX: Double, centreY: Double, _ colour: RGBColour) {
        let ink = text.inkBounds
        draw(text, x: centreX - ink.x - ink.width / 2, y: centreY - ink.y - ink.height / 2, colour)
    }

    /// The surface as PNG bytes; `colours` are the two it was drawn in, if
    /// it was, for a smaller and faster palette image.
    func png(drawnIn colours: CardColours? = nil) -> [UInt8] {
        PNGEncoder.encode(surface, colours: colours)
    }
}
