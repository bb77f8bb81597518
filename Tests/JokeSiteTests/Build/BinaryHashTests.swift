import Foundation
import TemplateEngine
import Testing
@testable import JokeSite

@Suite struct BinaryHashTests {
    /// The hash is kept for the binary's path and stamp and read back from
    /// there; a record of another binary, or a damaged one, is not believed.
    @Test func theKeptHashNamesThisBinaryOnly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("binary-hash-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let state = StateFolder(for: folder.appendingPathComponent("public"))
        try FileManager.default.createDirectory(atPath: state.path, withIntermediateDirectories: true)
        let hash = BinaryHash.computed(BinaryHash.executable)

        #expect(BinaryHash.kept(in: state) == hash)
        #expect(FileManager.default.fileExists(atPath: state.binaryHash))
        let stamp = try #require(FileStamp(path: BinaryHash.executable))
        try SealedFile.write(state.binaryHash, Array("jokesite-binary-hash 2 \(stamp) \(BinaryHash.executable)\nkept".utf8))
        #expect(BinaryHash.kept(in: state) == "kept")

        try SealedFile.write(state.binaryHash, Array("jokesite-binary-hash 2 1 2 3 /elsewhere/jokesite\nforged".utf8))
        #expect(BinaryHash.kept(in: state) == hash)
        try Data("jokesite-binary-hash 2 \(stamp) \(BinaryHash.executable)\ndamaged".utf8).write(to: URL(fileURLWithPath: state.binaryHash))
        #expect(BinaryHash.kept(in: state) == hash)
    }

    /// Read a megabyte at a time, the hash is the whole file's, whatever
    /// its length; a file that cannot be read is named by its path.
    @Test(arguments: [0, 5, 1 << 20, 3 << 20 | 17])
    func theHashIsTheWholeFilesReadInPieces(size: Int) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("binary-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
        try Data(bytes).write(to: file)
        #expect(BinaryHash.computed(file.path) == ContentHash.of(bytes).description)
        #expect(BinaryHash.computed(file.path + ".missing") == file.path + ".missing")
    }
}
