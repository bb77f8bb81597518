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
/// compress it on the way). An index it cannot read (the private format of
/// another Pagefind version) stops the build, naming the version and the
/// file: passed through, it would change from build to build unnoticed.
struct PagefindCanonicalizer {
    let folder: String
    /// The shard's folder in the output, as a refusal names it.
    let route: String
    /// `pagefind --version`, as a refusal names it.
    let version: String

    private static let signature = Array("pagefind_dcd".utf8)
    private static let entryFile = "pagefind-entry.json"

    func canonicalize() throws(OutputError) {
        guard let data = FileManager.default.contents(atPath: folder + "/" + Self.entryFile),
              case .object(var entry) = try? JSONParser.parse(Array(data)),
              let place = entry.members.firstIndex(where: { $0.key == "languages" }),
              case .object(var languages) = entry.members[place].value else { throw unknownFormat(Self.entryFile) }
        for index in languages.members.indices {
            let language = languages.members[index].key
            guard case .object(var info) = languages.members[index].value,
                  let hashPlace = info.members.firstIndex(where: { $0.key == "hash" }),
                  case .string(let hash) = info.members[hashPlace].value else { throw unknownFormat(Self.entryFile) }
            info.members[hashPlace].value = .string(try canonicalMeta("pagefind.\(hash).pf_meta", language: language))
            languages.members[index].value = .object(info)
        }
        entry.members[place].value = .object(languages)
        try write(Self.entryFile, Array(JSONWriter.format(.object(entry), style: .compact).utf8))
    }

    /// What the build says of an index file it cannot read.
    private func unknownFormat(_ name: String) -> OutputError {
        OutputError(path: route + name, refusal: """
            \(version) wrote this file in a format jokesite does not know (it reads Pagefind 1.x's): \
            install the Pagefind that scripts/install-deps.sh installs, or set "search": false in site.json
            """)
    }

    /// Rewrites a language's metadata file and its filter files; returns
    /// the metadata file's new hash.
    private func canonicalMeta(_ name: String, language: String) throws(OutputError) -> String {
        guard case .array(var meta) = try read(name), meta.count >= 5,
              case .array(let filters) = meta[3], case .array(let sorts) = meta[4] else { throw unknownFormat(name) }
        var renamed: [CBOR] = []
        for filter in filters {
            guard case .array(let pair) = filter, pair.count == 2, let hash = pair[1].text else { throw unknownFormat(name) }
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
    private func canonicalFilter(_ hash: String, language: String) throws(OutputError) -> String {
        let name = "filter/\(hash).pf_filter"
        guard case .array(var filter) = try read(name), filter.count == 2, case .array(let values) = filter[1] else { throw unknownFormat(name) }
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
        language + "_" + ContentHash.of(bytes).description.prefix(digits)
    }

    private func read(_ name: String) throws(OutputError) -> CBOR {
        guard let data = FileManager.default.contents(atPath: folder + "/" + name) else { throw unknownFormat(name) }
        var bytes = Array(data)
        if !bytes.starts(with: Self.signature) { bytes = (try? Self.gunzip(bytes)) ?? [] }
        guard bytes.starts(with: Self.signature), let value = try? CBOR.decode(bytes[Self.signature.count...]) else {
            throw unknownFormat(name)
        }
        return value
    }

    private func replace(_ old: String, with new: String, _ bytes: [UInt8]) throws(OutputError) {
        try? FileManager.default.removeItem(atPath: folder + "/" + old)
        try write(new, bytes)
    }

    private func write(_ name: String, _ bytes: [UInt8]) throws(OutputError) {
        do {
            try FileBytes.create(folder + "/" + name, bytes)
        } catch {
            throw OutputError(path: folder + "/" + name, message: "cannot rewrite Pagefind's file: \(error)")
        }
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
