import CCairoPango

/// The site's mark, the smiley of templates/assets/icon.svg, drawn with
/// cairo so the PNG icons show what the header shows. Its coordinates are
/// the SVG's, in a 64-unit square.
enum BrandMark {
    static let face = RGBColour(red: 0xF5, green: 0xA6, blue: 0x23)
    static let features = RGBColour(red: 0x3A, green: 0x2A, blue: 0x0C)
    static let tongue = RGBColour(red: 0xE8, green: 0x4A, blue: 0x7F)
    static let viewBox = 64.0

    /// Draws the mark with its 64-unit square scaled to `size` at (`x`, `y`).
    static func draw(on canvas: Canvas, x: Double, y: Double, size: Double) {
        let cairo = canvas.cairo
        cairo_save(cairo)
        cairo_translate(cairo, x, y)
        cairo_scale(cairo, size / viewBox, size / viewBox)
        canvas.fillCircle(centreX: 32, centreY: 32, radius: 30, face)
        canvas.fillCircle(centreX: 22, centreY: 25, radius: 4, features)
        canvas.fillCircle(centreX: 42, centreY: 25, radius: 4, features)
        // The open mouth: "M16 36c3 10 10 15 16 15s13-5 16-15z".
        fill(canvas, features, from: (16, 36), curves: [((19, 46), (26, 51), (32, 51)), ((38, 51), (45, 46), (48, 36))])
        // The tongue: "M22 44c3 3 6 4 10 4s7-1 10-4c-3-1-6-2-10-2s-7 1-10 2z".
        fill(canvas, tongue, from: (22, 44), curves: [
            ((25, 47), (28, 48), (32, 48)), ((36, 48), (39, 47), (42, 44)),
            ((39, 43), (36, 42), (32, 42)), ((28, 42), (25, 43), (22, 44)),
        ])
        cairo_restore(cairo)
    }

    typealias Point = (x: Double, y: Double)

    /// A closed path of cubic Bézier curves (two control points, then the end).
    private static func fill(_ canvas: Canvas, _ colour: RGBColour, from start: Point, curves: [(Point, Point, Point)]) {
        canvas.setColour(colour)
        cairo_new_path(canvas.cairo)
        cairo_move_to(canvas.cairo, start.x, start.y)
        for (first, second, end) in curves {
            cairo_curve_to(canvas.cairo, first.x, first.y, second.x, second.y, end.x, end.y)
        }
        cairo_close_path(canvas.cairo)
        cairo_fill(canvas.cairo)
    }
}
