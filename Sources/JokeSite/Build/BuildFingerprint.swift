import Foundation
import TemplateEngine

/// Lets a build that has nothing to do say so at once: a fingerprint of
/// every input (each content and template file's path, size and
/// modification time; the build's today; the base URL; the jokesite binary
/// itself), kept in the output's state folder after each build. The same
/// fingerprint and the same output folder mean the output is already what
/// a build would write.
struct BuildFingerprint: Equatable {
    let value: String

    init(options: BuildOptions, today: CalendarDay, generator: String) {
        var hasher = StableHasher()
        func mix(_ text: String) { hasher.combine(text) }
        mix("jokesite-build-2")
        for folder in [options.contentDirectory, options.templatesDirectory] {
            mix("folder:" + URL(fileURLWithPath: folder).standardizedFileURL.path)
            for (path, stamp) in Self.stamps(of: folder) { mix("\(path) \(stamp)") }
        }
        mix("today:\(today) base:\(options.baseURL ?? "")")
        mix("binary:" + generator)
        value = hasher.value.description
    }

    /// The jokesite binary that runs and the libcmark it calls. A new build
    /// of either may render differently, so nothing of an older one is kept.
    /// The binary counts by its bytes, not its path and modification time:
    /// the same jokesite built again (on CI, each run) keeps every page.
    static let generator = generator(binaryHash: BinaryHash.computed(BinaryHash.executable))

    /// `generator`, with the binary's hash kept in `state` (see `BinaryHash`).
    static func generator(keptIn state: StateFolder) -> String {
        generator(binaryHash: BinaryHash.kept(in: state))
    }

    private static func generator(binaryHash: String) -> String {
        "jokesite \(binaryHash) libcmark \(MarkdownRenderer.version)"
    }

    /// The up-to-date record: what the last build into the output did,
    /// written after its last file, sealed, in the state folder.
    struct Record: Codable, Equatable {
        var fingerprint: String
        var outputInode: UInt64
        var pages: Int
        var site: OutputFigures
        /// Printed again by a build that stops at once.
        var warnings: [Problem]
        var hostWarnings: [String]
    }

    private static let header = Array("jokesite-up-to-date 4\n".utf8)

    static func read(_ state: StateFolder) -> Record? {
        guard let body = SealedFile.read(state.upToDateRecord), body.starts(with: header) else { return nil }
        return try? JSONDecoder().decode(Record.self, from: Data(body.dropFirst(header.count)))
    }

    /// Without it the next build renders again: a record it cannot write is no failure.
    static func write(_ record: Record, to state: StateFolder) {
        guard let json = try? JSONValue(encoding: record) else { return }
        try? SealedFile.write(state.upToDateRecord, header + Array(JSONWriter.format(json, style: .compact).utf8))
    }

    static func inode(of path: String) -> UInt64? {
        var info = stat()
        return stat(path, &info) == 0 ? UInt64(info.st_ino) : nil
    }

    private static func stamps(of folder: String) -> [(String, String)] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var stamps: [(String, String)] = []
        for case let relative as String in enumerator {
            if let stamp = FileStamp(path: folder + "/" + relative) { stamps.append((relative, stamp.description)) }
        }
        return stamps.sorted { $0.0 < $1.0 }
    }
}
