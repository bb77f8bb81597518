import CCairoPango
import Synchronization

/// One glyph of one scaled font: its coverage, and its rows as shades
/// encoded once for each half of a byte its left pixel may fall in.
final class GlyphImage: Sendable {
    let coverage: GlyphCoverage
    /// At an even pixel, then at an odd one.
    let pieces: [EncodedPiece]

    init(_ coverage: GlyphCoverage, rowLength: Int) {
        self.coverage = coverage
        pieces = [false, true].map {
            EncodedPiece(levels: coverage.levels, width: coverage.width, height: coverage.height, isOdd: $0, rowLength: rowLength)
        }
    }

    var byteCount: Int { coverage.levels.count + pieces.reduce(0) { $0 + $1.byteCount } }
}

/// The glyphs headlines were drawn with, each drawn and encoded once and
/// shared by the threads drawing cards. A catalogue's glyphs are few (a
/// font's letters at each headline size); past `byteLimit` the cache
/// starts again, so memory stays bounded whatever the text.
final class GlyphCache: Sendable {
    /// A scaled font's address: the cache holds a reference to the font,
    /// so the address is not reused while its glyphs are kept.
    private struct Key: Hashable {
        let font: UInt
        let glyph: UInt32
    }

    private struct Kept {
        var images: [Key: GlyphImage] = [:]
        var fonts: Set<UInt> = []
        var byteCount = 0
    }

    private let kept = Mutex(Kept())
    private let rowLength: Int
    private let byteLimit: Int

    /// `rowLength`: of the bands the glyphs are placed in.
    init(rowLength: Int, byteLimit: Int = 64 << 20) {
        self.rowLength = rowLength
        self.byteLimit = byteLimit
    }

    deinit {
        kept.withLock { Self.release($0.fonts) }
    }

    /// The image of each glyph, in order; nil if one cannot be drawn
    /// alone as it would be in a layout (`GlyphCoverage`).
    func images(of glyphs: [PlacedGlyph]) -> [GlyphImage]? {
        let keys = glyphs.map { Key(font: UInt(bitPattern: $0.font), glyph: $0.glyph) }
        // One lock for the card's glyphs: found ones, and the missing.
        var images = kept.withLock { kept in keys.map { kept.images[$0] } }
        var drawn: [Key: GlyphImage] = [:]
        for (index, glyph) in glyphs.enumerated() where images[index] == nil {
            if let image = drawn[keys[index]] {
                images[index] = image
                continue
            }
            guard let coverage = GlyphCoverage(glyph: glyph.glyph, font: glyph.font) else { return nil }
            let image = GlyphImage(coverage, rowLength: rowLength)
            drawn[keys[index]] = image
            images[index] = image
        }
        if !drawn.isEmpty { keep(drawn) }
        return images.map { $0! }
    }

    private func keep(_ drawn: [Key: GlyphImage]) {
        kept.withLock { kept in
            if kept.byteCount > byteLimit {
                Self.release(kept.fonts)
                kept = Kept()
            }
            for (key, image) in drawn where kept.images[key] == nil {
                if kept.fonts.insert(key.font).inserted {
                    cairo_scaled_font_reference(OpaquePointer(bitPattern: key.font))
                }
                kept.images[key] = image
                kept.byteCount += image.byteCount
            }
        }
    }

    private static func release(_ fonts: Set<UInt>) {
        for font in fonts { cairo_scaled_font_destroy(OpaquePointer(bitPattern: font)) }
    }
}
