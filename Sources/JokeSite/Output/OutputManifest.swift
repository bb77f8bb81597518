import Foundation

/// What the last build wrote: every file's path and content hash, every
/// page's key (see `PageRenderer.key`), and the output folder it went
/// into. With it, the next build renders only pages whose key changed and
/// touches only files whose bytes changed, without reading the old ones.
struct OutputManifest {
    var folderInode: UInt64
    var hashes: [String: UInt64]
    var pages: [String: UInt64] = [:]

    private static let header = "jokesite-manifest 2 inode "

    /// Kept beside the output, hidden, so it is never deployed.
    static func file(for destination: URL) -> URL {
        destination.deletingLastPathComponent().appendingPathComponent(".\(destination.lastPathComponent).jokesite-manifest")
    }

    /// The manifest of `destination`, if it describes the folder there now.
    static func read(for destination: URL) -> OutputManifest? {
        guard let inode = BuildFingerprint.inode(of: destination.path),
              let data = FileManager.default.contents(atPath: file(for: destination).path) else { return nil }
        var lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        guard let first = lines.first, first.hasPrefix(header), UInt64(first.dropFirst(header.count)) == inode else { return nil }
        lines.removeFirst()
        var manifest = OutputManifest(folderInode: inode, hashes: [:])
        manifest.hashes.reserveCapacity(lines.count)
        for line in lines {
            // "f HASH PATH" for a file, "p KEY ROUTE" for a page.
            let fields = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3, let value = UInt64(fields[1], radix: 16) else { return nil }
            switch fields[0] {
            case "f": manifest.hashes[String(fields[2])] = value
            case "p": manifest.pages[String(fields[2])] = value
            default: return nil
            }
        }
        return manifest
    }

    func write(for destination: URL) {
        var text = Self.header + "\(folderInode)\n"
        for (path, hash) in hashes.sorted(by: { $0.key < $1.key }) {
            text += "f " + String(hash, radix: 16) + " " + path + "\n"
        }
        for (route, key) in pages.sorted(by: { $0.key < $1.key }) {
            text += "p " + String(key, radix: 16) + " " + route + "\n"
        }
        try? Data(text.utf8).write(to: Self.file(for: destination), options: .atomic)
    }
}
