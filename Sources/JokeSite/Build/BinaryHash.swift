import Foundation
import TemplateEngine

/// The running jokesite binary, named by a hash of its bytes (see
/// `BuildFingerprint.generator`). Hashing its 70 MB costs a build about
/// 50 ms, a quarter of an edit's budget at 10,000 jokes: the hash is kept
/// in the output's state folder with the binary's path and stamp, and
/// read back while both are the same (the stamp decides, as it does for
/// the catalogue's files).
enum BinaryHash {
    static var executable: String {
        URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath().path
    }

    /// The hash of the binary's bytes, read in pieces (mapped, its 160 MB
    /// would count as the build's memory); its path when it cannot be read.
    static func computed(_ executable: String) -> String {
        (try? FileBytes.hash(executable))?.description ?? executable
    }

    /// The hash kept in `state` for this binary, or computed and kept.
    static func kept(in state: StateFolder) -> String {
        let executable = executable
        guard let stamp = FileStamp(path: executable) else { return computed(executable) }
        let header = Array("jokesite-binary-hash 2 \(stamp) \(executable)\n".utf8)
        if let body = SealedFile.read(state.binaryHash), body.starts(with: header) {
            return String(decoding: body.dropFirst(header.count), as: UTF8.self)
        }
        let hash = computed(executable)
        // Without it the next build hashes the binary again: no failure.
        try? SealedFile.write(state.binaryHash, header + Array(hash.utf8), flush: false)
        return hash
    }
}
