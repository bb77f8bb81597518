/// A headline set in the largest size that fits its box.
struct FittedHeadline {
    let layout: TextLayout
    let fontSize: Double
    /// Whether words were left off the end (marked with `…`).
    let isShortened: Bool
}

/// Sets a headline in the largest of a list of sizes at which it fits a box
/// without cutting a word; text too long even at the smallest size loses
/// whole words from the end, replaced with `…`.
struct HeadlineFitter {
    var font: CardFont
    var weight: CardFont.Weight
    /// Largest first.
    var sizes: [Double]
    var lineSpacing: Double
    var width: Double
    var height: Double

    func fit(_ text: String, on canvas: Canvas) -> FittedHeadline {
        for size in sizes {
            let layout = self.layout(text, size: size, on: canvas)
            if fits(layout) { return FittedHeadline(layout: layout, fontSize: size, isShortened: false) }
        }
        let smallest = sizes.last ?? 32
        let full = layout(text, size: smallest, on: canvas)
        if let shortened = longestFittingStart(of: full, size: smallest, on: canvas) {
            return FittedHeadline(layout: shortened, fontSize: smallest, isShortened: true)
        }
        // Not even the first word fits a line: let Pango cut it.
        full.ellipsize(toHeight: height)
        return FittedHeadline(layout: full, fontSize: smallest, isShortened: true)
    }

    private func layout(_ text: String, size: Double, on canvas: Canvas) -> TextLayout {
        let layout = TextLayout(canvas: canvas, text: text, font: font, weight: weight, size: size, width: width)
        layout.setLineSpacing(lineSpacing)
        return layout
    }

    private func fits(_ layout: TextLayout) -> Bool {
        layout.size.height <= height && layout.widestLine <= width && layout.breaksOnlyBetweenWords
    }

    /// The most words (up to a break opportunity) that fit with `…` after
    /// them; a binary search, since fewer words never take more room.
    private func longestFittingStart(of full: TextLayout, size: Double, on canvas: Canvas) -> TextLayout? {
        let scalars = Array(full.text.unicodeScalars)
        let cuts = full.lineBreakOffsets.filter { $0 > 0 && $0 < scalars.count }.sorted()
        var best: TextLayout?
        var (low, high) = (0, cuts.count - 1)
        while low <= high {
            let middle = (low + high) / 2
            var start = String.UnicodeScalarView(scalars[..<cuts[middle]])
            while let last = start.last, last.properties.isWhitespace { start.removeLast() }
            let candidate = layout(String(start) + "…", size: size, on: canvas)
            if fits(candidate) {
                best = candidate
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        return best
    }
}
