/// A card's pixels as 16 even blends of its fill to its ink, two pixels a
/// byte: a 4-bit palette image. Sixteen levels of antialiasing look like
/// 256 at a card's size, and a card's encoder reads rows half as long
/// (most of a card's time), for a smaller file.
enum CardShades {
    static let count = 16

    /// Shade i is i/15 of the way from fill to ink.
    static func palette(_ colours: CardColours) -> [RGBColour] {
        (0..<count).map { colours.fill.mixed(with: colours.ink, amount: Double($0) / Double(count - 1)) }
    }

    /// A PNG row's length: its filter byte, then two pixels a byte.
    static func rowLength(width: Int) -> Int {
        1 + (width + 1) / 2
    }

    /// The nearest shade of a level from 0 (fill) to 255 (ink): a
    /// coverage, or a step of a 256-blend palette.
    static func shade(ofLevel level: UInt8) -> UInt8 {
        UInt8((Int(level) * (count - 1) + 127) / 255)
    }

    /// Eight levels (the first in the lowest byte) as four bytes of two
    /// shades each, the first pixel in the high nibble: `shade(ofLevel:)`
    /// worked out in four 16-bit lanes at once, not looked up a pixel at
    /// a time.
    static func shades(ofLevels levels: UInt64) -> UInt32 {
        let lanes: UInt64 = 0x00FF_00FF_00FF_00FF
        /// Each lane's (level · 15 + 127) / 255, as (x + 1 + x / 256) / 256
        /// (exact below 65,535).
        func shaded(_ levels: UInt64) -> UInt64 {
            let scaled = levels &* 15 &+ 0x007F_007F_007F_007F
            return (scaled &+ 0x0001_0001_0001_0001 &+ (scaled >> 8 & lanes)) >> 8 & lanes
        }
        var pairs = shaded(levels & lanes) << 4 | shaded(levels >> 8 & lanes)
        pairs = (pairs | pairs >> 8) & 0x0000_FFFF_0000_FFFF
        return UInt32(truncatingIfNeeded: pairs | pairs >> 16)
    }

    /// Appends PNG rows of shades (filter 0, then two pixels a byte):
    /// `count` rows of `width` levels, `stride` bytes apart.
    static func appendRows(levels: UnsafePointer<UInt8>, width: Int, stride: Int, count: Int, to output: inout [UInt8]) {
        let rowLength = rowLength(width: width)
        let start = output.count
        // Zeros (filter 0, the fill) that the rows' other pixels overwrite.
        output.append(contentsOf: repeatElement(0, count: count * rowLength))
        output.withUnsafeMutableBufferPointer { output in
            for row in 0..<count {
                let from = levels + row * stride
                let to = output.baseAddress! + start + row * rowLength + 1
                var x = 0
                // Most of a card is fill: eight such pixels skipped at once.
                while x + 8 <= width {
                    let word = UInt64(littleEndian: UnsafeRawPointer(from + x).loadUnaligned(as: UInt64.self))
                    if word != 0 {
                        UnsafeMutableRawPointer(to + x / 2).storeBytes(of: shades(ofLevels: word).littleEndian, as: UInt32.self)
                    }
                    x += 8
                }
                while x < width {
                    to[x / 2] = shade(ofLevel: from[x]) << 4 | (x + 1 < width ? shade(ofLevel: from[x + 1]) : 0)
                    x += 2
                }
            }
        }
    }

    /// Rows of one byte a pixel, each led by its filter byte (a 256-blend
    /// palette image's), as shades.
    static func packed(_ rows: [UInt8], width: Int) -> [UInt8] {
        var output: [UInt8] = []
        rows.withUnsafeBufferPointer { rows in
            appendRows(levels: rows.baseAddress! + 1, width: width, stride: 1 + width, count: rows.count / (1 + width), to: &output)
        }
        return output
    }
}
