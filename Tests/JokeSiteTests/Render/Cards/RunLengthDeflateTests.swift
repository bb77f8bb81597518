import CCairoPango
import Testing
@testable import SocialCards

@Suite struct RunLengthDeflateTests {
    /// zlib reads back exactly what went in.
    static func inflated(_ compressed: [UInt8], size: Int) -> [UInt8]? {
        var output = [UInt8](repeating: 0, count: size + 1)
        var length = uLong(output.count)
        guard uncompress(&output, &length, compressed, uLong(compressed.count)) == Z_OK else { return nil }
        return Array(output[..<Int(length)])
    }

    static let inputs: [[UInt8]] = {
        var seed: UInt64 = 42
        func next() -> UInt8 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: seed >> 56)
        }
        let row = (0..<100).map { $0 % 7 == 0 ? next() : 9 }
        return [
            [],
            [7],
            [1, 1],
            Array(repeating: 0, count: 100_000),
            (0..<5_000).map { _ in next() },
            Array(repeating: row, count: 50).flatMap { $0 },
            (0..<3_000).map { UInt8($0 / 300) },
        ]
    }()

    @Test(arguments: inputs)
    func zlibReadsBackWhatWentIn(_ input: [UInt8]) {
        let compressed = RunLengthDeflate.compress(input, rowLength: 100)
        #expect(Self.inflated(compressed, size: input.count) == input)
    }

    @Test func runsAndRepeatedRowsShrink() {
        let row = (0..<100).map { UInt8($0 / 10) }
        let rows = Array(repeating: row, count: 100).flatMap { $0 }
        #expect(RunLengthDeflate.compress(rows, rowLength: 100).count < 300)
    }

    /// Blocks made apart, each one's matches reaching into the bytes
    /// before it, join into one stream that reads back whole.
    @Test(arguments: inputs.filter { $0.count >= 300 })
    func blocksJoinIntoOneStream(_ input: [UInt8]) {
        let cuts = [0, input.count / 3, input.count / 2, input.count]
        let blocks = input.withUnsafeBufferPointer { bytes in
            (0..<3).map { RunLengthDeflate.block(of: bytes, range: cuts[$0]..<cuts[$0 + 1], rowLength: 100, isLast: $0 == 2) }
        }
        #expect(Self.inflated(RunLengthDeflate.zlibStream(blocks), size: input.count) == input)
    }

    /// zlib's blocks (a background's rows, made once) join the run-length
    /// block between them, the last one's matches reaching into the row
    /// before it.
    @Test(arguments: inputs.filter { $0.count >= 300 })
    func zlibBlocksJoinRunLengthBlocks(_ input: [UInt8]) {
        let cuts = [0, input.count / 3, input.count / 2, input.count]
        let blocks = input.withUnsafeBufferPointer { bytes in
            [
                RunLengthDeflate.Block.smallest(of: bytes, range: cuts[0]..<cuts[1], context: 0, isLast: false),
                RunLengthDeflate.block(of: bytes, range: cuts[1]..<cuts[2], rowLength: 100, isLast: false),
                RunLengthDeflate.Block.smallest(of: bytes, range: cuts[2]..<cuts[3], context: 100, isLast: true),
            ]
        }
        #expect(Self.inflated(RunLengthDeflate.zlibStream(blocks), size: input.count) == input)
    }
}
