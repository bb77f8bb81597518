import TemplateEngine

/// Where rendered outputs go, file by file: the render stage's seam to the
/// write stage, whose staging folder (`OutputFolder`) is the one writer of
/// what the renderer makes.
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
