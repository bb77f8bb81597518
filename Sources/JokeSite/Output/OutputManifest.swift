import Foundation

/// What the last build wrote: every file's path, content hash, size and
/// modification time (so a file changed or removed since is noticed
/// without reading it), every page's key (see `PageRenderer.key`), the
/// outputs each page named (its card: kept with a page kept unmade), and
/// the output folder it went into. With it, the next build renders only pages whose key changed and
/// touches only files whose bytes changed, without reading the old ones.
/// Kept sealed (see `SealedFile`) in the state folder beside the output.
struct OutputManifest {
    var folderInode: UInt64
    var files: [String: OutputFileRecord]
    var pages: [String: UInt64] = [:]
    /// By the output that named them (see `PreparedOutput.derived`).
    var derived: [String: [DerivedRecord]] = [:]

    private static let header = "jokesite-manifest 5 inode "

    /// The manifest of the output, if it is whole, describes the folder
    /// there now and names only paths inside it.
    static func read(_ state: StateFolder) -> OutputManifest? {
        guard let inode = BuildFingerprint.inode(of: state.destination.path),
              let bytes = SealedFile.read(state.manifest) else { return nil }
        let lines = bytes.split(separator: UInt8(ascii: "\n"))
        guard let first = lines.first, String(decoding: first, as: UTF8.self) == header + "\(inode)" else { return nil }
        var manifest = OutputManifest(folderInode: inode, files: [:])
        manifest.files.reserveCapacity(lines.count)
        manifest.pages.reserveCapacity(lines.count / 2)
        for line in lines.dropFirst() {
            // "f HASH SIZE MODIFIED PATH" for a file, "p KEY ROUTE" for a
            // page, "d KEY NAME ROUTE" for an output the page at ROUTE
            // named; the numbers in hexadecimal.
            guard line.count >= 3 else { return nil }
            var rest = line.dropFirst(2)
            var values: [UInt64] = []
            for _ in 0..<(line.first == UInt8(ascii: "f") ? 3 : 1) {
                guard let space = rest.firstIndex(of: UInt8(ascii: " ")), let value = hexadecimal(rest[..<space]) else { return nil }
                values.append(value)
                rest = rest[(space + 1)...]
            }
            switch line.first {
            // A page's route names no file; a file's path must stay in the output.
            case UInt8(ascii: "f") where OutputPath.isConfined(utf8: rest):
                manifest.files[String(decoding: rest, as: UTF8.self)] =
                    OutputFileRecord(hash: values[0], size: Int64(bitPattern: values[1]), modified: Int64(bitPattern: values[2]))
            case UInt8(ascii: "p"): manifest.pages[String(decoding: rest, as: UTF8.self)] = values[0]
            case UInt8(ascii: "d"):
                guard let space = rest.firstIndex(of: UInt8(ascii: " ")) else { return nil }
                let derived = DerivedRecord(name: String(decoding: rest[..<space], as: UTF8.self), key: values[0])
                manifest.derived[String(decoding: rest[(space + 1)...], as: UTF8.self), default: []].append(derived)
            default: return nil
            }
        }
        return manifest
    }

    /// Unsorted: the order of a map that only this program reads is no one's concern.
    func write(to path: String) throws(FileBytes.WriteError) {
        var bytes = Array((Self.header + "\(folderInode)\n").utf8)
        bytes.reserveCapacity(files.count * 96 + pages.count * 64)
        func line(_ kind: String, _ values: UInt64..., name: String) {
            bytes.append(contentsOf: kind.utf8)
            for value in values {
                Self.appendHexadecimal(value, to: &bytes)
                bytes.append(UInt8(ascii: " "))
            }
            bytes.append(contentsOf: name.utf8)
            bytes.append(UInt8(ascii: "\n"))
        }
        for (path, file) in files {
            line("f ", file.hash, UInt64(bitPattern: file.size), UInt64(bitPattern: file.modified), name: path)
        }
        for (route, key) in pages { line("p ", key, name: route) }
        for (route, named) in derived {
            for output in named { line("d ", output.key, name: output.name + " " + route) }
        }
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

    /// Every file is still there with the size and modification time the
    /// build left it with: a cheap test that no one changed or removed one.
    func matchesDisk(in output: String) -> Bool {
        files.allSatisfy { path, file in file.matches(OutputFileRecord.stamp(of: output + "/" + path)) }
    }
}

/// An output another one names, as the manifest records it with the
/// naming output: its name (a card's route: a hash, never with a space)
/// and its key.
struct DerivedRecord: Sendable, Equatable {
    var name: String
    var key: UInt64
}

/// One file of the manifest.
struct OutputFileRecord: Sendable, Equatable {
    var hash: UInt64
    var size: Int64
    var modified: Int64

    init(hash: UInt64, size: Int64, modified: Int64) {
        (self.hash, self.size, self.modified) = (hash, size, modified)
    }

    init(hash: UInt64, stamp: FileStamp) {
        self.init(hash: hash, size: stamp.size, modified: stamp.modified)
    }

    /// The regular file's stamp, not following a link (a link is no file the build wrote).
    static func stamp(of path: String) -> FileStamp? {
        FileStamp(path: path, followingLinks: false)
    }

    func matches(_ stamp: FileStamp?) -> Bool {
        guard let stamp else { return false }
        return stamp.size == size && stamp.modified == modified
    }
}
