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
        let bytes = [UInt8](data)
        let lines = bytes.split(separator: UInt8(ascii: "\n"))
        guard let first = lines.first, String(decoding: first, as: UTF8.self) == header + "\(inode)" else { return nil }
        var manifest = OutputManifest(folderInode: inode, hashes: [:])
        manifest.hashes.reserveCapacity(lines.count)
        for line in lines.dropFirst() {
            // "f HASH PATH" for a file, "p KEY ROUTE" for a page.
            guard line.count >= 3, let space = line.dropFirst(2).firstIndex(of: UInt8(ascii: " ")),
                  let value = hexadecimal(line[(line.startIndex + 2)..<space]) else { return nil }
            let name = String(decoding: line[(space + 1)...], as: UTF8.self)
            switch line.first {
            case UInt8(ascii: "f"): manifest.hashes[name] = value
            case UInt8(ascii: "p"): manifest.pages[name] = value
            default: return nil
            }
        }
        return manifest
    }

    /// Unsorted: the order of a map that only this program reads is no one's concern.
    func write(for destination: URL) {
        var text = Self.header + "\(folderInode)\n"
        text.reserveCapacity(hashes.count * 64)
        for (path, hash) in hashes {
            text += "f " + String(hash, radix: 16) + " " + path + "\n"
        }
        for (route, key) in pages {
            text += "p " + String(key, radix: 16) + " " + route + "\n"
        }
        try? Data(text.utf8).write(to: Self.file(for: destination), options: .atomic)
    }

    private static func hexadecimal(_ digits: ArraySlice<UInt8>) -> UInt64? {
        guard !digits.isEmpty, digits.count <= 16 else { return nil }
        var value: UInt64 = 0
        for digit in digits {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt64(digit - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt64(digit - UInt8(ascii: "a") + 10)
            default: return nil
            }
        }
        return value
    }
}
