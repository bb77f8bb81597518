import CZlib
import Foundation
import TemplateEngine

/// Makes Pagefind's output the same bytes for the same pages. Pagefind
/// writes each filter's values, and the lists of filters and sorts in its
/// metadata file, in hash-map order, which changes from run to run (its
/// fragments and word indexes are already stable). This puts them in
/// order of name, names the rewritten files by a hash of their bytes as
/// Pagefind does, and writes them uncompressed: Pagefind's script accepts
/// an index file that starts with its signature as it is (a host may
/// compress it on the way). Output it cannot read (another Pagefind
/// version) is left as Pagefind wrote it.
struct PagefindCanonicalizer {
    let folder: String

    private static let signature = Array("pagefind_dcd".utf8)
    private static let entryFile = "pagefind-entry.json"

    func canonicalize() {
        let manager = FileManager.default
        guard let data = manager.contents(atPath: folder + "/" + Self.entryFile),
              var entry = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              var languages = entry["languages"] as? [String: Any] else { return }
        for (language, value) in languages {
            guard var info = value as? [String: Any], let hash = info["hash"] as? String,
                  let newHash = try? canonicalMeta("pagefind.\(hash).pf_meta", language: language) else { continue }
            info["hash"] = newHash
            languages[language] = info
        }
        entry["languages"] = languages
        if let json = try? JSONSerialization.data(withJSONObject: entry, options: [.sortedKeys, .withoutEscapingSlashes]) {
            _ = manager.createFile(atPath: folder + "/" + Self.entryFile, contents: json)
        }
    }

    /// Rewrites a language's metadata file and its filter files; returns
    /// the metadata file's new hash.
    private func canonicalMeta(_ name: String, language: String) throws -> String {
        guard case .array(var meta) = try read(name), meta.count >= 5,
              case .array(let filters) = meta[3], case .array(let sorts) = meta[4] else { throw CBOR.Malformed() }
        var renamed: [CBOR] = []
        for filter in filters {
            guard case .array(let pair) = filter, pair.count == 2, let hash = pair[1].text else { throw CBOR.Malformed() }
            renamed.append(.array([pair[0], .text(Array(try canonicalFilter(hash, language: language).utf8))]))
        }
        meta[3] = .array(renamed.sorted(by: Self.byFirstText))
        meta[4] = .array(sorts.sorted(by: Self.byFirstText))
        let bytes = Self.signature + CBOR.array(meta).encoded()
        let hash = Self.hash(bytes, language: language, digits: 10)
        try replace(name, with: "pagefind.\(hash).pf_meta", bytes)
        return hash
    }

    /// A filter file with its values in order; returns its new hash.
    private func canonicalFilter(_ hash: String, language: String) throws -> String {
        let name = "filter/\(hash).pf_filter"
        guard case .array(var filter) = try read(name), filter.count == 2, case .array(let values) = filter[1] else { throw CBOR.Malformed() }
        filter[1] = .array(values.sorted(by: Self.byFirstText))
        let bytes = Self.signature + CBOR.array(filter).encoded()
        let newHash = Self.hash(bytes, language: language, digits: 7)
        try replace(name, with: "filter/\(newHash).pf_filter", bytes)
        return newHash
    }

    /// Entries `[name, …]` by name.
    private static func byFirstText(_ left: CBOR, _ right: CBOR) -> Bool {
        guard case .array(let a) = left, case .array(let b) = right, let x = a.first?.text, let y = b.first?.text else { return false }
        return Array(x.utf8).lexicographicallyPrecedes(Array(y.utf8))
    }

    private static func hash(_ bytes: [UInt8], language: String, digits: Int) -> String {
        var hasher = StableHasher()
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        let hex = String(hasher.value, radix: 16)
        return language + "_" + String((String(repeating: "0", count: 16 - hex.count) + hex).prefix(digits))
    }

    private func read(_ name: String) throws -> CBOR {
        guard let data = FileManager.default.contents(atPath: folder + "/" + name) else { throw CBOR.Malformed() }
        var bytes = Array(data)
        if !bytes.starts(with: Self.signature) { bytes = try Self.gunzip(bytes) }
        guard bytes.starts(with: Self.signature) else { throw CBOR.Malformed() }
        return try CBOR.decode(bytes[Self.signature.count...])
    }

    private func replace(_ old: String, with new: String, _ bytes: [UInt8]) throws {
        try? FileManager.default.removeItem(atPath: folder + "/" + old)
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/" + new))
    }

    /// A gzip stream's bytes, with zlib.
    static func gunzip(_ compressed: [UInt8]) throws -> [UInt8] {
        var stream = z_stream()
        // 16 + 15: a gzip header, the largest window.
        guard inflateInit2_(&stream, 16 + 15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { throw CBOR.Malformed() }
        defer { inflateEnd(&stream) }
        var input = compressed
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        var status: Int32 = Z_OK
        input.withUnsafeMutableBufferPointer { inBuffer in
            stream.next_in = inBuffer.baseAddress
            stream.avail_in = uInt(inBuffer.count)
            while status == Z_OK {
                chunk.withUnsafeMutableBufferPointer { outBuffer in
                    stream.next_out = outBuffer.baseAddress
                    stream.avail_out = uInt(outBuffer.count)
                    status = inflate(&stream, Z_NO_FLUSH)
                    output += outBuffer[0..<(outBuffer.count - Int(stream.avail_out))]
                }
            }
        }
        guard status == Z_STREAM_END else { throw CBOR.Malformed() }
        return output
    }
}
