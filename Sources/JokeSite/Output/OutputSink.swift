import Synchronization
import TemplateEngine

/// Where rendered outputs go, file by file: the staging folder of a build
/// (`OutputFolder`), or memory (`MemorySink`, `serve`'s preview of an
/// edit). They are the only two writers of what the renderer makes.
protocol OutputSink: Sendable {
    /// The last build's output `name`, when the sink keeps outputs between builds.
    func lastOutput(_ name: String) -> LastOutput?
    /// Keeps the last build's output if its files are all still there;
    /// false means it must be rendered. `files`: its files, if known.
    func keep(_ last: LastOutput, files: [String]?) -> Bool
    func write(_ relativePath: String, _ bytes: some Collection<UInt8>, of output: String) throws(OutputError)
    /// Records that output `name`, with `key`, made `files` (written just
    /// before), read `dependencies` (see `PreparedOutput`) and named the
    /// outputs `derived`.
    func recordOutput(_ name: String, key: ContentHash, files: [String], dependencies: [UInt8]?, derived: [DerivedRecord])
}

extension OutputSink {
    /// Keeps the files of an output the last build made with the same key.
    func keepOutput(_ name: String, key: ContentHash, files: [String]?) -> Bool {
        guard let last = lastOutput(name), last.key == key else { return false }
        return keep(last, files: files)
    }
}

/// Outputs kept in memory, by path in the site: nothing is kept from a
/// last build, so everything asked for is rendered.
final class MemorySink: OutputSink {
    private let written = Mutex<[String: [UInt8]]>([:])

    var files: [String: [UInt8]] { written.withLock { $0 } }

    func lastOutput(_ name: String) -> LastOutput? { nil }

    func keep(_ last: LastOutput, files: [String]?) -> Bool { false }

    func write(_ relativePath: String, _ bytes: some Collection<UInt8>, of output: String) throws(OutputError) {
        let bytes = Array(bytes)
        written.withLock { $0[relativePath] = bytes }
    }

    func recordOutput(_ name: String, key: ContentHash, files: [String], dependencies: [UInt8]?, derived: [DerivedRecord]) {}
}
