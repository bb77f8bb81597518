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

/// What headlines were drawn with, kept for the cards after them and
/// shared by the threads drawing cards: each glyph's image, drawn and
/// encoded once, and each word's piece (its glyphs as placed, joined once). A
/// catalogue's glyphs are few and its words repeat; past `byteLimit` the
/// cache starts again, so memory stays bounded whatever the text.
final class GlyphCache: Sendable {
    /// A glyph of a scaled font, by the font's address: the cache holds a
    /// reference to the font, so the address is not reused while kept.
    struct Glyph: Hashable {
        let font: UInt
        let glyph: UInt32
    }

    /// Glyphs placed from the first one's origin, and whether the box of
    /// their ink starts on an odd pixel: all a piece depends on.
    struct Word: Hashable {
        struct Placed: Hashable {
            let glyph: Glyph
            let x: Int32
            let y: Int32
        }

        let glyphs: [Placed]
        let isOdd: Bool
    }

    private struct Kept {
        var images: [Glyph: GlyphImage] = [:]
        var words: [Word: EncodedPiece] = [:]
        var fonts: Set<UInt> = []
        var byteCount = 0
    }

    private let kept = Mutex(Kept())
    let rowLength: Int
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
        let keys = glyphs.map { Glyph(font: UInt(bitPattern: $0.font), glyph: $0.glyph) }
        // One lock for the card's glyphs: found ones, and the missing.
        var images = kept.withLock { kept in keys.map { kept.images[$0] } }
        var drawn: [Glyph: GlyphImage] = [:]
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
        if !drawn.isEmpty {
            keep(fonts: Set(drawn.keys.map(\.font))) { kept in
                for (key, image) in drawn where kept.images[key] == nil {
                    kept.images[key] = image
                    kept.byteCount += image.byteCount
                }
            }
        }
        return images.map { $0! }
    }

    /// Each word's piece, made by `encode` for those not kept.
    func pieces(of words: [Word], encode: (Int) -> EncodedPiece) -> [EncodedPiece] {
        var pieces = kept.withLock { kept in words.map { kept.words[$0] } }
        var made: [Word: EncodedPiece] = [:]
        for index in words.indices where pieces[index] == nil {
            let piece = made[words[index]] ?? encode(index)
            made[words[index]] = piece
            pieces[index] = piece
        }
        if !made.isEmpty {
            keep(fonts: Set(made.keys.flatMap { $0.glyphs.map(\.glyph.font) })) { kept in
                for (word, piece) in made where kept.words[word] == nil {
                    kept.words[word] = piece
                    kept.byteCount += piece.byteCount + word.glyphs.count * MemoryLayout<Word.Placed>.stride
                }
            }
        }
        return pieces.map { $0! }
    }

    /// Adds to the cache, emptied first when full, and holds a reference
    /// to each of `fonts`, those the added keys name.
    private func keep(fonts: Set<UInt>, _ add: (inout Kept) -> Void) {
        kept.withLock { kept in
            if kept.byteCount > byteLimit {
                Self.release(kept.fonts)
                kept = Kept()
            }
            add(&kept)
            for font in fonts where kept.fonts.insert(font).inserted {
                cairo_scaled_font_reference(OpaquePointer(bitPattern: font))
            }
        }
    }

    private static func release(_ fonts: Set<UInt>) {
        for font in fonts { cairo_scaled_font_destroy(OpaquePointer(bitPattern: font)) }
    }
}
