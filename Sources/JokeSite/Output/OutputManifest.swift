import Foundation

/// What the last build wrote: every file's path and content hash, and the
/// output folder it went into. With it, the next build touches only the
/// files whose bytes changed, without reading the old ones.
struct OutputManifest {
    var folderInode: UInt64
    var hashes: [String: UInt64]

    /// Kept beside the output, hidden, so it is never deployed.
    static func file(for destination: URL) -> URL {
        destination.deletingLastPathComponent().appendingPathComponent(".\(destination.lastPathComponent).jokesite-manifest")
    }

    /// The manifest of `destination`, if it describes the folder there now.
    static func read(for destination: URL) -> OutputManifest? {
        guard let inode = BuildFingerprint.inode(of: destination.path),
              let data = FileManager.default.contents(atPath: file(for: destination).path) else { return nil }
        var lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        guard let header = lines.first, header.hasPrefix("inode "), UInt64(header.dropFirst(6)) == inode else { return nil }
        lines.removeFirst()
        var hashes: [String: UInt64] = [:]
        hashes.reserveCapacity(lines.count)
        for line in lines {
            guard let space = line.firstIndex(of: " "), let hash = UInt64(line[..<space], radix: 16) else { return nil }
            hashes[String(line[line.index(after: space)...])] = hash
        }
        return OutputManifest(folderInode: inode, hashes: hashes)
    }

    func write(for destination: URL) {
        var text = "inode \(folderInode)\n"
        for (path, hash) in hashes.sorted(by: { $0.key < $1.key }) {
            text += String(hash, radix: 16) + " " + path + "\n"
        }
        try? Data(text.utf8).write(to: Self.file(for: destination))
    }
}
