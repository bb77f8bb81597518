import CCairoPango

/// One glyph of a laid-out text, where cairo draws it. Cairo 1.16 keeps
/// one bitmap a glyph of a scaled font and places it at the glyph's
/// position rounded to whole pixels, so that bitmap and these two numbers
/// are all of the glyph's pixels.
struct PlacedGlyph {
    /// The run's `cairo_scaled_font_t`: the layout's font holds it.
    let font: OpaquePointer
    let glyph: UInt32
    let x: Int
    let y: Int
}

extension TextLayout {
    /// The glyphs `pango_cairo_show_layout` draws with the layout's origin
    /// at `origin`, placed as Pango's renderer and cairo place them; nil
    /// when it would draw more than glyphs (the box of a missing glyph) or
    /// from a font cairo has no scaled font of.
    func placedGlyphs(at origin: (x: Double, y: Double)) -> [PlacedGlyph]? {
        var placed: [PlacedGlyph] = []
        let lines = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(lines) }
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(lines, nil, &logical)
            // As pango_renderer_draw_layout: each line at its logical x,
            // on its baseline; its runs one after another.
            let lineY = Int(pango_layout_iter_get_baseline(lines))
            var runX = Int(logical.x)
            var runs = pango_layout_iter_get_line_readonly(lines)!.pointee.runs
            while let node = runs {
                let run = node.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self).pointee
                let analysis = run.item.pointee.analysis
                guard analysis.flags & Self.centredBaseline == 0, let font = analysis.font,
                      let scaledFont = pango_cairo_font_get_scaled_font(OpaquePointer(font))
                else { return nil }
                runX += Int(run.start_x_offset)
                let glyphs = run.glyphs.pointee
                // As pango_cairo's renderer: positions in Pango units from
                // the run's start, then cairo's rounding, floor(x + 0.5).
                let baseX = origin.x + Double(runX) / Double(PANGO_SCALE)
                let baseY = origin.y + Double(lineY - Int(run.y_offset)) / Double(PANGO_SCALE)
                var position = 0
                for info in UnsafeBufferPointer(start: glyphs.glyphs, count: Int(glyphs.num_glyphs)) {
                    defer { position += Int(info.geometry.width) }
                    if info.glyph == Self.emptyGlyph || info.glyph == Self.unknownGlyphFlag | 0x20 { continue }
                    if info.glyph & Self.unknownGlyphFlag != 0 { return nil }
                    let x = baseX + Double(position + Int(info.geometry.x_offset)) / Double(PANGO_SCALE)
                    let y = info.geometry.y_offset == 0 ? baseY : baseY + Double(info.geometry.y_offset) / Double(PANGO_SCALE)
                    placed.append(PlacedGlyph(font: scaledFont, glyph: info.glyph, x: Int((x + 0.5).rounded(.down)),
                                              y: Int((y + 0.5).rounded(.down))))
                }
                runX += Int(pango_glyph_string_get_width(run.glyphs)) + Int(run.end_x_offset)
                runs = node.pointee.next
            }
        } while pango_layout_iter_next_line(lines) != 0
        return placed
    }

    /// Pango's macros, which Swift does not import.
    private static let emptyGlyph: UInt32 = 0x0FFF_FFFF
    private static let unknownGlyphFlag: UInt32 = 0x1000_0000
    private static let centredBaseline: UInt8 = 1 << 0
}
