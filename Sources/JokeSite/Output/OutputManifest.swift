import Foundation

/// What the last build wrote: every file's path and content hash, every
/// page's key (see `PageRenderer.key`), and the output folder it went
/// into. With it, the next build renders only pages whose key changed and
/// touches only files whose bytes changed, without reading the old ones.
/// Kept sealed (see `SealedFile`) in the state folder beside the output.
struct OutputManifest {
    var folderInode: UInt64
    var hashes: [String: UInt64]
    var pages: [String: UInt64] = [:]

    private static let header = "jokesite-manifest 3 inode "

    /// The manifest of the output, if it is whole, describes the folder
    /// there now and names only paths inside it.
    static func read(_ state: StateFolder) -> OutputManifest? {
        guard let inode = BuildFingerprint.inode(of: state.destination.path),
              let bytes = SealedFile.read(state.manifest) else { return nil }
        let lines = bytes.split(separator: UInt8(ascii: "\n"))
        guard let first = lines.first, String(decoding: first, as: UTF8.self) == header + "\(inode)" else { return nil }
        var manifest = OutputManifest(folderInode: inode, hashes: [:])
        manifest.hashes.reserveCapacity(lines.count)
        manifest.pages.reserveCapacity(lines.count / 2)
        for line in lines.dropFirst() {
            // "f HASH PATH" for a file, "p KEY ROUTE" for a page.
            guard line.count >= 3, let space = line.dropFirst(2).firstIndex(of: UInt8(ascii: " ")),
                  let value = hexadecimal(line[(line.startIndex + 2)..<space]) else { return nil }
            let nameBytes = line[(space + 1)...]
            let name = String(decoding: nameBytes, as: UTF8.self)
            switch line.first {
            // A page's route names no file; a file's path must stay in the output.
            case UInt8(ascii: "f") where OutputPath.isConfined(utf8: nameBytes): manifest.hashes[name] = value
            case UInt8(ascii: "p"): manifest.pages[name] = value
            default: return nil
            }
        }
        return manifest
    }

    /// Unsorted: the order of a map that only this program reads is no one's concern.
    func write(to path: String) throws(FileBytes.WriteError) {
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
        try SealedFile.write(path, bytes)
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
