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
        manifest.pages.reserveCapacity(lines.count / 2)
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
        var bytes = Array((Self.header + "\(folderInode)\n").utf8)
        bytes.reserveCapacity((hashes.count + pages.count) * 64)
        func line(_ kind: String, _ value: UInt64, _ name: String) {
            bytes.append(contentsOf: kind.utf8)
            Self.appendHexadecimal(value, to: &bytes)
            bytes.append(UInt8(ascii: " "))
            bytes.append(contentsOf: name.utf8)
            bytes.append(UInt8(ascii: "\n"))
        }
        for (path, hash) in hashes { line("f ", hash, path) }
        for (route, key) in pages { line("p ", key, route) }
        FileBytes.replace(Self.file(for: destination).path, with: bytes)
    }

    private static let digits = Array("0123456789abcdef".utf8)

    /// As `String(value, radix: 16)` writes it, without making a string.
    private static func appendHexadecimal(_ value: UInt64, to bytes: inout [UInt8]) {
        var shift = max(0, (63 - value.leadingZeroBitCount) / 4 * 4)
        while shift >= 0 {
            bytes.append(digits[Int(value >> UInt64(shift) & 0xF)])
            shift -= 4
        }
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
