import CCairoPango

/// A Pango layout: one block of text in one font, wrapped to a width.
final class TextLayout {
    let layout: OpaquePointer

    init(canvas: Canvas, text: String, font: CardFont, weight: CardFont.Weight, size: Double, width: Double? = nil) {
        layout = pango_layout_new(canvas.pango)
        let description = pango_font_description_new()
        pango_font_description_set_family(description, font.families)
        pango_font_description_set_weight(description, weight.pango)
        pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        if let width {
            pango_layout_set_width(layout, Int32(width * Double(PANGO_SCALE)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD)
        }
        pango_layout_set_text(layout, text, -1)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    var text: String { String(cString: pango_layout_get_text(layout)) }

    /// The logical size in pixels (line boxes, not ink).
    var size: (width: Double, height: Double) {
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        return (Double(logical.width) / Double(PANGO_SCALE), Double(logical.height) / Double(PANGO_SCALE))
    }

    /// The box the glyphs cover, in pixels from the layout's origin: to
    /// centre a letter by its shape.
    var inkBounds: (x: Double, y: Double, width: Double, height: Double) {
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let scale = Double(PANGO_SCALE)
        return (Double(ink.x) / scale, Double(ink.y) / scale, Double(ink.width) / scale, Double(ink.height) / scale)
    }

    func setLineSpacing(_ factor: Double) {
        pango_layout_set_line_spacing(layout, Float(factor))
    }

    /// Whether any glyph comes from a colour font (emoji): such text is
    /// not a shade of the colour it is drawn in.
    var usesColourFont: Bool {
        let runs = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(runs) }
        repeat {
            if let run = pango_layout_iter_get_run_readonly(runs), let font = run.pointee.item.pointee.analysis.font {
                let face = hb_font_get_face(pango_font_get_hb_font(font))
                if hb_ot_color_has_png(face) != 0 || hb_ot_color_has_layers(face) != 0 || hb_ot_color_has_svg(face) != 0 { return true }
            }
        } while pango_layout_iter_next_run(runs) != 0
        return false
    }

    /// Each line's text, as wrapped.
    var lines: [String] {
        let bytes = Array(text.utf8)
        return (0..<Int(pango_layout_get_line_count(layout))).map { index in
            let line = pango_layout_get_line_readonly(layout, Int32(index))!.pointee
            let start = Int(line.start_index)
            return String(decoding: bytes[start..<start + Int(line.length)], as: UTF8.self)
        }
    }

    /// The widest line's logical width in pixels.
    var widestLine: Double {
        (0..<Int(pango_layout_get_line_count(layout))).map { index in
            var ink = PangoRectangle()
            var logical = PangoRectangle()
            pango_layout_line_get_extents(pango_layout_get_line_readonly(layout, Int32(index)), &ink, &logical)
            return Double(logical.width) / Double(PANGO_SCALE)
        }.max() ?? 0
    }

    /// Whether every line starts where Unicode allows a line break (a space,
    /// a hyphen, between ideographs): false when Pango had to cut a word too
    /// long for the width.
    var breaksOnlyBetweenWords: Bool {
        let breaks = lineBreakOffsets
        let bytes = Array(text.utf8)
        for index in 1..<max(1, Int(pango_layout_get_line_count(layout))) {
            let start = Int(pango_layout_get_line_readonly(layout, Int32(index))!.pointee.start_index)
            let offset = String(decoding: bytes[..<start], as: UTF8.self).unicodeScalars.count
            if !breaks.contains(offset) { return false }
        }
        return true
    }

    /// The character offsets where a line may start (UAX #14, as Pango
    /// works it out for this text).
    var lineBreakOffsets: Set<Int> {
        var count: Int32 = 0
        guard let attributes = pango_layout_get_log_attrs_readonly(layout, &count) else { return [] }
        var offsets: Set<Int> = []
        for offset in 0..<Int(count) where attributes[offset].is_line_break != 0 {
            offsets.insert(offset)
        }
        return offsets
    }

    /// Keeps the text on one line no wider than `width`, ending in `…` if
    /// it is longer.
    func ellipsizeLine(toWidth width: Double) {
        pango_layout_set_width(layout, Int32(width * Double(PANGO_SCALE)))
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
    }

    /// Ends the text with `…` where it overflows, for a word too long for
    /// any line.
    func ellipsize(toHeight height: Double) {
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_height(layout, Int32(height * Double(PANGO_SCALE)))
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
    }
}
